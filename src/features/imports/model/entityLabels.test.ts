import { describe, expect, it } from 'vitest';
import { aFileOf, entityLabelInText, everyExisting } from './entityLabels';

describe('entity words in running text', () => {
  it('lower-cases the label and picks the article', () => {
    expect(entityLabelInText('inventory')).toBe('inventory');
    expect(aFileOf('attribute')).toBe('an attributes file');
    expect(aFileOf('inventory')).toBe('an inventory file');
    expect(aFileOf('product')).toBe('a products file');
  });
  it('names what a full import may delete, with its catalog when it has one', () => {
    expect(everyExisting('inventory', undefined)).toBe('every existing inventory record');
    expect(everyExisting('product', 'default')).toBe('every existing product in catalog default');
  });
});

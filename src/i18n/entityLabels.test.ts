import { describe, expect, it } from 'vitest';
import { entityLabelInText } from './entityLabels';

describe('entity words in running text', () => {
  it('lower-cases the label', () => {
    expect(entityLabelInText('inventory')).toBe('inventory');
  });
});

import { describe, expect, it } from 'vitest';
import type { FileCheckResult } from './checkResult';
import { codesOutsideImport } from './crossFileCheck';

const result = (over: Partial<FileCheckResult>): FileCheckResult =>
  ({ strategy: 'partial', keys: [], keysComplete: true, references: { category: [], attribute: [], attributeValue: [] }, ...over }) as FileCheckResult;

describe('codesOutsideImport', () => {
  const products = result({
    entity: 'product',
    references: { category: [['hats', 3], ['sofas', 2]], attribute: [['surface', 2], ['pattern', 1]], attributeValue: [['surface/oak', 2], ['surface/teak', 1], ['pattern/dots', 1]] },
  });

  it('names what neither the categories nor the attributes file holds, with how many products name it', () => {
    const outside = codesOutsideImport('product', products, {
      category: { fileName: 'categories.json', result: result({ entity: 'category', keys: ['sofas'] }) },
      attribute: { fileName: 'attributes.json', result: result({ entity: 'attribute', keys: ['surface', 'surface/oak'] }) },
    });
    expect(outside.map((o) => [o.kind, o.code, o.elements, o.deletedBy, o.valuesFrom])).toEqual([
      ['category', 'hats', 3, null, undefined],
      ['attribute', 'pattern', 1, null, undefined],
      // the (partial) attributes file gives surface its values: teak is not one of them; nothing is deleted
      ['attributeValue', 'surface/teak', 1, null, 'attributes.json'],
      ['attributeValue', 'pattern/dots', 1, null, undefined],
    ]);
  });

  it('takes any value of an attribute the attributes file writes without a values list', () => {
    const outside = codesOutsideImport('product', products, {
      attribute: { fileName: 'attributes.json', result: result({ entity: 'attribute', strategy: 'full', keys: ['surface', 'surface/', 'pattern', 'pattern/'] }) },
    });
    expect(outside.filter((o) => o.kind !== 'category')).toEqual([]);
  });

  it('without the other files every code is to be found in the catalog; a full sibling file decides alone', () => {
    expect(codesOutsideImport('product', products, {}).map((o) => o.code)).toEqual(['hats', 'sofas', 'surface', 'pattern', 'surface/oak', 'surface/teak', 'pattern/dots']);
    const full = codesOutsideImport('product', products, { category: { fileName: 'categories.json', result: result({ entity: 'category', strategy: 'full', keys: ['sofas'] }) } });
    expect(full.find((o) => o.code === 'hats')?.deletedBy).toBe('categories.json');
  });
});

import { describe, expect, it } from 'vitest';
import { catalogEntityTypes } from '../../src/contract/terms';
import { checkImportElement } from '../../src/engine/format';
import { attributeValueCodes, postModelFields, productCategories, readElement, storedEntity, storeElement, withoutCategories } from './catalogEntities';
import type { EntityTable } from './types';

const keyOf = { attribute: { code: 'a' }, category: { code: 'c' }, product: { code: 'p' }, inventory: { productCode: 'p', locationCode: 'l' } } as const;

describe('stored catalog entities', () => {
  it('know the same POST model fields as the import rules', () => {
    for (const entity of catalogEntityTypes) {
      for (const field of postModelFields[entity]) {
        const { warnings } = checkImportElement(entity, 'partial', { ...keyOf[entity], [field]: null });
        expect(warnings.filter((w) => w.field === field)).toEqual([]);
      }
      expect(checkImportElement(entity, 'partial', { ...keyOf[entity], colour: 1 }).warnings.map((w) => w.field)).toEqual(['colour']);
      expect(postModelFields[entity]).not.toContain('importType');
    }
  });

  it('keep the element as written, without importType and fields the model lacks, as one text beside scalars', () => {
    const written = { code: 'p', name: { 'en-us': 'P', 'de-de': 'P' }, price: { price: 1, currencyCode: 'EUR', volumePricing: [] }, categories: [{ code: 'x', isPrimary: true }, { code: 'y' }] };
    // as JSON.parse makes it: `__proto__` an own property of the file's element
    const fromFile = JSON.parse(`{"importType":"AC",${JSON.stringify(written).slice(1, -1)},"colour":"red","__proto__":{"polluted":true}}`) as Record<string, unknown>;
    const stored = storedEntity('product', fromFile);
    expect(stored.element).toBe(JSON.stringify(written));
    expect(readElement(stored)).toEqual(written);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(stored).toEqual({ element: stored.element, categories: '["x","y"]', status: 'active', modelType: undefined });
    for (const entity of catalogEntityTypes) {
      const s = storedEntity(entity, { ...keyOf[entity], name: { 'en-us': 'N' }, values: [{ code: 'v' }] });
      expect(Object.values(s).every((v) => v === null || typeof v !== 'object')).toBe(true);
    }
  });

  it('replace an entity whole when stored again under its key', () => {
    const table: EntityTable = new Map();
    storeElement(table, 'inventory', { productCode: 'p', locationCode: 'l', sku: 'S', onHand: 3, bin: 'B' });
    expect(storeElement(table, 'inventory', { productCode: 'p', locationCode: 'l', sku: 'S' })).toBe('p/l');
    expect(readElement(table.get('p/l')!)).toEqual({ productCode: 'p', locationCode: 'l', sku: 'S' });
    expect(() => storeElement(table, 'product', { name: { 'en-us': 'no code' } })).toThrow();
  });

  it('drop links to deleted categories from the element and its scalars alike', () => {
    const product = storedEntity('product', { code: 'p', categories: [{ code: 'x', isPrimary: true }, { code: 'y', sequenceId: 2 }], status: 'inactive' });
    const detached = withoutCategories(product, new Set(['x']));
    expect(readElement(detached)).toEqual({ code: 'p', categories: [{ code: 'y', sequenceId: 2 }], status: 'inactive' });
    expect(productCategories(detached)).toEqual(['y']);
    expect(detached.status).toBe('inactive');
  });

  it('read an attribute’s value codes, or none when it has no values list', () => {
    expect(attributeValueCodes(storedEntity('attribute', { code: 'a', values: [{ code: 'v1' }, { code: 'v2' }] }))).toEqual(new Set(['v1', 'v2']));
    expect(attributeValueCodes(storedEntity('attribute', { code: 'a' }))).toBeUndefined();
  });
});

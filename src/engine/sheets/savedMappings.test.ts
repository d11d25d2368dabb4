// @vitest-environment jsdom
// (the browser's localStorage is what the mappings are kept in)
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteSheetMapping, importSheetMappings, listSheetMappings, saveSheetMapping, sheetMappingsFile } from './savedMappings';

const mapping = { entity: 'product' as const, source: 'artikel.csv', headers: ['Artikelnummer', 'Preis', 'Status'], mapping: ['code', 'price.price', 'status'], valueMaps: { status: { Aktiv: 'active' } } };

beforeEach(() => localStorage.clear());

describe('saved sheet mappings', () => {
  it('keeps one per entity type and headers, the newest first, per merchant', () => {
    saveSheetMapping('demo', mapping, new Date('2026-12-01T10:00:00Z'));
    saveSheetMapping('demo', { ...mapping, headers: ['artikelnummer ', 'PREIS', 'status'], mapping: ['code', 'price.salePrice', 'status'] }, new Date('2026-12-02T10:00:00Z'));
    saveSheetMapping('demo', { ...mapping, entity: 'inventory' });
    expect(listSheetMappings('demo').map((m) => [m.entity, m.mapping[1]])).toEqual([['inventory', 'price.price'], ['product', 'price.salePrice']]);
    expect(listSheetMappings('acme')).toEqual([]);
  });

  it('holds headers, fields and value words only, never a row of the sheet', () => {
    saveSheetMapping('demo', mapping);
    expect(Object.keys(JSON.parse(localStorage.getItem('merchant-admin.sheetMappings.demo')!)[0]).sort()).toEqual(['entity', 'headers', 'id', 'mapping', 'savedAt', 'source', 'valueMaps']);
  });

  it('goes to a colleague as a file and comes back, and another file is refused', () => {
    saveSheetMapping('demo', mapping);
    const file = sheetMappingsFile(listSheetMappings('demo'));
    deleteSheetMapping('demo', listSheetMappings('demo')[0]!.id);
    expect(listSheetMappings('demo')).toEqual([]);
    expect(importSheetMappings('acme', file)).toBe(1);
    expect(listSheetMappings('acme')[0]).toMatchObject({ entity: 'product', headers: mapping.headers, valueMaps: mapping.valueMaps });
    expect(() => importSheetMappings('acme', '[{"code":"a"}]')).toThrow();
    expect(listSheetMappings('acme')).toHaveLength(1);
  });
});

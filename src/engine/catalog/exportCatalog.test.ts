import { describe, expect, it } from 'vitest';
import { exportCatalog, exportFilters, type WholeCatalog } from './exportCatalog';

const signal = new AbortController().signal;

describe('exportCatalog', () => {
  it('writes every page into one JSON array, one element a line, and counts them', async () => {
    const all = Array.from({ length: 2_500 }, (_, i) => ({ code: `p-${i}`, name: { 'de-de': `Produkt ${i}` } }));
    const asked: unknown[] = [];
    const catalog: WholeCatalog = {
      async whole(offset, filters) {
        asked.push(filters);
        return { items: all.slice(offset, offset + 1000), unread: offset ? [] : ['shortDescription'], total: all.length };
      },
    };
    const progress: number[] = [];
    const { blob, count, unread } = await exportCatalog({ entity: 'product', status: 'active' }, { catalog, signal, onProgress: (p) => progress.push(p.done) });
    const text = await blob.text();
    expect(JSON.parse(text)).toEqual(all);
    expect(text.split('\n')).toHaveLength(2_500 + 3);
    expect(count).toBe(2_500);
    expect(unread).toEqual(['shortDescription']);
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(asked[0]).toEqual({ status: 'active' });
  });

  it('an empty catalog is an empty array', async () => {
    const { blob, count } = await exportCatalog({ entity: 'attribute' }, { catalog: { whole: async () => ({ items: [], unread: [], total: 0 }) }, signal });
    expect(JSON.parse(await blob.text())).toEqual([]);
    expect(count).toBe(0);
  });

  it('filters as the list call spells them: stock by product code and location, attributes without a status', () => {
    expect(exportFilters({ entity: 'inventory', codeContains: 'tee', status: 'inactive', locationCode: 'berlin' })).toEqual({
      productCode: { $ct: 'tee' },
      status: 'inactive',
      locationCode: 'berlin',
    });
    expect(exportFilters({ entity: 'attribute', codeContains: 'col', status: 'active' })).toEqual({ code: { $ct: 'col' } });
  });
});

import { describe, expect, it } from 'vitest';
import type { StoredCatalog } from '@/engine/preview/previewFile';
import { deletionOf, snapshotEntity } from './snapshotEntity';

type Stored = Record<string, unknown>;

/** A catalog in memory: the key is the code (stock: `productCode/locationCode`). */
const catalogOf = (table: Map<string, Stored>, keyOf: (s: Stored) => string): StoredCatalog => ({
  keyOf,
  async read(keys) {
    return keys.flatMap((k) => (table.has(k) ? [{ element: structuredClone(table.get(k)!), unread: [] }] : []));
  },
  async page(offset) {
    const all = [...table.values()];
    return { items: all.slice(offset, offset + 7).map((s) => ({ key: keyOf(s), name: s.name })), total: all.length };
  },
});

/** What the service does with a file: a full one replaces the table, a partial one upserts and deletes what it marks. */
const applyImport = (table: Map<string, Stored>, elements: Stored[], strategy: 'full' | 'partial', keyOf: (s: Stored) => string) => {
  if (strategy === 'full') table.clear();
  for (const { importType, ...element } of elements) {
    if (importType === 'D') table.delete(keyOf(element));
    else table.set(keyOf(element), element);
  }
};

const product = (i: number, extra: Stored = {}): Stored => ({ code: `p-${i}`, name: { 'en-us': `Product ${i}` }, modelType: 'standard', isInventoryManaged: false, ...extra });
const byCode = (s: Stored) => String(s.code);
const fileOf = (elements: unknown[]) => new Blob([JSON.stringify(elements)], { type: 'application/json' });

/** The snapshot's text, written by pieces as a worker writes it. */
const memorySink = () => {
  const pieces: string[] = [];
  return { pieces, sink: { write: async (text: string) => void pieces.push(text), close: async () => undefined } };
};

describe('snapshotEntity', () => {
  it('a full import undone by its snapshot leaves the catalog as it was', async () => {
    const before = new Map(Array.from({ length: 40 }, (_, i) => [`p-${i}`, product(i)] as const));
    const table = new Map(before);
    // 0–14 leave, 15–24 change, 25–39 stay, 40–44 are new; unsorted
    const file = [
      ...Array.from({ length: 5 }, (_, i) => product(44 - i)),
      ...Array.from({ length: 10 }, (_, i) => product(24 - i, { name: { 'en-us': `Renamed ${24 - i}` }, longName: { 'en-us': 'new field' } })),
      ...Array.from({ length: 15 }, (_, i) => product(39 - i)),
    ];
    const { pieces, sink } = memorySink();
    const taken = await snapshotEntity(
      { file: fileOf(file), entity: 'product', strategy: 'full' },
      { catalog: catalogOf(table, byCode), signal: new AbortController().signal, batchSize: 4 },
      sink,
    );
    expect(taken).toMatchObject({ restores: 25, deletes: 5, counts: { new: 5, changed: 10, unchanged: 15, deleted: 15 } });

    applyImport(table, file, 'full', byCode);
    const snapshot = JSON.parse(pieces.join('')) as Stored[];
    applyImport(table, snapshot, 'partial', byCode);
    expect(new Map([...table].sort())).toEqual(new Map([...before].sort()));
  });

  it('a partial import with deletions, and stock keyed by product and location', async () => {
    const keyOf = (s: Stored) => `${String(s.productCode)}/${String(s.locationCode)}`;
    const stock = (p: string, l: string, onHand: number): Stored => ({ productCode: p, locationCode: l, sku: p, onHand });
    const before = new Map([stock('a/1', 'berlin', 5), stock('b', 'berlin', 2), stock('b', 'hamburg', 7)].map((s) => [keyOf(s), s] as const));
    const table = new Map(before);
    const file = [stock('a/1', 'berlin', 9), { productCode: 'b', locationCode: 'hamburg', importType: 'D' }, stock('c', 'berlin', 1)];
    const { pieces, sink } = memorySink();
    const taken = await snapshotEntity(
      { file: fileOf(file), entity: 'inventory', strategy: 'partial' },
      { catalog: catalogOf(table, keyOf), signal: new AbortController().signal },
      sink,
    );
    expect(taken).toMatchObject({ restores: 2, deletes: 1 });
    const snapshot = JSON.parse(pieces.join('')) as Stored[];
    expect(snapshot).toContainEqual({ productCode: 'c', locationCode: 'berlin', importType: 'D' });

    applyImport(table, file, 'partial', keyOf);
    applyImport(table, snapshot, 'partial', keyOf);
    expect(new Map([...table].sort())).toEqual(new Map([...before].sort()));
  });

  it('an import that changes nothing gives an empty file', async () => {
    const table = new Map([['p-1', product(1)]]);
    const { pieces, sink } = memorySink();
    await snapshotEntity({ file: fileOf([product(1)]), entity: 'product', strategy: 'partial' }, { catalog: catalogOf(table, byCode), signal: new AbortController().signal }, sink);
    expect(JSON.parse(pieces.join(''))).toEqual([]);
  });

  it('a product code with a slash keeps it in its deletion', () => {
    expect(deletionOf('inventory', 'a/1/berlin')).toEqual({ productCode: 'a/1', locationCode: 'berlin', importType: 'D' });
    expect(deletionOf('product', 'a/1')).toEqual({ code: 'a/1', importType: 'D' });
  });

  it('reads the descriptions of the products it restores when asked, one request per product and locale, and then no longer names them as not restored', async () => {
    const table = new Map(Array.from({ length: 6 }, (_, i) => [`p-${i}`, product(i)] as const));
    const asked: string[] = [];
    const catalog: StoredCatalog = {
      ...catalogOf(table, byCode),
      async descriptions(code, locales) {
        asked.push(...locales.map((l) => `${code}:${l}`));
        return code === 'p-1' ? {} : { shortDescription: Object.fromEntries(locales.map((l) => [l, `About ${code} (${l})`])) };
      },
    };
    // p-0 and p-1 change (both locales), p-2 goes (a partial D), p-9 is new
    const file = [product(0, { name: { 'en-us': 'Zero', 'de-de': 'Null' } }), product(1, { name: { 'en-us': 'One', 'de-de': 'Eins' } }), { code: 'p-2', importType: 'D' }, product(9)];
    const { pieces, sink } = memorySink();
    const taken = await snapshotEntity({ file: fileOf(file), entity: 'product', strategy: 'partial' }, { catalog, signal: new AbortController().signal }, sink, { descriptions: true });
    expect(asked.sort()).toEqual(['p-0:de-de', 'p-0:en-us', 'p-1:de-de', 'p-1:en-us', 'p-2:de-de', 'p-2:en-us']);
    const snapshot = JSON.parse(pieces.join('')) as Stored[];
    expect(snapshot.find((e) => e.code === 'p-0')).toMatchObject({ shortDescription: { 'en-us': 'About p-0 (en-us)', 'de-de': 'About p-0 (de-de)' } });
    expect(snapshot.find((e) => e.code === 'p-1')).not.toHaveProperty('shortDescription');
    expect(taken).toMatchObject({ restores: 3, deletes: 1, locales: ['de-de', 'en-us'], notRestored: [] });

    // not asked: no description read, and the snapshot says what it does not restore
    asked.length = 0;
    const without = await snapshotEntity({ file: fileOf(file), entity: 'product', strategy: 'partial' }, { catalog, signal: new AbortController().signal }, memorySink().sink);
    expect(asked).toEqual([]);
    expect(without.notRestored).toEqual(['shortDescription', 'longDescription']);
  });
});

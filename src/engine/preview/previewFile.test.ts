import { describe, expect, it } from 'vitest';
import { previewFile, type StoredCatalog } from './previewFile';

type Stored = Record<string, unknown>;

/** A catalog in memory that counts the requests the preview makes. */
const catalogOf = (entities: Stored[], keyOf = (s: Stored) => String(s.code)) => {
  const byKey = new Map(entities.map((e) => [keyOf(e), e]));
  const calls = { read: 0, page: 0, largestRead: 0 };
  const catalog: StoredCatalog = {
    keyOf,
    async read(keys) {
      calls.read++;
      calls.largestRead = Math.max(calls.largestRead, keys.length);
      return keys.flatMap((k) => (byKey.has(k) ? [{ element: structuredClone(byKey.get(k)!), unread: [] }] : []));
    },
    async page(offset) {
      calls.page++;
      const all = [...byKey.values()];
      return { items: all.slice(offset, offset + 1000).map((s) => ({ key: keyOf(s), name: s.name })), total: all.length };
    },
  };
  return { catalog, calls };
};

const product = (i: number, extra: Stored = {}): Stored => ({
  code: `p-${i}`,
  name: { 'en-us': `Product ${i}` },
  modelType: 'standard',
  isInventoryManaged: false,
  ...extra,
});

const fileOf = (elements: unknown[]) => new Blob([JSON.stringify(elements, null, 1)], { type: 'application/json' });
const run = (file: Blob, catalog: StoredCatalog, strategy: 'full' | 'partial' = 'full') =>
  previewFile({ file, entity: 'product', strategy }, { catalog, signal: new AbortController().signal });

describe('previewFile', () => {
  it('counts new, changed, unchanged and deleted, and names the changed fields', async () => {
    const stored = Array.from({ length: 50 }, (_, i) => product(i));
    // 0–9 leave (full file), 10–29 change, 30–49 stay, 50–54 are new; unsorted as merchants have them
    const file = [
      ...Array.from({ length: 5 }, (_, i) => product(54 - i)),
      ...Array.from({ length: 20 }, (_, i) => product(29 - i, { name: { 'en-us': `Renamed ${29 - i}` } })),
      ...Array.from({ length: 20 }, (_, i) => product(30 + i)),
    ];
    const { catalog } = catalogOf(stored);
    const preview = await run(fileOf(file), catalog);
    expect(preview.counts).toEqual({ new: 5, changed: 20, unchanged: 20, deleted: 10, refused: 0 });
    const changed = preview.entries.find((e) => e.key === 'p-12');
    expect(changed).toEqual({ kind: 'changed', key: 'p-12', changes: [{ path: ['name', 'en-us'], before: 'Product 12', after: 'Renamed 12' }] });
    expect(preview.entries.filter((e) => e.kind === 'deleted').map((e) => e.key)).toEqual(Array.from({ length: 10 }, (_, i) => `p-${i}`));
    expect(preview.entries.find((e) => e.key === 'p-3')?.name).toEqual({ 'en-us': 'Product 3' });
  });

  it('a partial file deletes only what it marks, and refuses deleting what does not exist', async () => {
    const { catalog, calls } = catalogOf([product(1), product(2)]);
    const file = [
      { code: 'p-1', importType: 'D' },
      { code: 'p-9', importType: 'D' },
      product(2),
    ];
    const preview = await run(fileOf(file), catalog, 'partial');
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: 1, deleted: 1, refused: 1 });
    expect(calls.page).toBe(0);
  });

  it('refuses elements with problems and a key named twice, without comparing them', async () => {
    const { catalog } = catalogOf([product(1)]);
    const file = [product(1), product(1, { modelType: 'other' }), { name: { 'en-us': 'no code' } }, 42];
    const preview = await run(fileOf(file), catalog, 'partial');
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: 1, deleted: 0, refused: 3 });
  });

  it('asks for keys in batches, at most elements / 500 requests', async () => {
    const stored = Array.from({ length: 3000 }, (_, i) => product(i));
    const { catalog, calls } = catalogOf(stored);
    const preview = await run(fileOf(stored), catalog, 'partial');
    expect(preview.counts.unchanged).toBe(3000);
    expect(calls.read).toBe(6);
    expect(calls.largestRead).toBe(500);
  });

  it('keeps at most the entry limit, and says it cut', async () => {
    const { catalog } = catalogOf([]);
    const file = Array.from({ length: 30 }, (_, i) => product(i));
    const preview = await previewFile({ file: fileOf(file), entity: 'product', strategy: 'partial' }, { catalog, signal: new AbortController().signal, entryLimit: 10 });
    expect(preview.counts.new).toBe(30);
    expect(preview.entries).toHaveLength(10);
    expect(preview.cut).toBe(true);
  });

  it('a full stock file limited to some locations deletes only their stock', async () => {
    const keyOf = (s: Stored) => `${String(s.productCode)}/${String(s.locationCode)}`;
    const stock = (p: string, l: string) => ({ productCode: p, locationCode: l, sku: `${p}-${l}` });
    const { catalog } = catalogOf([stock('a', 'berlin'), stock('b', 'berlin'), stock('a', 'hamburg')], keyOf);
    const preview = await previewFile(
      { file: fileOf([stock('a', 'berlin')]), entity: 'inventory', strategy: 'full', locationCodes: ['berlin'] },
      { catalog, signal: new AbortController().signal },
    );
    expect(preview.counts).toMatchObject({ unchanged: 1, deleted: 1 });
    expect(preview.entries).toEqual([{ kind: 'deleted', key: 'b/berlin', name: undefined }]);
  });

  it('stops when cancelled', async () => {
    const { catalog } = catalogOf([]);
    const abort = new AbortController();
    abort.abort();
    await expect(previewFile({ file: fileOf([product(1)]), entity: 'product', strategy: 'full' }, { catalog, signal: abort.signal })).rejects.toThrow();
  });

  it('compares only what the service returns: the locales the file writes, not its descriptions, and says so once', async () => {
    const asked: (readonly string[] | undefined)[] = [];
    const stored = [product(1), product(2)];
    const catalog: StoredCatalog = {
      keyOf: (s) => String(s.code),
      async read(keys, _signal, locales) {
        asked.push(locales);
        // as the read models give it back: no descriptions; the ambiguous properties of p-2 not read
        return stored.filter((s) => keys.includes(String(s.code))).map((s) => ({ element: s, unread: s.code === 'p-2' ? ['shortDescription', 'longDescription', 'properties'] : ['shortDescription', 'longDescription'] }));
      },
      page: async () => ({ items: [], total: 0 }),
    };
    const file = [
      product(1, { shortDescription: { 'en-us': 'New text' }, status: 'active', isTaxed: true, maxQty: null }),
      product(2, { name: { 'en-us': 'Product 2', 'de-de': 'Produkt 2' }, properties: [{ code: 'colour', type: 'attribute', value: ['red'] }] }),
    ];
    const preview = await run(fileOf(file), catalog, 'partial');
    // p-1: a description is not compared, and the defaults and nulls are the same as not set; p-2: its German name is new
    expect(preview.counts).toEqual({ new: 0, changed: 1, unchanged: 1, deleted: 0, refused: 0 });
    expect(preview.entries).toEqual([{ kind: 'changed', key: 'p-2', changes: [{ path: ['name', 'de-de'], before: undefined, after: 'Produkt 2' }] }]);
    expect(asked).toEqual([['en-us', 'de-de']]);
    // p-1 writes a short description, p-2 none: each is said of the elements it holds for
    expect(preview.reach).toEqual({ locales: ['de-de', 'en-us'], notCompared: ['shortDescription', 'properties'], notRead: ['longDescription', 'shortDescription'] });
  });

  it('marks a changed product whose element writes descriptions with their locales, for the list to compare on request', async () => {
    const { catalog: inMemory } = catalogOf([product(1), product(2), product(3)]);
    // as the read models give it back: no descriptions
    const catalog: StoredCatalog = { ...inMemory, read: async (...args) => (await inMemory.read(...args)).map((m) => ({ ...m, unread: ['shortDescription', 'longDescription'] })) };
    const file = [
      product(1, { name: { 'en-us': 'Renamed' }, shortDescription: { 'de-de': 'Kurz', 'fr-fr': null }, longDescription: { 'en-us': 'Long' } }),
      product(2, { name: { 'en-us': 'Renamed' } }),
      // unchanged in what the service returns: not listed, its description counted among the fields not compared
      product(3, { shortDescription: { 'en-us': 'Short' } }),
    ];
    const preview = await run(fileOf(file), catalog, 'partial');
    expect(preview.entries.map(({ key, describes }) => ({ key, describes }))).toEqual([
      { key: 'p-1', describes: ['de-de', 'en-us'] },
      { key: 'p-2', describes: undefined },
    ]);
  });

  it('fills a batch as far as one read’s address allows: long codes take fewer keys a request', async () => {
    const { catalog, calls } = catalogOf([]);
    const reads: string[][] = [];
    const budgeted: StoredCatalog = {
      ...catalog,
      readBudget: { limit: 100, cost: (key) => key.length },
      read: async (keys, signal, locales) => {
        reads.push(keys);
        return catalog.read(keys, signal, locales);
      },
    };
    // codes of 3 and 4 characters: 25 to 33 a read, each as full as the next code allows
    await run(fileOf(Array.from({ length: 60 }, (_, i) => product(i))), budgeted, 'partial');
    const cost = (keys: string[]) => keys.reduce((sum, k) => sum + k.length, 0);
    expect(reads.flat()).toHaveLength(60);
    expect(reads.every((keys) => cost(keys) <= 100)).toBe(true);
    expect(reads.slice(0, -1).every((keys, i) => cost(keys) + reads[i + 1]![0]!.length > 100)).toBe(true);
    expect(calls.read).toBe(reads.length);
  });
});

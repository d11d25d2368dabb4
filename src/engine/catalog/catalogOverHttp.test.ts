import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comparable } from '@/engine/format/readModels';
import { importFiles, runImport, signIn as signInOnPlatform } from '../../../mock-server/testing';
import type { CatalogEntityType } from '@/contract/terms';
import { signIn, withTestPlatform } from '@/testing/app';
import { addressLimit, catalogOverHttp, cutByAddress, encodedLength, splitKey } from './catalogOverHttp';
import { previewFile } from '@/engine/preview/previewFile';


const platform = withTestPlatform();

const signal = new AbortController().signal;
const fileOf = (elements: unknown[]) => new Blob([JSON.stringify(elements)], { type: 'application/json' });

/** the seed's texts are in English and German */
const locales = ['en-us', 'de-de'];

/** every entity of a type as the catalog holds it, read as the export reads it, as POST model elements */
const everything = async (entity: CatalogEntityType, catalogCode?: string) => {
  const catalog = catalogOverHttp({ merchantCode: 'demo', entity, catalogCode, locales });
  const { items } = await catalog.page(0, signal);
  const read = await catalog.read(
    items.map((i) => i.key),
    signal,
  );
  return read.map((r) => r.element);
};

describe('the preview against the mock platform', () => {
  it.each([
    ['attribute', undefined],
    ['category', 'default'],
    ['product', 'default'],
    ['inventory', undefined],
  ] as const)('the %s catalog, read back and imported again in full, changes nothing', async (entity, catalogCode) => {
    const stored = await everything(entity, catalogCode);
    expect(stored.length).toBeGreaterThan(0);
    const preview = await previewFile({ file: fileOf(stored.reverse()), entity, strategy: 'full' }, { catalog: catalogOverHttp({ merchantCode: 'demo', entity, catalogCode }), signal });
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: stored.length, deleted: 0, refused: 0 });
  });

  it('a full categories file: the one it adds, the one it changes, the ones it deletes with their names', async () => {
    const [first, ...rest] = await everything('category', 'default');
    const file = [{ ...first, name: { ...(first!.name as object), 'en-us': 'Renamed' } }, { code: 'hats', name: { 'en-us': 'Hats' }, sequenceId: 9 }];
    const preview = await previewFile({ file: fileOf(file), entity: 'category', strategy: 'full' }, { catalog: catalogOverHttp({ merchantCode: 'demo', entity: 'category', catalogCode: 'default' }), signal });
    expect(preview.counts).toEqual({ new: 1, changed: 1, unchanged: 0, deleted: rest.length, refused: 0 });
    expect(preview.entries.find((e) => e.kind === 'changed')?.changes).toEqual([{ path: ['name', 'en-us'], before: (first!.name as Record<string, string>)['en-us'], after: 'Renamed' }]);
    const deleted = preview.entries.filter((e) => e.kind === 'deleted');
    expect(deleted.map((e) => e.key).sort()).toEqual(rest.map((c) => c.code).sort());
    // the list call answers names resolved to one locale
    expect(deleted.every((e) => typeof e.name === 'string' && e.name.length > 0)).toBe(true);
  });

  it('a full stock file limited to a location deletes only that location’s stock', async () => {
    const stock = await everything('inventory');
    const berlin = stock.filter((s) => s.locationCode === 'store-berlin');
    expect(berlin.length).toBeGreaterThan(1);
    const preview = await previewFile(
      { file: fileOf(berlin.slice(1)), entity: 'inventory', strategy: 'full', locationCodes: ['store-berlin'] },
      { catalog: catalogOverHttp({ merchantCode: 'demo', entity: 'inventory', locationCodes: ['store-berlin'] }), signal },
    );
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: berlin.length - 1, deleted: 1, refused: 0 });
  });
});

describe('reads sized by their address', () => {
  it('counts a code as URLSearchParams encodes it: plain characters once, a space as +, the rest as UTF-8 percent escapes', () => {
    expect(encodedLength('ab-C_9.*')).toBe(8);
    expect(encodedLength('a b')).toBe(3);
    expect(encodedLength('"/,')).toBe(9);
    expect(encodedLength('ä')).toBe(6);
    expect(encodedLength('€')).toBe(9);
    expect(encodedLength(JSON.stringify('ä b'))).toBe(new URLSearchParams({ x: JSON.stringify('ä b') }).toString().length - 2);
  });

  it('cuts keys into runs whose filters stay within the limit, each as full as it can be', () => {
    const keys = Array.from({ length: 100 }, (_, i) => `code-${String(i).padStart(4, '0')}`);
    // each code: 9 characters, 2 quotes as %22, and a comma as %2C: 9 + 6 + 3 = 18
    const runs = cutByAddress(keys, 100, (k) => [k], 100 + 18 * 30);
    expect(runs.map((r) => r.length)).toEqual([30, 30, 30, 10]);
    expect(runs.flat()).toEqual(keys);
    // stock: a location repeated in the run is counted once
    const stock = cutByAddress(['a/x', 'b/x', 'c/x'], 0, splitKey, 3 * 10 + 10);
    expect(stock).toEqual([['a/x', 'b/x', 'c/x']]);
  });

  it('never sends an address over 8,000 bytes: 500 long codes are asked in several requests, which the mock answers', async () => {
    const sent: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      sent.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
    try {
      const keys = Array.from({ length: 500 }, (_, i) => `a-rather-long-product-code-of-a-merchant-${i}-ü`);
      const found = await catalogOverHttp({ merchantCode: 'demo', entity: 'product', catalogCode: 'default' }).read(keys, signal, ['de-de', 'en-us']);
      expect(found).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
    const reads = sent.filter((url) => url.includes('/products?'));
    expect(reads.length).toBeGreaterThan(2);
    expect(Math.max(...reads.map((url) => url.length))).toBeLessThanOrEqual(addressLimit);
    // as few as fit: each run but the last is within one code of the limit (two locales, one request each)
    expect(reads.length).toBeLessThanOrEqual(2 * Math.ceil((500 * 70) / (addressLimit - 300)));
  });
});

describe('the real catalog, read back through the read models', () => {
  const real = (name: string) => JSON.parse(readFileSync(new URL(`../../../e2e/fixtures/real-catalog/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>[];
  it.each([
    ['attribute', 'attributes.json', undefined],
    ['category', 'categories.json', 'default'],
    ['product', 'products.json', 'default'],
    ['inventory', 'inventory.json', undefined],
  ] as const)('each %s comes back as the file wrote it, in the fields the read models return', async (entity, name, catalogCode) => {
    const { access_token: token } = await signInOnPlatform(platform().platform, 'acme', 'acme');
    const ref = await importFiles(platform().platform, token, [{ entity, content: readFileSync(new URL(`../../../e2e/fixtures/real-catalog/${name}`, import.meta.url), 'utf8') }], 'acme');
    await runImport(platform().platform, token, ref, 'acme');
    await signIn('acme', 'acme', 'acme');
    const written = real(name);
    const catalog = catalogOverHttp({ merchantCode: 'acme', entity, catalogCode });
    const keys = written.map((e) => catalog.keyOf(e));
    const locales = [...new Set(written.flatMap((e) => (e.name && typeof e.name === 'object' ? Object.keys(e.name) : [])))];
    const read = await catalog.read(keys, signal, locales);
    expect(read).toHaveLength(written.length);
    const byKey = new Map(read.map((r) => [catalog.keyOf(r.element), r.element]));
    for (const element of written) {
      const { importType: _, ...model } = element;
      expect(comparable(entity, byKey.get(catalog.keyOf(element))!), catalog.keyOf(element)).toEqual(comparable(entity, model));
    }
  });
});

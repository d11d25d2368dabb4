import { describe, expect, it } from 'vitest';
import type { CatalogueEntityType } from '@/api/terms';
import { withTestPlatform } from '@/testing/app';
import { catalogueOverHttp } from './catalogueOverHttp';
import { previewFile } from '@/features/imports/preview/previewFile';


withTestPlatform();

const signal = new AbortController().signal;
const fileOf = (elements: unknown[]) => new Blob([JSON.stringify(elements)], { type: 'application/json' });

/** every entity of a type as the catalogue holds it, read as the preview reads it */
const everything = async (entity: CatalogueEntityType, catalogCode?: string) => {
  const catalogue = catalogueOverHttp({ merchantCode: 'demo', entity, catalogCode });
  const { items } = await catalogue.page(0, signal);
  return catalogue.read(
    items.map((i) => i.key),
    signal,
  );
};

describe('the preview against the mock platform', () => {
  it.each([
    ['attribute', undefined],
    ['category', 'default'],
    ['product', 'default'],
    ['inventory', undefined],
  ] as const)('the %s catalogue, read back and imported again in full, changes nothing', async (entity, catalogCode) => {
    const stored = await everything(entity, catalogCode);
    expect(stored.length).toBeGreaterThan(0);
    const preview = await previewFile({ file: fileOf(stored.reverse()), entity, strategy: 'full' }, { catalogue: catalogueOverHttp({ merchantCode: 'demo', entity, catalogCode }), signal });
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: stored.length, deleted: 0, refused: 0 });
  });

  it('a full categories file: the one it adds, the one it changes, the ones it deletes with their names', async () => {
    const [first, ...rest] = await everything('category', 'default');
    const file = [{ ...first, name: { ...(first!.name as object), 'en-us': 'Renamed' } }, { code: 'hats', name: { 'en-us': 'Hats' }, sequenceId: 9 }];
    const preview = await previewFile({ file: fileOf(file), entity: 'category', strategy: 'full' }, { catalogue: catalogueOverHttp({ merchantCode: 'demo', entity: 'category', catalogCode: 'default' }), signal });
    expect(preview.counts).toEqual({ new: 1, changed: 1, unchanged: 0, deleted: rest.length, refused: 0 });
    expect(preview.entries.find((e) => e.kind === 'changed')?.changes).toEqual([{ path: ['name', 'en-us'], before: (first!.name as Record<string, string>)['en-us'], after: 'Renamed' }]);
    const deleted = preview.entries.filter((e) => e.kind === 'deleted');
    expect(deleted.map((e) => e.key).sort()).toEqual(rest.map((c) => c.code).sort());
    expect(deleted.every((e) => e.name && typeof e.name === 'object')).toBe(true);
  });

  it('a full stock file limited to a location deletes only that location’s stock', async () => {
    const stock = await everything('inventory');
    const berlin = stock.filter((s) => s.locationCode === 'store-berlin');
    expect(berlin.length).toBeGreaterThan(1);
    const preview = await previewFile(
      { file: fileOf(berlin.slice(1)), entity: 'inventory', strategy: 'full', locationCodes: ['store-berlin'] },
      { catalogue: catalogueOverHttp({ merchantCode: 'demo', entity: 'inventory', locationCodes: ['store-berlin'] }), signal },
    );
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: berlin.length - 1, deleted: 1, refused: 0 });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTestPlatform } from '@/testing/app';
import { countFullFileDeletions, lookUpCatalogCodes } from './lookUpCatalog';

withTestPlatform();
afterEach(() => vi.restoreAllMocks());

const catalogCalls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input))).filter((u) => /\/(categories|attributes|products)$/.test(u.pathname));

describe('the catalog lookups of the wizard (against the mock)', () => {
  it('asks for many codes in batches of 100, never one request per code, and answers which exist', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const wanted = [...Array.from({ length: 248 }, (_, i) => `missing-${i}`), 'shirts', 'sale'];
    const found = await lookUpCatalogCodes('demo', 'default', { categories: wanted, attributes: ['color', 'pattern'] });
    expect(found.categories.sort()).toEqual(['sale', 'shirts']);
    expect(found.attributes).toEqual(['color']);
    const calls = catalogCalls(spy);
    expect(calls.map((u) => u.pathname.split('/').at(-1))).toEqual(['categories', 'categories', 'categories', 'attributes']);
    expect(JSON.parse(calls[0]!.searchParams.get('filters')!)).toEqual({ code: { $in: wanted.slice(0, 100) } });
    expect(calls[0]!.searchParams.get('catalogCode')).toBe('default');
  });

  it('counts exactly what a full file would delete when the catalog is small', async () => {
    await expect(countFullFileDeletions('demo', 'category', 'default', ['clothing', 'shirts', 'hats'])).resolves.toEqual({ total: 6, deleted: 4 });
    await expect(countFullFileDeletions('demo', 'product', 'default', null)).resolves.toEqual({ total: 8, deleted: null });
  });

  it('counts the stock a full inventory file would delete, only at its locations when it is limited to some', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const file = ['tshirt-basic-white/warehouse-1', 'sneaker-runner-blue/store-berlin'];
    await expect(countFullFileDeletions('demo', 'inventory', undefined, file)).resolves.toEqual({ total: 7, deleted: 5 });
    await expect(countFullFileDeletions('demo', 'inventory', undefined, file, undefined, ['store-berlin'])).resolves.toEqual({
      total: 2,
      deleted: 1,
      locations: ['store-berlin'],
    });
    const asked = spy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input))).filter((u) => u.pathname.endsWith('/inventories'));
    expect(asked.at(-1)!.searchParams.get('catalogCode')).toBeNull();
    expect(JSON.parse(asked.at(-1)!.searchParams.get('filters')!)).toEqual({ locationCode: { $in: ['store-berlin'] } });
  });
});

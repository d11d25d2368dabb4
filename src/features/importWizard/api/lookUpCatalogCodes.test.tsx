import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTestPlatform } from '@/testing/app';
import { lookUpCatalogCodes } from './lookUpCatalogCodes';

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
    // the seed's color has no values list: it takes any value, which `color/` stands for
    expect(found.attributes).toEqual(['color', 'color/']);
    const calls = catalogCalls(spy);
    expect(calls.map((u) => u.pathname.split('/').at(-1))).toEqual(['categories', 'categories', 'categories', 'attributes']);
    expect(JSON.parse(calls[0]!.searchParams.get('filters')!)).toEqual({ code: { $in: wanted.slice(0, 100) } });
    expect(calls[0]!.searchParams.get('catalogCode')).toBe('default');
  });
});

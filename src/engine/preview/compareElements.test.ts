import { describe, expect, it } from 'vitest';
import { compareElements, sameJson } from './compareElements';

const stored = {
  code: 'tee',
  name: { 'en-us': 'Tee', 'de-de': 'T-Shirt' },
  modelType: 'standard',
  price: { price: 99, currencyCode: 'EUR' },
  categories: [{ code: 'new-arrivals' }, { code: 'shirts' }],
  options: [{ code: 'color', values: [{ code: 'red' }, { code: 'blue' }] }],
};

describe('compareElements', () => {
  it('finds nothing when only the import type and the key order differ', () => {
    const file = { importType: 'AC', options: stored.options, categories: stored.categories, price: { currencyCode: 'EUR', price: 99 }, modelType: 'standard', name: stored.name, code: 'tee' };
    expect(compareElements(stored, file)).toEqual([]);
  });

  it('reads numbers by value, however the file wrote them', () => {
    expect(compareElements({ price: { price: 79.2 } }, JSON.parse('{"price": {"price": 79.20}}'))).toEqual([]);
    expect(compareElements({ n: 1 }, JSON.parse('{"n": 1.0e0}'))).toEqual([]);
  });

  it('names a changed price and a changed localized text by their paths', () => {
    const file = { ...stored, price: { price: 79.2, currencyCode: 'EUR' }, name: { 'en-us': 'Tee', 'de-de': 'Shirt' } };
    expect(compareElements(stored, file)).toEqual([
      { path: ['name', 'de-de'], before: 'T-Shirt', after: 'Shirt' },
      { path: ['price', 'price'], before: 99, after: 79.2 },
    ]);
  });

  it('gives a coded list as codes added and removed, whatever their order', () => {
    const file = { ...stored, categories: [{ code: 'sale' }, { code: 'shirts' }] };
    expect(compareElements(stored, file)).toEqual([{ path: ['categories'], added: ['sale'], removed: ['new-arrivals'] }]);
    expect(compareElements(stored, { ...stored, categories: [{ code: 'shirts' }, { code: 'new-arrivals' }] })).toEqual([]);
  });

  it('walks into an item that stays in a coded list', () => {
    const file = { ...stored, options: [{ code: 'color', values: [{ code: 'red' }, { code: 'green' }] }] };
    expect(compareElements(stored, file)).toEqual([{ path: ['options', { code: 'color' }, 'values'], added: ['green'], removed: ['blue'] }]);
  });

  it('says which fields appear and which go', () => {
    const { modelType: _gone, ...rest } = stored;
    expect(compareElements(stored, { ...rest, url: 'https://shop/tee' })).toEqual([
      { path: ['url'], before: undefined, after: 'https://shop/tee' },
      { path: ['modelType'], before: 'standard', after: undefined },
    ]);
  });

  it('treats a list of plain values as a set, and any other list as one value', () => {
    expect(compareElements({ tags: ['a', 'b'] }, { tags: ['b', 'c'] })).toEqual([{ path: ['tags'], added: ['c'], removed: ['a'] }]);
    expect(compareElements({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toEqual([]);
    expect(compareElements({ m: [{ url: 'x' }] }, { m: [{ url: 'y' }] })).toEqual([{ path: ['m'], before: [{ url: 'x' }], after: [{ url: 'y' }] }]);
  });

  it('gives a changed type of value as the whole value', () => {
    expect(compareElements({ v: 'x' }, { v: ['x'] })).toEqual([{ path: ['v'], before: 'x', after: ['x'] }]);
  });

  it('walks 100,000 levels without overflowing the call stack', () => {
    const deep = (leaf: string) => {
      let v: unknown = leaf;
      for (let i = 0; i < 100_000; i++) v = { a: v };
      return v;
    };
    expect(compareElements(deep('x'), deep('x'))).toEqual([]);
    expect(compareElements(deep('x'), deep('y'))).toHaveLength(1);
  });
});

describe('sameJson', () => {
  it('compares objects regardless of key order, and arrays in order', () => {
    expect(sameJson({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: undefined }, {})).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { compileFilter, page } from './filters';

const numbers = Array.from({ length: 25 }, (_, i) => i);
const even = (n: number) => n % 2 === 0;

describe('page', () => {
  it('cuts the page from the matching items in their order and counts every match', () => {
    expect(page(numbers, even, null, { limit: 3, offset: 2 })).toEqual({ meta: { limit: 3, offset: 2, totalItemCount: 13 }, items: [4, 6, 8] });
  });

  it('answers the last, short page and an empty one past the end', () => {
    expect(page(numbers, even, null, { limit: 5, offset: 10 }).items).toEqual([20, 22, 24]);
    expect(page(numbers, even, null, { limit: 5, offset: 13 })).toEqual({ meta: { limit: 5, offset: 13, totalItemCount: 13 }, items: [] });
  });

  it('sorts every match before it cuts the page', () => {
    const descending = (a: number, b: number) => b - a;
    expect(page(numbers, even, descending, { limit: 3, offset: 1 }).items).toEqual([22, 20, 18]);
  });

  it('counts a whole table without a filter by its size', () => {
    const table = new Map(numbers.map((n) => [`k${n}`, n]));
    const all = compileFilter<[string, number]>(undefined, {});
    expect(page(table, all, null, { limit: 2, offset: 3 })).toEqual({ meta: { limit: 2, offset: 3, totalItemCount: 25 }, items: [['k3', 3], ['k4', 4]] });
    expect(page(table, all, null, { limit: 5, offset: 24 }).items).toEqual([['k24', 24]]);
  });
});

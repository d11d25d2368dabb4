import { describe, expect, it } from 'vitest';
import { page } from './filters';

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
});

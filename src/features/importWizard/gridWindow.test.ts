import { describe, expect, it } from 'vitest';
import { gridWindow, maxScrollHeight, overscan, rowHeight, shownRows } from './gridWindow';

describe('the rows the grid draws', () => {
  it('draws the rows in view and a few beyond, the rest as space of their height', () => {
    expect(gridWindow(100, 0)).toEqual({ first: 0, last: shownRows + overscan, above: 0, below: (100 - shownRows - overscan) * rowHeight });
    const w = gridWindow(100, 50 * rowHeight);
    expect(w).toEqual({ first: 50 - overscan, last: 50 + shownRows + overscan, above: (50 - overscan) * rowHeight, below: (100 - 50 - shownRows - overscan) * rowHeight });
    expect(gridWindow(5, 0)).toEqual({ first: 0, last: 5, above: 0, below: 0 });
  });

  it('keeps a million rows within what a browser lets an element be, and reaches both ends', () => {
    const count = 1_000_000;
    const top = gridWindow(count, 0);
    expect(top.first).toBe(0);
    expect(top.above + (top.last - top.first) * rowHeight + top.below).toBeLessThanOrEqual(maxScrollHeight);
    const end = gridWindow(count, maxScrollHeight - shownRows * rowHeight);
    expect(end.last).toBe(count);
    expect(end.above + (end.last - end.first) * rowHeight + end.below).toBeLessThanOrEqual(maxScrollHeight + rowHeight * overscan);
    const middle = gridWindow(count, maxScrollHeight / 2);
    expect(middle.first).toBeGreaterThan(count / 2 - 100);
    expect(middle.last).toBeLessThan(count / 2 + 100);
  });
});

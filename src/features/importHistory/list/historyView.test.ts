import { describe, expect, it } from 'vitest';
import { hasHistoryFilters, readHistoryView, writeHistoryView } from './ImportHistoryPage';

const read = (query: string) => readHistoryView(new URLSearchParams(query));

describe('readHistoryView', () => {
  it('defaults to every import, first page', () => {
    expect(read('')).toEqual({ page: 1 });
  });
  it('reads status, reference (trimmed) and page', () => {
    expect(read('status=aborted&ref=%20abc-123%20&page=3')).toEqual({ status: 'aborted', importRef: 'abc-123', page: 3 });
  });
  it('reads the "finished with failures" choice, which the service does not know', () => {
    expect(read('status=withFailures')).toEqual({ status: 'withFailures', page: 1 });
    expect(writeHistoryView({ status: 'withFailures', page: 2 }).toString()).toBe('status=withFailures&page=2');
  });
  it('ignores values the app would not write', () => {
    expect(read('status=exploded&ref=%20%20&page=-1')).toEqual({ page: 1 });
  });
});

describe('writeHistoryView', () => {
  it('leaves out defaults', () => {
    expect(writeHistoryView({ page: 1 }).toString()).toBe('');
  });
  it('round-trips through the URL', () => {
    const view = { status: 'processing', importRef: 'abc', page: 4 } as const;
    expect(readHistoryView(writeHistoryView(view))).toEqual(view);
  });
  it('trims the reference and drops a blank one', () => {
    expect(writeHistoryView({ importRef: '  x ', page: 1 }).get('ref')).toBe('x');
    expect(writeHistoryView({ importRef: '   ', page: 1 }).has('ref')).toBe(false);
  });
});

describe('filters', () => {
  it('knows when a filter is on', () => {
    expect(hasHistoryFilters({ page: 2 })).toBe(false);
    expect(hasHistoryFilters({ status: 'new', page: 1 })).toBe(true);
    expect(hasHistoryFilters({ importRef: 'a', page: 1 })).toBe(true);
  });
});

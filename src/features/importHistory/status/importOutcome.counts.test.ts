import { describe, expect, it } from 'vitest';
import type { EntityFile } from '@/contract';
import { fileOutcome, importOutcome, inProcessingOrder, percentProcessed } from './importOutcome';
import { importDurationMs } from '@/components/ui/DurationText';
import { shortImportRef } from '@/features/importHistory/status/ImportRefText';

const counts = (succeeded: number, failed: number) => ({ dispatched: succeeded + failed, succeeded, failed });
const file = (over: Partial<EntityFile> = {}): EntityFile => ({
  entity: 'product',
  importStrategy: 'full',
  catalogCode: 'default',
  status: 'processing',
  total: 100,
  skipped: 2,
  created: counts(10, 1),
  updated: counts(20, 2),
  deleted: counts(3, 0),
  ...over,
});

describe('fileOutcome', () => {
  it('sums succeeded and failed over created, updated and deleted, and counts skipped as processed', () => {
    expect(fileOutcome(file({ importStrategy: 'partial' }))).toEqual({
      created: 10, updated: 20, deleted: 3, failed: 3, skipped: 2, succeeded: 33, processed: 38, total: 100, removedNotInFile: 0,
    });
  });
  it("counts a full import's deletions of entities missing from the file apart, never as elements of the file", () => {
    expect(fileOutcome(file())).toEqual({ created: 10, updated: 20, deleted: 0, failed: 3, skipped: 2, succeeded: 30, processed: 35, total: 100, removedNotInFile: 3 });
    const done = file({ total: 640, skipped: 0, created: counts(182, 6), updated: counts(434, 6), deleted: counts(5, 0) });
    expect(fileOutcome(done).processed).toBe(628);
    // the numbers add up: succeeded + failed + skipped of the file's elements, never more than it holds
    const o = fileOutcome({ ...done, created: counts(188, 6), updated: counts(440, 6) });
    expect(o.succeeded + o.failed + o.skipped).toBe(o.total);
    expect(fileOutcome({ ...done, created: counts(188, 6), updated: counts(440, 6) }).processed).toBe(640);
  });
  it('counts a failed deletion as a processed element in either strategy', () => {
    expect(fileOutcome(file({ deleted: counts(0, 4) })).processed).toBe(35 + 4);
  });
});

describe('importOutcome', () => {
  it('sums every file', () => {
    const record = { entityFiles: [file(), file({ entity: 'attribute', total: 5, skipped: 0, created: counts(5, 0), updated: counts(0, 0), deleted: counts(0, 0) })] };
    expect(importOutcome(record)).toEqual({ created: 15, updated: 20, deleted: 0, failed: 3, skipped: 2, succeeded: 35, processed: 40, total: 105, removedNotInFile: 3 });
  });
  it('is all zeros for an import without files', () => {
    expect(importOutcome({ entityFiles: [] })).toEqual({ created: 0, updated: 0, deleted: 0, failed: 0, skipped: 0, succeeded: 0, processed: 0, total: 0, removedNotInFile: 0 });
  });
});

describe('percentProcessed', () => {
  it('rounds down, so 100 % means really done', () => {
    expect(percentProcessed({ processed: 999, total: 1000 })).toBe(99);
    expect(percentProcessed({ processed: 1000, total: 1000 })).toBe(100);
  });
  it('is 0 for an empty file and never above 100', () => {
    expect(percentProcessed({ processed: 0, total: 0 })).toBe(0);
    expect(percentProcessed({ processed: 12, total: 10 })).toBe(100);
  });
});

describe('inProcessingOrder', () => {
  it('puts dependencies first: attributes and inventory, then categories, then products', () => {
    const files = [{ entity: 'product' }, { entity: 'category' }, { entity: 'inventory' }, { entity: 'attribute' }] as const;
    expect(inProcessingOrder(files).map((f) => f.entity)).toEqual(['attribute', 'inventory', 'category', 'product']);
  });
});

describe('importDurationMs', () => {
  it('is the time from start to end', () => {
    expect(importDurationMs({ startDate: '2025-01-01T10:00:00Z', endDate: '2025-01-01T10:03:20Z' })).toBe(200_000);
  });
  it('is unknown before the import ended, or for dates that make no sense', () => {
    expect(importDurationMs({ startDate: '2025-01-01T10:00:00Z' })).toBeUndefined();
    expect(importDurationMs({})).toBeUndefined();
    expect(importDurationMs({ startDate: '2025-01-01T10:00:00Z', endDate: '2024-01-01T10:00:00Z' })).toBeUndefined();
    expect(importDurationMs({ startDate: 'soon', endDate: 'later' })).toBeUndefined();
  });
});

describe('shortImportRef', () => {
  it('keeps the first 8 characters of a long reference and all of a short one', () => {
    expect(shortImportRef('3f2a1b4c-1111-2222-3333-444455556666')).toBe('3f2a1b4c');
    expect(shortImportRef('imp-42')).toBe('imp-42');
    expect(shortImportRef('123456789')).toBe('123456789');
  });
});

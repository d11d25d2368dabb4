import { describe, expect, it } from 'vitest';
import type { EntityFile, ImportRecord } from '@/contract';
import { describeOutcome } from './importOutcome';
import { outcomeTone } from './importReading';

const counts = (succeeded: number, failed = 0) => ({ dispatched: succeeded + failed, succeeded, failed });
const file = (entity: EntityFile['entity'], over: Partial<EntityFile> = {}): EntityFile => ({
  entity,
  importStrategy: 'full',
  status: 'finished',
  total: 10,
  skipped: 0,
  created: counts(0),
  updated: counts(0),
  deleted: counts(0),
  ...over,
});
const record = (status: ImportRecord['status'], entityFiles: EntityFile[]): ImportRecord => ({ importRef: 'imp-1', status, createDate: '2030-01-01T00:00:00Z', entityFiles });

describe('describeOutcome', () => {
  it('sums what succeeded per operation, and every failure', () => {
    const files = [file('product', { created: counts(3, 1), updated: counts(4), deleted: counts(2) }), file('attribute', { created: counts(1), updated: counts(0, 2) })];
    expect(describeOutcome(record('finished', files))).toBe('Import finished with 3 failures: 4 created, 4 updated, 0 deleted, 3 failed; 2 deleted because they were not in the file.');
    expect(outcomeTone(record('finished', files))).toBe('warning');
  });
  it('reads green only when nothing failed, and red when every element failed', () => {
    expect(describeOutcome(record('finished', [file('product', { created: counts(3), deleted: counts(0) })]))).toBe('Import finished: 3 created, 0 updated, 0 deleted, 0 failed.');
    expect(outcomeTone(record('finished', [file('product', { created: counts(3) })]))).toBe('success');
    const allFailed = record('finished', [file('product', { importStrategy: 'partial', created: counts(0, 150) })]);
    expect(describeOutcome(allFailed)).toBe('Import finished with 150 failures: every element failed, nothing was imported. 0 created, 0 updated, 0 deleted, 150 failed.');
    expect(outcomeTone(allFailed)).toBe('danger');
  });
  it('counts a partial file\'s deletions as its elements', () => {
    const files = [file('product', { importStrategy: 'partial', created: counts(1), deleted: counts(2, 1) })];
    expect(describeOutcome(record('finished', files))).toBe('Import finished with 1 failure: 1 created, 0 updated, 2 deleted, 1 failed.');
  });
  it('names the file that could not be read and the ones skipped, in processing order', () => {
    const files = [file('product', { status: 'skipped' }), file('attribute', { status: 'failed' }), file('category', { status: 'skipped' })];
    expect(describeOutcome(record('aborted', files))).toBe(
      'Import aborted: the attributes file could not be read; categories and products skipped. 0 created, 0 updated, 0 deleted, 0 failed.',
    );
  });
  it('says nothing while the import runs', () => {
    expect(describeOutcome(record('processing', [file('product', { status: 'processing' })]))).toBe('');
  });
});

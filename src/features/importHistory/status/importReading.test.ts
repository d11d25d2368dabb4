import { describe, expect, it } from 'vitest';
import type { EntityFile } from '@/contract';
import { fileReading, importReading } from './importReading';
import { outcomeSentence, fileOutcome } from './importOutcome';

const counts = (succeeded: number, failed = 0) => ({ dispatched: succeeded + failed, succeeded, failed });
const file = (over: Partial<EntityFile> = {}): EntityFile => ({
  entity: 'product',
  importStrategy: 'partial',
  status: 'finished',
  total: 10,
  skipped: 0,
  created: counts(10),
  updated: counts(0),
  deleted: counts(0),
  ...over,
});

describe('importReading', () => {
  it('reads green only when nothing failed', () => {
    expect(importReading({ status: 'finished', entityFiles: [file()] })).toMatchObject({ label: 'Finished', tone: 'success' });
  });
  it('reads amber "Finished with N failures" when some failed', () => {
    const r = importReading({ status: 'finished', entityFiles: [file({ created: counts(7, 3) })] });
    expect(r).toMatchObject({ label: 'Finished with 3 failures', tone: 'warning', failed: 3 });
    expect(r.description).toBe('3 elements of 10 elements failed; the others were imported. The errors below say why.');
  });
  it('reads red when every element failed', () => {
    const r = importReading({ status: 'finished', entityFiles: [file({ total: 150, created: counts(0, 150) })] });
    expect(r).toMatchObject({ label: 'Finished with 150 failures', tone: 'danger' });
    expect(r.description).toMatch(/^All 150 elements failed: nothing/);
  });
  it('keeps the service state while an import runs or when it aborted', () => {
    expect(importReading({ status: 'processing', entityFiles: [file({ status: 'processing', created: counts(1, 1) })] }).label).toBe('Processing');
    expect(importReading({ status: 'aborted', entityFiles: [] }).tone).toBe('danger');
  });
  it('reads a file the same way', () => {
    expect(fileReading(file({ created: counts(9, 1) })).label).toBe('Finished with 1 failure');
    expect(fileReading(file({ status: 'skipped', skipped: 10, created: counts(0) })).label).toBe('Skipped');
  });
});

describe('outcomeSentence', () => {
  it('adds up to the elements of the file, with what a full import removed apart', () => {
    const o = fileOutcome(file({ importStrategy: 'full', total: 686, created: counts(400, 6), updated: counts(273, 7), deleted: counts(5) }));
    expect(outcomeSentence(o)).toBe('686 elements: 400 created, 273 updated, 0 deleted, 13 failed, 0 skipped. Also 5 deleted because they were not in the file.');
  });
  it('says what is not yet processed while running', () => {
    const o = fileOutcome(file({ status: 'processing', total: 1000, created: counts(390) }));
    expect(outcomeSentence(o, 'processing')).toBe('1,000 elements: 390 created, 0 updated, 0 deleted, 0 failed, 0 skipped, 610 not yet processed (39% processed).');
  });
  it('never says "no elements counted yet" of a file that ended', () => {
    const rejected = fileOutcome(file({ status: 'failed', total: 0, created: counts(0) }));
    expect(outcomeSentence(rejected, 'failed')).toBe('The file could not be read: none of its elements was processed.');
    expect(outcomeSentence(rejected, 'finished')).toBe('The file had no elements.');
    expect(outcomeSentence(rejected, 'queued')).toBe('No elements counted yet.');
  });
  it('draws a skipped file as skipped, not as processed', () => {
    const o = fileOutcome(file({ status: 'skipped', total: 220, skipped: 220, created: counts(0) }));
    expect(outcomeSentence(o, 'skipped')).toBe('220 elements: 0 created, 0 updated, 0 deleted, 0 failed, 220 skipped.');
  });
});

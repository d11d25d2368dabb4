import { describe, expect, it } from 'vitest';
import type { EntityFile } from '@/contract';
import { fileOutcome, importOutcome } from '@/features/importHistory/status/importOutcome';
import { fileOutcomeWords, hasOperationSplit, operationsOf, outcomeWords } from './outcomeWords';

const ops = (succeeded: number, failed = 0) => ({ dispatched: succeeded + failed, succeeded, failed });
const file = (over: Partial<EntityFile>): EntityFile => ({
  entity: 'product',
  importStrategy: 'partial',
  status: 'finished',
  total: 0,
  skipped: 0,
  created: ops(0),
  updated: ops(0),
  deleted: ops(0),
  ...over,
});

describe('an outcome said once', () => {
  it('names the one operation the elements went through, and says "all" rather than the total twice', () => {
    expect(fileOutcomeWords(file({ total: 25, created: ops(25) })).text).toBe('25 elements, all created.');
    expect(fileOutcomeWords(file({ total: 25, created: ops(20, 5) })).text).toBe('25 elements: 20 created, 5 failed.');
    expect(fileOutcomeWords(file({ total: 150, created: ops(0, 75), updated: ops(0, 75) })).text).toBe('150 elements, all failed.');
    expect(fileOutcomeWords(file({ total: 220, skipped: 220, status: 'skipped' })).text).toBe('220 elements, all skipped.');
  });

  it('says "imported" when the elements went through several operations, whose split is the table', () => {
    const f = file({ total: 25, created: ops(14), updated: ops(7), deleted: ops(3, 1) });
    expect(hasOperationSplit(f)).toBe(true);
    expect(fileOutcomeWords(f).text).toBe('25 elements: 24 imported, 1 failed.');
  });

  it('adds up to the total while it runs, with the share processed', () => {
    const f = file({ total: 1200, status: 'processing', created: ops(300, 2), updated: ops(178) });
    const words = fileOutcomeWords(f);
    expect(words.text).toBe('1,200 elements: 478 imported, 2 failed, 720 not yet processed (40% processed).');
    expect(words.parts.reduce((n, p) => n + p.value, 0)).toBe(1200);
  });

  it("says a full file's deletions of what it left out apart, as deleted, and in the table when there is one", () => {
    const oneOp = file({ importStrategy: 'full', total: 30, updated: ops(30), deleted: ops(10) });
    expect(fileOutcomeWords(oneOp).text).toBe('30 elements, all updated. Also 10 deleted because they were not in the file.');
    const split = file({ importStrategy: 'full', total: 30, created: ops(2), updated: ops(28), deleted: ops(10) });
    expect(fileOutcomeWords(split).text).toBe('30 elements, all imported.');
    const files = [split, file({ entity: 'category', total: 5, created: ops(5) })];
    const o = importOutcome({ entityFiles: files });
    expect(outcomeWords(o, operationsOf(files), { deletedNotInFile: o.removedNotInFile, filesWaiting: 1 }).text).toBe(
      '35 elements, all imported. Also 10 deleted because they were not in the file. 1 more file waits to be counted.',
    );
    expect(fileOutcome(split).removedNotInFile).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import type { EntityFile, ImportRecord } from '@/contract';
import { addSample, estimateImport, remainingOf, roundedTimeLeft, type ImportSample } from './importEstimate';

/** Readings every `everyMs`, the counts given; what the page would estimate after each. */
const follow = (counts: readonly number[], total: (i: number) => number | null, everyMs = 2000) => {
  let samples: ImportSample[] = [];
  return counts.map((processed, i) => {
    samples = addSample(samples, { at: i * everyMs, processed });
    const t = total(i);
    return estimateImport(samples, t === null ? null : t - processed);
  });
};

const secondsLeft = (e: ReturnType<typeof estimateImport>) => (e.kind === 'estimate' ? Math.round(e.msLeft / 1000) : null);

describe('when a running import will end', () => {
  it('steady: estimating at first, then a time that counts down with the clock', () => {
    // 100 elements a second, 10,000 in all, a reading every 2 s
    const estimates = follow(Array.from({ length: 20 }, (_, i) => i * 200), () => 10_000);
    expect(estimates.slice(0, 2).every((e) => e.kind === 'estimating')).toBe(true);
    const left = estimates.slice(2).map(secondsLeft);
    expect(left[0]).toBe(96);
    // each reading 2 s later says 2 s less
    for (let i = 1; i < left.length; i++) expect(left[i]).toBe(left[i - 1]! - 2);
    expect(estimates.at(-1)).toMatchObject({ kind: 'estimate', perSecond: 100 });
  });

  it('speeding up: the estimate follows the new rate within the window, and only as far as the rate moved', () => {
    // 100/s for 20 s, then 400/s
    const counts = Array.from({ length: 30 }, (_, i) => (i <= 10 ? i * 200 : 2000 + (i - 10) * 800));
    const estimates = follow(counts, () => 40_000);
    const rates = estimates.map((e) => (e.kind === 'estimating' ? 0 : e.perSecond));
    expect(rates[10]).toBe(100);
    expect(rates.at(-1)).toBe(400);
    // the rate never overshoots, never goes back
    for (let i = 11; i < rates.length; i++) {
      expect(rates[i]).toBeGreaterThanOrEqual(rates[i - 1]!);
      expect(rates[i]).toBeLessThanOrEqual(400);
    }
    // time left and rate move together: remaining ÷ rate, nothing of its own
    for (const [i, e] of estimates.entries()) if (e.kind === 'estimate') expect(e.msLeft).toBeCloseTo(((40_000 - counts[i]!) / e.perSecond) * 1000, 6);
  });

  it('a file that stalls: the rate falls, then the page goes back to estimating rather than promise an end', () => {
    const counts = [...Array.from({ length: 10 }, (_, i) => i * 200), ...Array.from({ length: 15 }, () => 1800)];
    const estimates = follow(counts, () => 10_000);
    expect(estimates[9]).toMatchObject({ kind: 'estimate', perSecond: 100 });
    const during = estimates.slice(10, 19).map((e) => (e.kind === 'estimate' ? e.perSecond : 0));
    for (let i = 1; i < during.length; i++) expect(during[i]).toBeLessThanOrEqual(during[i - 1]!);
    // 20 s with nothing processed
    expect(estimates.at(-1)).toEqual({ kind: 'estimating' });
  });

  it('a queued file not yet counted gives a rate but no end; once it starts and is counted, the end', () => {
    const counts = Array.from({ length: 12 }, (_, i) => i * 200);
    // the second file's 3,000 elements are counted from the ninth reading on
    const estimates = follow(counts, (i) => (i < 8 ? null : 2_000 + 3_000));
    expect(estimates[5]).toEqual({ kind: 'rate', perSecond: 100 });
    expect(estimates[8]).toMatchObject({ kind: 'estimate', perSecond: 100 });
    expect(secondsLeft(estimates[8]!)).toBe(34);
  });

  it('a count that goes back starts the readings again', () => {
    let samples = [0, 2000, 4000].reduce<ImportSample[]>((s, at, i) => addSample(s, { at, processed: i * 100 }), []);
    samples = addSample(samples, { at: 6000, processed: 50 });
    expect(samples).toEqual([{ at: 6000, processed: 50 }]);
    expect(estimateImport(samples, 100)).toEqual({ kind: 'estimating' });
  });

  it('rounds what it says: minutes past two minutes, else ten-second steps, at least ten seconds', () => {
    expect(roundedTimeLeft(200_000)).toBe(180_000);
    expect(roundedTimeLeft(95_000)).toBe(100_000);
    expect(roundedTimeLeft(2_000)).toBe(10_000);
  });
});

describe('what is left of a running import', () => {
  const counts = (succeeded: number, failed = 0) => ({ succeeded, failed });
  const file = (entity: EntityFile['entity'], status: EntityFile['status'], total: number, done: number): EntityFile =>
    ({ entity, status, importStrategy: 'partial', catalogCode: 'default', total, created: counts(done - 1, 1), updated: counts(0), deleted: counts(0), skipped: 0 }) as EntityFile;
  const record = (files: EntityFile[]) => ({ importRef: 'r', status: 'processing', createDate: '2026-11-27T10:00:00Z', entityFiles: files }) as ImportRecord;

  it('sums what each file has left, failed elements counted as processed, finished files as nothing', () => {
    expect(remainingOf(record([file('attribute', 'finished', 30, 30), file('product', 'processing', 1000, 400)]))).toBe(600);
  });

  it('knows a queued file once the service counted it, or the wizard checks did', () => {
    const files = [file('category', 'processing', 100, 50), file('product', 'queued', 0, 0)];
    expect(remainingOf(record(files))).toBeNull();
    expect(remainingOf(record(files), { product: 2000 })).toBe(2050);
  });
});

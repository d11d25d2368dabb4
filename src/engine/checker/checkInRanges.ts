/**
 * The check of a large file by a pool of range checkers (Web Workers in the app, in-process in the
 * tests); see docs/checker.md#byte-ranges. In file order each range must end right before an
 * element: range 0 starts at the file's start, so by induction every cut is a true element
 * boundary, and a range that did not end cleanly is checked again through the next one. A range
 * that repeats a key of an earlier one is checked again knowing those keys.
 */
import { keptProblemsLimit } from './checkResult';
import { mergeRanges } from './mergeRanges';
import { keptKeysLimit } from './elementTally';
import { findCuts, type CutOptions } from './findCuts';
import { progressTimer, type RangeChecker, type RangeProgress, type RangeRequest } from './rangeCheck';
import { RangeQueue, type RangeDone } from './rangeQueue';
import { abortError } from './readText';
import type { ValidateOptions } from './validateImportFile';

export interface RangesOptions extends ValidateOptions {
  /** how many ranges the file is cut into */
  ranges: number;
  /** how many checkers check them (default: one per range) */
  workers?: number;
  createChecker: (slot: number) => RangeChecker;
  cutOptions?: CutOptions;
  /** cut here instead of searching (tests: to put a cut where the search would not) */
  cuts?: number[];
}

/** Hashes present in more than one of the sorted arrays. */
const sharedHashes = (sorted: readonly Uint32Array[]): number[] => {
  let total = 0;
  for (const s of sorted) total += s.length;
  // each hash once per range (a range's keys are distinct, hashes nearly so), then all sorted
  const all = new Uint32Array(total);
  let at = 0;
  for (const s of sorted) {
    for (let i = 0; i < s.length; i++) if (i === 0 || s[i] !== s[i - 1]) all[at++] = s[i]!;
  }
  const some = all.subarray(0, at).sort();
  const shared: number[] = [];
  for (let i = 1; i < some.length; i++) if (some[i] === some[i - 1] && (shared.length === 0 || shared[shared.length - 1] !== some[i])) shared.push(some[i]!);
  return shared;
};

/**
 * The result, with how many ranges it merged (a wrong cut makes one fewer) and how many were
 * checked again (a wrong cut, or keys repeated from an earlier range).
 */
export async function checkInRanges(file: Blob, options: RangesOptions) {
  const { entity, strategy, signal, onProgress, progressIntervalMs = 100, maxKeptProblems = keptProblemsLimit } = options;
  const started = performance.now();
  const checkers: RangeChecker[] = [];
  let queue: RangeQueue | null = null;
  try {
    // the workers start (load their code) while the cuts are searched
    const planned = options.cuts?.length ?? options.ranges;
    for (let slot = 0; slot < Math.min(options.workers ?? planned, planned); slot++) checkers.push(options.createChecker(slot));
    const cuts = options.cuts ?? (await findCuts(file, options.ranges, options.cutOptions));
    if (signal?.aborted) throw abortError();
    const bounds = cuts.map((start, k) => ({ start, end: cuts[k + 1] ?? file.size }));
    // slots of the ranges still in the file, in order (a wrong cut drops the range after it)
    const slots = bounds.map((_, slot) => slot);
    const progress = cuts.map((): RangeProgress => ({ bytesChecked: 0, elements: 0, problems: 0 }));
    let shownBytes = 0;
    const tellNow = (send: NonNullable<RangesOptions['onProgress']>) => {
      const total = (figure: keyof RangeProgress) => slots.reduce((n, slot) => n + progress[slot]![figure], 0);
      const sum = { bytesChecked: total('bytesChecked'), elements: total('elements'), problems: total('problems') };
      // a range checked again starts from nothing: the bytes the page is told never go back
      shownBytes = Math.min(Math.max(shownBytes, sum.bytesChecked), file.size);
      send({ ...sum, bytesChecked: shownBytes, totalBytes: file.size });
    };
    const tell = progressTimer(progressIntervalMs, onProgress && (() => tellNow(onProgress)));
    const ranges = new RangeQueue(checkers.slice(0, cuts.length));
    queue = ranges;
    /** `first`: a range the merge waits for, checked before those still waiting */
    const run = (slot: number, request: Omit<RangeRequest, 'entity' | 'strategy' | 'maxKeptProblems'>, first = false) => {
      const done = ranges.check(
        { entity, strategy, maxKeptProblems, pieceBytes: options.pieceBytes, runChars: options.runChars, ...request },
        (p) => {
          progress[slot] = p;
          tell(false);
        },
        first,
      );
      // a range dropped or ignored is never awaited: its failure is no one's
      done.catch(() => undefined);
      return done;
    };

    const pending = bounds.map((b, slot) => run(slot, b));
    const settled: RangeDone[] = [];
    let checkedAgain = 0;
    for (let k = 0; k < slots.length; ) {
      const slot = slots[k]!;
      const done = await pending[slot]!;
      if (signal?.aborted) throw abortError();
      const report = done.report;
      if (report.fileProblem || report.end >= file.size) {
        settled.push(done);
        break;
      }
      if (!report.clean) {
        // the next cut is not an element boundary: this range reads on through the next one
        const dropped = slots.splice(k + 1, 1)[0]!;
        queue.drop(bounds[dropped]!.start);
        bounds[slot] = { start: report.start, end: bounds[dropped]!.end };
        pending[slot] = run(slot, bounds[slot], true);
        checkedAgain++;
        continue;
      }
      settled.push(done);
      k++;
    }
    ranges.clear();

    // keys an element repeats from an earlier range: found by hash, confirmed by the keys themselves
    const shared = settled.length > 1 ? sharedHashes(settled.map((d) => d.report.keyHashes)) : [];
    if (shared.length > 0) {
      const held = await Promise.all(settled.map((d) => d.checker.keysWithHashes(d.report.start, shared)));
      const firstSeen = new Map<string, number>();
      let before = 0;
      const again: Promise<RangeDone>[] = [];
      settled.forEach(({ report }, k) => {
        const earlier: [string, number][] = [];
        for (const [key, index] of held[k]!) {
          const first = firstSeen.get(key);
          if (first === undefined) firstSeen.set(key, index + before);
          else earlier.push([key, first - before]);
        }
        if (earlier.length > 0) {
          checkedAgain++;
          again.push(run(slots[k]!, { start: report.start, end: report.end, earlierKeys: earlier }, true).then((d) => (settled[k] = d)));
        }
        before += report.elements;
      });
      await Promise.all(again);
      if (signal?.aborted) throw abortError();
    }

    const reports = settled.map((d) => d.report);
    // the keys themselves only for a file that keeps them (a file problem keeps none)
    const keepsKeys = !reports.some((r) => r.fileProblem) && reports.reduce((n, r) => n + r.keyCount, 0) <= keptKeysLimit;
    const kept = keepsKeys ? await Promise.all(settled.map((d) => d.checker.keptKeys(d.report.start))) : null;
    if (signal?.aborted) throw abortError();
    const result = mergeRanges(reports, { entity, strategy, maxKeptProblems, bytes: file.size, started }, kept);
    // the last word: the merged figures, not the ranges' own
    onProgress?.({ bytesChecked: Math.max(shownBytes, Math.min(reports.reduce((n, r) => n + r.end - r.start, 0), file.size)), totalBytes: file.size, elements: result.elements, problems: result.problemCount });
    return { result, ranges: settled.length, checkedAgain };
  } finally {
    queue?.clear();
    for (const c of checkers) c.close();
  }
}

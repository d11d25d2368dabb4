/**
 * The check of a large file by a pool of range checkers (Web Workers in the app, in-process in the
 * tests); see docs/checker.md#byte-ranges. In file order each range must end right before an
 * element: range 0 starts at the file's start, so by induction every cut is a true element
 * boundary, and a range that did not end cleanly is checked again through the next one. A range
 * that repeats a key of an earlier one is checked again knowing those keys.
 */
import { keptProblemsLimit, type CheckProgress, type FileCheckResult } from './checkResult';
import { JsonArraySplitter } from '@/engine/format/jsonArraySplitter';
import { mergeRanges } from './mergeRanges';
import { keptKeysLimit } from './elementTally';
import { progressTimer, type RangeChecker, type RangeProgress, type RangeReport, type RangeRequest } from './rangeCheck';
import { abortError, readBlob } from './readText';
import { RangeWorkerFailed } from './rangeWorkerPool';
import type { CheckRequest } from './startFileCheck';
import { validateImportFile, type ValidateOptions } from './validateImportFile';

/** Files from this size on are checked in ranges; smaller ones in one pass (starting workers costs more than it gains). */
export const parallelThresholdBytes = 8 * 1024 * 1024;
/** No range smaller than this (unless the file is too small to give each checker one): each costs a cut search and a start. */
const minRangeBytes = 4 * 1024 * 1024;

/** One range checker (a worker) per core, at least two, at most eight. */
export const rangeWorkerCount = (cores: number | undefined) => Math.min(8, Math.max(2, Math.floor(cores ?? 2) || 2));

/**
 * Where the ranges after the first (at 0) start: each the rest of the file divided by twice the
 * checkers (guided self-scheduling), so the last ranges are small and no core waits long at the end.
 */
export const rangeStarts = (bytes: number, workers: number): number[] => {
  const smallest = Math.max(1, Math.min(minRangeBytes, Math.floor(bytes / workers)));
  const starts: number[] = [];
  for (let at = 0; ; ) {
    at += Math.max(smallest, Math.floor((bytes - at) / (2 * workers)));
    // what is left joins the last range when it would be smaller than the smallest
    if (bytes - at < smallest) return starts;
    starts.push(at);
  }
};

const COMMA = 0x2c;
const OPEN_CURLY = 0x7b;
const CLOSE_CURLY = 0x7d;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

interface CutOptions {
  /** bytes looked at after each nominal cut */
  searchBytes?: number;
  /** where to look instead of at equal fractions of the file (tests) */
  nominalCuts?: number[];
}

/**
 * Where an element may start in the undecoded bytes (ASCII bytes never occur inside a UTF-8
 * character): each `{` after a `}` and a comma, spaces allowed. The pattern also occurs inside text
 * values and nested objects, so each is tried; a wrong cut costs only speed, the ranges prove every cut.
 */
export function* boundaryCandidates(bytes: Uint8Array): Generator<number> {
  for (let i = bytes.indexOf(OPEN_CURLY); i !== -1; i = bytes.indexOf(OPEN_CURLY, i + 1)) {
    let k = i - 1;
    while (k >= 0 && isSpace(bytes[k]!)) k--;
    if (k < 0 || bytes[k] !== COMMA) continue;
    k--;
    while (k >= 0 && isSpace(bytes[k]!)) k--;
    if (k >= 0 && bytes[k] === CLOSE_CURLY) yield i;
  }
}

/**
 * Whether the text from `at` reads as elements of the top-level array: no error within the
 * window (the file's end included when it reaches it), and its first whole elements (up to four) parse.
 */
const startsElements = (bytes: Uint8Array, at: number, reachesFileEnd: boolean): boolean => {
  const splitter = new JsonArraySplitter({ guess: false, startInside: true });
  const step = splitter.push(new TextDecoder().decode(bytes.subarray(at)));
  if (step.error || (reachesFileEnd && splitter.finish().error)) return false;
  const run = step.run;
  if (!run || run.count === 0) return false;
  try {
    JSON.parse(`[${run.text.slice(0, run.ends[Math.min(run.count, 4) - 1])}]`);
    return true;
  } catch {
    return false;
  }
};

/**
 * Cut points for `ranges` ranges of about equal size: 0, then one near each nominal start where an
 * element seems to begin (none where no candidate is near: the neighbour range is larger).
 */
export async function findCuts(file: Blob, ranges: number, { searchBytes = 256 * 1024, nominalCuts }: CutOptions = {}): Promise<number[]> {
  const cuts = [0];
  const nominals = nominalCuts ?? Array.from({ length: ranges - 1 }, (_, k) => Math.floor((file.size * (k + 1)) / ranges));
  // every window is asked for at once: the reads overlap instead of waiting one for another
  const windows = nominals.map((at) => (at < file.size ? readBlob(file.slice(at, Math.min(file.size, at + searchBytes))) : null));
  for (const read of windows) read?.catch(() => undefined);
  for (const [k, at] of nominals.entries()) {
    const nominal = Math.max(at, cuts[cuts.length - 1]! + 1);
    if (nominal >= file.size) break;
    const windowEnd = Math.min(file.size, nominal + searchBytes);
    // a nominal start inside the window before it (tests put them close) is read again from where it moved to
    const bytes = new Uint8Array(await (nominal === at ? windows[k]! : readBlob(file.slice(nominal, windowEnd))));
    for (const candidate of boundaryCandidates(bytes)) {
      if (startsElements(bytes, candidate, windowEnd === file.size)) {
        cuts.push(nominal + candidate);
        break;
      }
    }
  }
  return cuts;
}

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

interface RangeDone {
  report: RangeReport;
  /** the checker that holds the range's keys (to ask which of them other ranges repeat) */
  checker: RangeChecker;
}

interface Job {
  request: RangeRequest;
  onProgress: (progress: RangeProgress) => void;
  resolve: (done: RangeDone) => void;
  reject: (e: unknown) => void;
}

/**
 * Hands the ranges of a file to the checkers of a pool as they free up, in file order; a range the
 * merge waits for (checked again) goes before the rest.
 */
class RangeQueue {
  private readonly waiting: Job[] = [];

  constructor(private readonly free: RangeChecker[]) {}

  /** Checks the range on the next free checker; `first`: before the ranges still waiting. */
  check(request: RangeRequest, onProgress: (progress: RangeProgress) => void, first = false): Promise<RangeDone> {
    return new Promise<RangeDone>((resolve, reject) => {
      const job = { request, onProgress, resolve, reject };
      if (first) this.waiting.unshift(job);
      else this.waiting.push(job);
      this.next();
    });
  }

  /** A range no longer needed: taken out if it has not started (a started one runs to its end, unheeded). */
  drop(start: number) {
    const k = this.waiting.findIndex((job) => job.request.start === start);
    if (k >= 0) this.waiting.splice(k, 1);
  }

  /** The ranges still waiting will not be needed: a file problem ended the file before them, or the check is over. */
  clear() {
    this.waiting.length = 0;
  }

  private next() {
    while (this.free.length > 0 && this.waiting.length > 0) {
      const checker = this.free.shift()!;
      const job = this.waiting.shift()!;
      // a checker that failed takes no more ranges
      checker.check(job.request, job.onProgress).then((report) => {
        this.free.push(checker);
        job.resolve({ report, checker });
        this.next();
      }, job.reject);
    }
  }
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

interface CheckFileOptions {
  onProgress?: (progress: CheckProgress) => void;
  /** the machine's cores (navigator.hardwareConcurrency) */
  cores?: number;
  /** a range checker over the file; none: the file is checked in one pass */
  rangeChecker?: (file: Blob) => RangeChecker;
}

/**
 * The check worker's check: a large file in byte ranges by range checkers (one per core), anything
 * else (or when no range checker can start) in one pass, with the same result either way.
 */
export async function checkFile({ file, entity, strategy, singleWorker }: CheckRequest, { onProgress, cores, rangeChecker }: CheckFileOptions): Promise<FileCheckResult> {
  if (!singleWorker && rangeChecker && file.size >= parallelThresholdBytes) {
    try {
      const workers = rangeWorkerCount(cores);
      const nominalCuts = rangeStarts(file.size, workers);
      const options = { entity, strategy, ranges: nominalCuts.length + 1, workers, cutOptions: { nominalCuts }, createChecker: () => rangeChecker(file), onProgress };
      return (await checkInRanges(file, options)).result;
    } catch (e) {
      // no range workers here (or one stopped): this worker checks the whole file, with the same result
      if (!(e instanceof RangeWorkerFailed)) throw e;
    }
  }
  return validateImportFile(file, { entity, strategy, onProgress });
}

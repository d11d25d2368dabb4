/**
 * The checker's reading of a text, the whole file or one byte range of a large one: UTF-8 in pieces,
 * split into runs of whole elements, each run parsed with one JSON.parse and tallied. A range starts
 * at the file's start or right before an element, and should end right after a top-level comma. It
 * is reported in its own terms (element indexes and lines from its start); mergeRanges.ts makes them the file's.
 */
import type { EntityType, ImportStrategy } from '@/contract/imports';
import { JsonArraySplitter } from '@/engine/format/jsonArraySplitter';
import { JsonScanError, type ScanStep } from '@/engine/format/scanStep';
import { startOfText } from '@/engine/format/textPosition';
import type { CheckProgress, FileProblem } from './checkResult';
import { ElementTally, keptKeysLimit, type CategoryAdded } from './elementTally';
import { abortError, decodeUtf8, EncodingError, isAbortError, readBytes, type ImportFileSource } from './readText';

export interface RangeRequest {
  entity: EntityType;
  strategy: ImportStrategy;
  /** bytes [start, end) of the file */
  start: number;
  end: number;
  maxKeptProblems: number;
  /** keys of earlier ranges that this one repeats, with the index of their first element counted from this range's first (negative) */
  earlierKeys?: [string, number][];
  /** bytes read from the file at once */
  pieceBytes?: number;
  /** characters of text parsed by one JSON.parse */
  runChars?: number;
}

export type RangeProgress = Omit<CheckProgress, 'totalBytes'>;

export type TextReport = Awaited<ReturnType<typeof readRange>>['report'];
export type RangeReport = CheckedRange['report'];
export type CheckedRange = Awaited<ReturnType<typeof checkRange>>;

/** A range's keys in file order (attributes: and `code/value` of each value), for a file small enough to keep them. */
export type KeptKeys = ReturnType<CheckedRange['keptKeys']>;

/**
 * One checker of a pool (a worker, or this thread in the tests): checks one range at a time and
 * keeps the keys of each range it checked, for the merge to ask about.
 */
export interface RangeChecker {
  check(request: RangeRequest, onProgress: (progress: RangeProgress) => void): Promise<RangeReport>;
  /** the keys of the range that starts at `start` (its last check) whose hash is one of `hashes`, each with its range-relative element index */
  keysWithHashes(start: number, hashes: number[]): Promise<[string, number][]>;
  /** all the keys of the range that starts at `start` */
  keptKeys(start: number): Promise<KeptKeys>;
  close(): void;
}

/**
 * Progress told at most every `intervalMs` (and always when forced, e.g. at the end): a check sends
 * its figures to the page, and more than a few messages a second only costs the page renders.
 */
export const progressTimer = (intervalMs: number, send: (() => void) | undefined) => {
  let last = performance.now();
  return (force: boolean) => {
    if (!send) return;
    const now = performance.now();
    if (!force && now - last < intervalMs) return;
    last = now;
    send();
  };
};

/** What the page is told of an error that stopped the reading: a plain object, for the worker's message. */
const toFileProblem = (e: unknown): FileProblem => {
  if (e instanceof JsonScanError) {
    return { kind: e.kind, code: e.code, params: e.params, position: e.position, elementIndex: e.elementIndex, byteOffset: null };
  }
  if (e instanceof EncodingError) {
    return { kind: 'encoding', code: e.code, params: e.params, position: null, elementIndex: null, byteOffset: e.byteOffset };
  }
  // the browser's own words for why the file could not be read
  const reason = e instanceof Error && e.message ? { code: 'unreadable' as const, params: { reason: e.message } } : { code: 'unreadableNoReason' as const };
  return { kind: 'unreadable', ...reason, position: null, elementIndex: null, byteOffset: null };
};

/** Reads every element of the text into the tally; throws the first file problem (or an abort). */
async function readElements(
  texts: AsyncIterable<string>,
  tally: ElementTally,
  options: { startInside: boolean; runChars: number; atFileEnd: boolean; signal?: AbortSignal; onRun: () => void },
) {
  const { startInside, runChars, atFileEnd, signal, onRun } = options;
  const splitter = new JsonArraySplitter({ startInside });
  const take = (next: ScanStep) => {
    const { step, parsed } = splitter.settleGuess(next);
    if (parsed) return tally.addParsed(parsed, step.run!);
    if (step.run) tally.addRun(step.run);
    if (step.error) throw step.error;
  };

  let pending: string[] = [];
  let pendingChars = 0;
  try {
    for await (const text of texts) {
      // A block of text goes to the splitter in runs of about `runChars` (see below). An element
      // larger than a run is carried over whole: wait for at least as much new text as is carried,
      // so that a giant element is not copied again for every run.
      for (let from = 0; from < text.length; ) {
        const wanted = Math.max(runChars, splitter.carriedChars) - pendingChars;
        const part = from === 0 && text.length <= wanted ? text : text.slice(from, from + wanted);
        from += part.length;
        pending.push(part);
        pendingChars += part.length;
        if (pendingChars >= runChars && pendingChars >= splitter.carriedChars) {
          take(splitter.push(pending.length === 1 ? pending[0]! : pending.join('')));
          pending = [];
          pendingChars = 0;
          if (signal?.aborted) throw abortError();
          onRun();
        }
      }
    }
  } catch (e) {
    if (e instanceof EncodingError) {
      // the elements that end before the byte that is not UTF-8 count, wherever the pieces were cut
      if (pendingChars > 0) take(splitter.push(pending.join('')));
      take(splitter.finishBeforeElement());
    }
    throw e;
  }
  if (pendingChars > 0) take(splitter.push(pending.join('')));
  const last = atFileEnd ? { ...splitter.finish(), clean: true } : splitter.finishBeforeElement();
  take(last);
  return { clean: last.clean, end: splitter.carriedFrom };
}

interface ReadOptions {
  atFileEnd: boolean;
  signal?: AbortSignal;
  onProgress?: (progress: RangeProgress) => void;
  progressIntervalMs: number;
}

/** Reads `source`, bytes [request.start, request.end) of the file, into a tally and its report. */
export async function readRange(
  source: ImportFileSource,
  request: RangeRequest,
  { atFileEnd, signal, onProgress, progressIntervalMs }: ReadOptions,
) {
  const { entity, strategy, start, end } = request;
  const tally = new ElementTally(entity, strategy, request.maxKeptProblems, new Map(request.earlierKeys ?? []));
  let bytesRead = 0;
  const tell = progressTimer(progressIntervalMs, onProgress && (() => onProgress({ bytesChecked: bytesRead, elements: tally.elements, problems: tally.problemCount })));
  let fileProblem: FileProblem | null = null;
  let ending = { clean: false, end: startOfText };
  try {
    const bytes = readBytes(source, request.pieceBytes ?? 4 * 1024 * 1024, signal);
    const texts = decodeUtf8(bytes, (n) => (bytesRead = n), { atFileStart: start === 0 });
    ending = await readElements(texts, tally, {
      startInside: start > 0,
      // runs of a few hundred kB: their parsed elements die young, far cheaper to collect than a
      // block's worth kept alive at once (docs/checker.md)
      runChars: request.runChars ?? 256 * 1024,
      atFileEnd,
      signal,
      onRun: () => tell(false),
    });
  } catch (e) {
    if (isAbortError(e)) throw e;
    fileProblem = toFileProblem(e);
  }
  if (signal?.aborted) throw abortError();

  const report = {
    start,
    end,
    elements: tally.elements,
    toAddOrChange: tally.toAddOrChange,
    toDelete: tally.toDelete,
    elementsWithProblems: tally.elementsWithProblems,
    problemCount: tally.problemCount,
    elementsWithWarnings: tally.elementsWithWarnings,
    warningCount: tally.warningCount,
    /** the first problems and warnings, lowest element first */
    problems: tally.kept.problems.sorted(),
    warnings: tally.kept.warnings.sorted(),
    /** codes named, in the order first named */
    references: tally.references,
    /** categories added without a problem of their own, and the codes deleted */
    categories: tally.categoriesAdded.map((c): CategoryAdded => ({ ...c, warned: tally.warned.has(c.index) })),
    deleted: [...tally.deleted],
    /** how many keys the text holds first */
    keyCount: tally.keys.size,
    guesses: tally.guesses,
    fileProblem,
    /** the text ended right before an element (always true for the text that ends the file) */
    clean: fileProblem === null && ending.clean,
    /** where the text ended, counted from its start */
    endPosition: ending.end,
  };
  return { tally, report, bytesRead };
}

export async function checkRange(
  file: Blob,
  request: RangeRequest,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: RangeProgress) => void } = {},
) {
  // told every 50 ms, not after every run: a message costs the worker more than a run's progress is worth
  const options = { atFileEnd: request.end >= file.size, signal, onProgress, progressIntervalMs: 50 };
  const { tally, report, bytesRead } = await readRange(file.slice(request.start, request.end), request, options);
  // a worker keeps every range it checked until the merge: only the keys, not the whole tally
  const { keys, attributeValues } = tally;
  keys.seal();
  onProgress?.({ bytesChecked: bytesRead, elements: report.elements, problems: report.problemCount });
  return {
    /** `keyHashes`: a hash of each of the range's keys, sorted, to tell which keys other ranges may repeat (the keys stay here) */
    report: { ...report, keyHashes: keys.sortedHashes() },
    /** the range's keys whose hash is one of `hashes`, each with its range-relative element index */
    keysWithHashes: (hashes: ReadonlySet<number>) => keys.withHashes(hashes),
    /** all of them, asked for only when the whole file has few enough to keep; a large file keeps none, so they are not sent */
    keptKeys: () => ({ keys: keys.size <= keptKeysLimit ? keys.keys() : [], attributeValues }),
  };
}

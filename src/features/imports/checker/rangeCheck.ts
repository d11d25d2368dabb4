/**
 * The check of one byte range of a large file, by one of several workers. The range starts at
 * the file's start or right before an element, and should end right after a top-level comma
 * (or at the file's end). It reports what it found in its own terms (element indexes from its
 * first element, lines from its first byte); the merge (mergeRanges.ts) makes them the file's.
 */
import type { EntityType, ImportStrategy } from '@/api/imports';
import { JsonArraySplitter } from '@/importFormat/jsonArraySplitter';
import { startOfText, type TextPosition } from '@/importFormat/textPosition';
import type { CategoryAdded } from './categoryChains';
import type { FileProblem } from './checkResult';
import { ElementTally, keptKeysLimit } from './elementTally';
import type { KeptItem } from './keptList';
import { progressTimer } from './progressTimer';
import { defaultPieceBytes, defaultRunChars, isAbort, readElements, toFileProblem } from './readElements';
import { abortError, decodeUtf8, readBytes } from './readText';

export interface RangeRequest {
  entity: EntityType;
  strategy: ImportStrategy;
  /** bytes [start, end) of the file */
  start: number;
  end: number;
  maxKeptProblems: number;
  /** keys of earlier ranges that this one repeats, with the index of their first element counted from this range's first (negative) */
  earlierKeys?: [string, number][];
  pieceBytes?: number;
  runChars?: number;
}

export interface RangeProgress {
  bytesChecked: number;
  elements: number;
  problems: number;
}

type ReferenceList = [string, number][];

export interface RangeReport {
  start: number;
  end: number;
  elements: number;
  toAddOrChange: number;
  toDelete: number;
  elementsWithProblems: number;
  problemCount: number;
  elementsWithWarnings: number;
  warningCount: number;
  /** the range's first problems and warnings, lowest element first */
  problems: KeptItem[];
  warnings: KeptItem[];
  /** codes named, in the order first named */
  references: { category: ReferenceList; attribute: ReferenceList; attributeValue: ReferenceList };
  /** categories added without a problem of their own, and the codes deleted */
  categories: CategoryAdded[];
  deleted: string[];
  /** how many keys the range holds first (the keys stay in the worker until the merge asks for them) */
  keyCount: number;
  /** a hash of each of those keys, sorted: what tells which keys other ranges may repeat */
  keyHashes: Uint32Array;
  guesses: (EntityType | null)[];
  fileProblem: FileProblem | null;
  /** the range ended right before an element (always true for the range that ends the file) */
  clean: boolean;
  /** where the range's text ended, counted from its start */
  endPosition: TextPosition;
}

/** A range's keys in file order (attributes: and `code/value` of each value), for a file small enough to keep them. */
export interface KeptKeys {
  keys: string[];
  attributeValues: string[];
}

export interface CheckedRange {
  report: RangeReport;
  /** the range's keys, kept to answer which of them other ranges repeat */
  keysWithHashes(hashes: ReadonlySet<number>): [string, number][];
  /** all of them, asked for only when the whole file has few enough to keep */
  keptKeys(): KeptKeys;
}

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

export async function checkRange(
  file: Blob,
  request: RangeRequest,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: RangeProgress) => void } = {},
): Promise<CheckedRange> {
  const { entity, strategy, start, end, maxKeptProblems } = request;
  const atFileEnd = end >= file.size;
  const pieceBytes = request.pieceBytes ?? defaultPieceBytes;
  const tally = new ElementTally(entity, strategy, maxKeptProblems, new Map(request.earlierKeys ?? []));
  const splitter = new JsonArraySplitter({ startInside: start > 0 });
  let bytesRead = 0;
  // told every 50 ms, not after every run: a message costs the worker more than a run's progress is worth
  const tell = progressTimer(50, onProgress && (() => onProgress({ bytesChecked: bytesRead, elements: tally.elements, problems: tally.problemCount })));
  let fileProblem: FileProblem | null = null;
  let ending = { clean: false, end: startOfText };
  try {
    const texts = decodeUtf8(readBytes(file.slice(start, end), pieceBytes, signal), (n) => (bytesRead = n), {
      atFileStart: start === 0,
    });
    ending = await readElements(texts, splitter, tally, {
      runChars: request.runChars ?? defaultRunChars,
      signal,
      ending: atFileEnd ? 'file' : 'beforeElement',
      onRun: () => tell(false),
    });
  } catch (e) {
    if (isAbort(e)) throw e;
    fileProblem = toFileProblem(e);
  }
  if (signal?.aborted) throw abortError();

  const kept = tally.keptItems();
  tally.keys.seal();
  const report: RangeReport = {
    start,
    end,
    elements: tally.elements,
    toAddOrChange: tally.toAddOrChange,
    toDelete: tally.toDelete,
    elementsWithProblems: tally.elementsWithProblems,
    problemCount: tally.problemCount,
    elementsWithWarnings: tally.elementsWithWarnings,
    warningCount: tally.warningCount,
    problems: kept.problems,
    warnings: kept.warnings,
    references: { category: [...tally.refs.category], attribute: [...tally.refs.attribute], attributeValue: [...tally.refs.attributeValue] },
    categories: tally.categories(),
    deleted: [...tally.deleted],
    keyCount: tally.keys.size,
    keyHashes: tally.keys.sortedHashes(),
    guesses: tally.guesses,
    fileProblem,
    clean: fileProblem === null && ending.clean,
    endPosition: ending.end,
  };
  onProgress?.({ bytesChecked: bytesRead, elements: tally.elements, problems: tally.problemCount });
  // a worker keeps every range it checked until the merge: only the keys, not the whole tally
  const keys = tally.keys;
  const attributeValues = tally.attributeValues;
  return {
    report,
    keysWithHashes: (wanted) => keys.withHashes(wanted),
    // a large file keeps no keys: the merge would drop them, so they are not sent
    keptKeys: () => ({ keys: keys.size <= keptKeysLimit ? keys.keys() : [], attributeValues }),
  };
}

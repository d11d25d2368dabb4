/**
 * The single pass of the import file checker over a file or a byte stream (docs/checker.md#one-pass);
 * a large file is checked in byte ranges instead (checkInRanges.ts), with the same result.
 */
import type { EntityType, ImportStrategy } from '@/api/imports';
import { JsonArraySplitter } from '@/importFormat/jsonArraySplitter';
import { keptProblemsLimit, type CheckProgress, type FileCheckResult, type FileProblem } from './checkResult';
import { ElementTally } from './elementTally';
import { progressTimer } from './progressTimer';
import { defaultPieceBytes, defaultRunChars, isAbort, readElements, toFileProblem } from './readElements';
import { abortError, decodeUtf8, readBytes, type ImportFileSource } from './readText';

export { defaultPieceBytes, defaultRunChars } from './readElements';

export interface ValidateOptions {
  entity: EntityType;
  strategy: ImportStrategy;
  /** told at most every `progressIntervalMs`, and once at the end */
  onProgress?: (progress: CheckProgress) => void;
  signal?: AbortSignal;
  /** the size of a stream source, for progress (a Blob knows its own) */
  totalBytes?: number;
  /** bytes read from the file at once */
  pieceBytes?: number;
  /** characters of text parsed by one JSON.parse */
  runChars?: number;
  progressIntervalMs?: number;
  maxKeptProblems?: number;
}

export async function validateImportFile(source: ImportFileSource, options: ValidateOptions): Promise<FileCheckResult> {
  const {
    entity,
    strategy,
    onProgress,
    signal,
    pieceBytes = defaultPieceBytes,
    runChars = defaultRunChars,
    progressIntervalMs = 100,
    maxKeptProblems = keptProblemsLimit,
  } = options;
  const started = performance.now();
  const totalBytes = typeof Blob !== 'undefined' && source instanceof Blob ? source.size : (options.totalBytes ?? null);
  const tally = new ElementTally(entity, strategy, maxKeptProblems);
  let bytesRead = 0;
  const report = progressTimer(
    progressIntervalMs,
    onProgress && (() => onProgress({ bytesChecked: bytesRead, totalBytes, elements: tally.elements, problems: tally.problemCount })),
  );

  let fileProblem: FileProblem | null = null;
  try {
    const texts = decodeUtf8(readBytes(source, pieceBytes, signal), (n) => (bytesRead = n));
    await readElements(texts, new JsonArraySplitter(), tally, { runChars, signal, ending: 'file', onRun: () => report(false) });
    tally.finish();
  } catch (e) {
    if (isAbort(e)) throw e;
    fileProblem = toFileProblem(e);
  }
  if (signal?.aborted) throw abortError();
  report(true);

  const kept = fileProblem ? { keys: [], complete: false } : tally.keptKeys;
  return {
    entity,
    strategy,
    bytes: totalBytes ?? bytesRead,
    elements: tally.elements,
    toAddOrChange: tally.toAddOrChange,
    toDelete: tally.toDelete,
    elementsWithProblems: tally.elementsWithProblems,
    problemCount: tally.problemCount,
    problems: tally.problems,
    elementsWithWarnings: tally.elementsWithWarnings,
    warningCount: tally.warningCount,
    warnings: tally.warnings,
    references: tally.references,
    keys: kept.keys,
    keysComplete: kept.complete,
    fileProblem,
    looksLike: tally.looksLike,
    durationMs: performance.now() - started,
  };
}

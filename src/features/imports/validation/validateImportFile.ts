/**
 * The import file checker: reads a file (or a byte stream) as UTF-8 in pieces, splits its
 * array into elements, parses many elements with one JSON.parse, checks each element against
 * its entity's rules and counts what the file would do. One code path for every size: nothing
 * ever calls file.text(), so a 2 GB file is checked in bounded memory.
 *
 * It runs in a Web Worker in the app (checkWorker.ts) and in node in the tests and benchmarks.
 */
import type { EntityType, ImportStrategy } from '@/api/imports';
import { keptProblemsLimit, type CheckProgress, type FileCheckResult, type FileProblem } from './checkResult';
import { ElementTally } from './elementTally';
import { JsonArraySplitter, JsonScanError, type ScanStep } from '@/api/jsonArraySplitter';
import { abortError, decodeUtf8, EncodingError, readBytes, type ImportFileSource } from './readText';

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

export const defaultPieceBytes = 4 * 1024 * 1024;
export const defaultRunChars = 2 * 1024 * 1024;

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

const toFileProblem = (e: unknown): FileProblem => {
  if (e instanceof JsonScanError) {
    return { kind: e.kind, message: e.message, position: e.position, elementIndex: e.elementIndex, byteOffset: null };
  }
  if (e instanceof EncodingError) {
    return { kind: 'encoding', message: e.message, position: null, elementIndex: null, byteOffset: e.byteOffset };
  }
  const message = e instanceof Error && e.message ? e.message : 'unknown reason';
  return { kind: 'unreadable', message: `The file could not be read (${message}). Choose it again.`, position: null, elementIndex: null, byteOffset: null };
};

const keysOf = (tally: ElementTally, fileProblem: FileProblem | null) => {
  if (fileProblem) return { keys: [], keysComplete: false };
  const kept = tally.keptKeys;
  return { keys: kept.keys, keysComplete: kept.complete };
};

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
  const scanner = new JsonArraySplitter();
  let bytesRead = 0;
  let lastReport = started;

  const report = (force: boolean) => {
    if (!onProgress) return;
    const now = performance.now();
    if (!force && now - lastReport < progressIntervalMs) return;
    lastReport = now;
    onProgress({ bytesChecked: bytesRead, totalBytes, elements: tally.elements, problems: tally.problemCount });
  };
  const take = (first: ScanStep) => {
    let step = first;
    if (step.run?.guessed) {
      const parsed = tally.tryParse(step.run);
      if (parsed) {
        scanner.accept(parsed.length);
        tally.addParsed(parsed, step.run.firstIndex, step.run.text);
        return;
      }
      step = scanner.retry();
    }
    if (step.run) tally.addRun(step.run);
    if (step.error) throw step.error;
  };

  let fileProblem: FileProblem | null = null;
  try {
    let pending: string[] = [];
    let pendingChars = 0;
    for await (const text of decodeUtf8(readBytes(source, pieceBytes, signal), (n) => (bytesRead = n))) {
      pending.push(text);
      pendingChars += text.length;
      // An element larger than a run is carried over whole: wait for at least as much new text
      // as is carried, so that a giant element is not copied again for every piece.
      if (pendingChars >= runChars && pendingChars >= scanner.carriedChars) {
        take(scanner.push(pending.length === 1 ? pending[0]! : pending.join('')));
        pending = [];
        pendingChars = 0;
        if (signal?.aborted) throw abortError();
        report(false);
      }
    }
    if (pendingChars > 0) take(scanner.push(pending.join('')));
    take(scanner.finish());
    tally.finish();
  } catch (e) {
    if (isAbort(e)) throw e;
    fileProblem = toFileProblem(e);
  }
  if (signal?.aborted) throw abortError();
  report(true);

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
    ...keysOf(tally, fileProblem),
    fileProblem,
    looksLike: tally.looksLike,
    durationMs: performance.now() - started,
  };
}

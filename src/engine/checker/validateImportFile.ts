/**
 * The single pass of the checker over a file or a byte stream (docs/checker.md#one-pass): the file
 * read as one range. A large file is checked in byte ranges (checkInRanges.ts), with the same result.
 */
import { keptProblemsLimit, type CheckProgress, type FileCheckResult } from './checkResult';
import { keptKeysLimit } from './elementTally';
import { mergeRanges } from './mergeRanges';
import { readRange, type RangeRequest } from './rangeCheck';
import type { ImportFileSource } from './readText';

export interface ValidateOptions extends Pick<RangeRequest, 'entity' | 'strategy' | 'pieceBytes' | 'runChars'> {
  /** told at most every `progressIntervalMs`, and once at the end */
  onProgress?: (progress: CheckProgress) => void;
  signal?: AbortSignal;
  progressIntervalMs?: number;
  maxKeptProblems?: number;
}

export async function validateImportFile(source: ImportFileSource, options: ValidateOptions): Promise<FileCheckResult> {
  const { entity, strategy, onProgress, signal, progressIntervalMs = 100, maxKeptProblems = keptProblemsLimit } = options;
  const started = performance.now();
  const totalBytes = typeof Blob !== 'undefined' && source instanceof Blob ? source.size : null;
  const request: RangeRequest = { ...options, start: 0, end: totalBytes ?? Infinity, maxKeptProblems };
  const { tally, report, bytesRead } = await readRange(source, request, {
    atFileEnd: true,
    signal,
    onProgress: onProgress && ((progress) => onProgress({ ...progress, totalBytes })),
    progressIntervalMs,
  });
  const { keys, attributeValues } = tally;
  const kept = report.fileProblem || keys.size > keptKeysLimit ? null : [{ keys: keys.keys(), attributeValues }];
  const result = mergeRanges([report], { entity, strategy, maxKeptProblems, bytes: totalBytes ?? bytesRead, started }, kept);
  onProgress?.({ bytesChecked: bytesRead, totalBytes, elements: result.elements, problems: result.problemCount });
  return result;
}

/**
 * What the check worker (checkWorker.ts) does with a file: a large one in byte ranges by a pool of
 * range checkers (one per core), anything else (or when no range checker can start) in one pass,
 * with the same result either way.
 */
import type { EntityType, ImportStrategy } from '@/api/imports';
import type { CheckProgress, FileCheckResult } from './checkResult';
import type { RangeChecker } from './rangeCheck';
import { checkInRanges, parallelThresholdBytes, rangeStarts, rangeWorkerCount } from './checkInRanges';
import { RangeWorkerFailed } from './rangeWorkerPool';
import { validateImportFile } from './validateImportFile';

/** What the page asks the check worker. */
export interface CheckRequest {
  file: Blob;
  entity: EntityType;
  strategy: ImportStrategy;
  /** check in this one worker even a large file (the benchmark compares both ways) */
  singleWorker?: boolean;
}

/**
 * Everything the page sends the check worker: at most one prepare (start the range workers now,
 * ahead of a check; `cores`: navigator.hardwareConcurrency), then one check.
 */
export type CheckWorkerRequest = { type: 'prepare'; cores: number } | ({ type: 'check' } & CheckRequest);

/** What the check worker answers: progress a few times a second, then one result. */
export type CheckReply =
  | { type: 'progress'; progress: CheckProgress }
  | { type: 'done'; result: FileCheckResult }
  | { type: 'failed'; message: string };

interface CheckFileOptions {
  onProgress?: (progress: CheckProgress) => void;
  /** the machine's cores (navigator.hardwareConcurrency) */
  cores?: number;
  /** a range checker over the file; none: the file is checked in one pass */
  rangeChecker?: (file: Blob) => RangeChecker;
}

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

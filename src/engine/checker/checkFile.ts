/** The check worker's entry for every file (checkWorker.ts): in byte ranges or in one pass. */
import type { CheckProgress, FileCheckResult } from './checkResult';
import { checkInRanges } from './checkInRanges';
import type { RangeChecker } from './rangeCheck';
import { parallelThresholdBytes, rangeStarts, rangeWorkerCount } from './rangeStarts';
import { RangeWorkerFailed } from './rangeWorkerPool';
import type { CheckRequest } from './startFileCheck';
import { validateImportFile } from './validateImportFile';

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

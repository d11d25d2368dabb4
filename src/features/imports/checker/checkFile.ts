/**
 * What the check worker does with a file: a large one in byte ranges by a pool of range checkers
 * (one per core), anything else (or when no range checker can start) in one pass, with the same
 * result either way.
 */
import type { CheckProgress, FileCheckResult } from './checkResult';
import type { CheckRequest } from './checkMessages';
import type { RangeChecker } from './rangeCheck';
import { checkInRanges, rangeStarts, rangeWorkerCount, usesRanges } from './checkInRanges';
import { RangeWorkerFailed } from './rangeWorkerPool';
import { validateImportFile } from './validateImportFile';

interface CheckFileOptions {
  onProgress?: (progress: CheckProgress) => void;
  /** the machine's cores (navigator.hardwareConcurrency) */
  cores?: number;
  /** a range checker over the file; none: the file is checked in one pass */
  rangeChecker?: (file: Blob) => RangeChecker;
}

export async function checkFile({ file, entity, strategy, singleWorker }: CheckRequest, { onProgress, cores, rangeChecker }: CheckFileOptions): Promise<FileCheckResult> {
  if (!singleWorker && rangeChecker && usesRanges(file.size)) {
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

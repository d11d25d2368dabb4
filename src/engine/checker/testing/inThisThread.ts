import { checkRange, type CheckedRange, type RangeChecker } from '../rangeCheck';

/** Runs ranges in this thread, for the tests, where there are no workers: the same code the range workers run. */
export const inThisThread = (file: Blob, signal?: AbortSignal): RangeChecker => {
  const checked = new Map<number, CheckedRange>();
  return {
    check: async (request, onProgress) => {
      const range = await checkRange(file, request, { signal, onProgress });
      checked.set(request.start, range);
      return range.report;
    },
    keysWithHashes: async (start, hashes) => checked.get(start)?.keysWithHashes(new Set(hashes)) ?? [],
    keptKeys: async (start) => checked.get(start)?.keptKeys() ?? { keys: [], attributeValues: [] },
    close: () => checked.clear(),
  };
};

/**
 * The plan of a check in byte ranges (docs/checker.md#byte-ranges): from what size a file is cut,
 * by how many range workers, and where its ranges nominally start. The cuts themselves are
 * searched near those starts (findCuts.ts).
 */

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

/**
 * The range checkers of a check worker: one nested Web Worker each (a dedicated worker may start
 * its own). Ending the check worker ends them too; a check that is over ends them itself.
 */
import type { RangeChecker } from './checkInRanges';
import type { RangeProgress, RangeReport } from './rangeCheck';
import type { RangeWorkerReply, RangeWorkerRequest } from './rangeMessages';

/** A range worker could not start or stopped: the check can still run in one worker. */
export class RangeWorkerFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RangeWorkerFailed';
  }
}

export const rangeWorker = (file: Blob): RangeChecker => {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./rangeWorker.ts', import.meta.url), { type: 'module', name: 'import file check: range' });
  } catch (e) {
    throw new RangeWorkerFailed(`A range worker of the file check could not start (${e instanceof Error ? e.message : String(e)}).`);
  }
  // the coordinator asks one thing at a time of each checker
  let waiting: { resolve: (reply: RangeWorkerReply) => void; reject: (e: Error) => void; onProgress?: (progress: RangeProgress) => void } | null = null;
  worker.onmessage = (event: MessageEvent<RangeWorkerReply>) => {
    const message = event.data;
    if (message.type === 'progress') waiting?.onProgress?.(message.progress);
    else {
      const w = waiting;
      waiting = null;
      if (message.type === 'failed') w?.reject(new Error(message.message));
      else w?.resolve(message);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const w = waiting;
    waiting = null;
    w?.reject(new RangeWorkerFailed(`A range worker of the file check failed (${event.message || 'it could not start'}).`));
  };
  const ask = (request: RangeWorkerRequest, onProgress?: (progress: RangeProgress) => void) =>
    new Promise<RangeWorkerReply>((resolve, reject) => {
      waiting = { resolve, reject, onProgress };
      worker.postMessage(request);
    });
  return {
    check: async (request, onProgress) => ((await ask({ type: 'check', file, request }, onProgress)) as { report: RangeReport }).report,
    keysWithHashes: async (hashes) => ((await ask({ type: 'keys', hashes })) as { keys: [string, number][] }).keys,
    close: () => worker.terminate(),
  };
};

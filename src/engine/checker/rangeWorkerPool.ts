/**
 * The range checkers of a check worker: one nested Web Worker each (a dedicated worker may start
 * its own). Ending the check worker ends them too; a check that is over ends them itself.
 */
import type { KeptKeys, RangeChecker, RangeProgress, RangeReport, RangeRequest } from './rangeCheck';
import { errorText } from '@/lib/errorText';

/**
 * What the coordinating check worker asks a range worker (rangeWorker.ts); `id` pairs each answer
 * with its question (the keys of several ranges may be asked at once).
 */
export type RangeWorkerRequest =
  | { type: 'check'; id: number; file: Blob; request: RangeRequest }
  | { type: 'keys'; id: number; start: number; hashes: number[] }
  | { type: 'kept'; id: number; start: number };

/** What a range worker answers: progress while it checks, then its report; the keys asked for. */
export type RangeWorkerReply =
  | { id: number; progress: RangeProgress }
  | { id: number; answer: RangeReport | [string, number][] | KeptKeys }
  | { id: number; failed: string };

/** A range worker could not start or stopped: the check can still run in one worker. */
export class RangeWorkerFailed extends Error {
  name = 'RangeWorkerFailed';
}

/** A checker over a worker made by `start` (the app's: rangeWorker.ts; the tests': a stand-in). */
export const workerChecker = (file: Blob, start: () => Worker): RangeChecker => {
  let worker: Worker;
  try {
    worker = start();
  } catch (e) {
    throw new RangeWorkerFailed(`A range worker of the file check could not start (${errorText(e)}).`);
  }
  type Asked = { resolve: (answer: never) => void; reject: (e: Error) => void; onProgress?: (progress: RangeProgress) => void };
  const asked = new Map<number, Asked>();
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<RangeWorkerReply>) => {
    const message = event.data;
    const waiting = asked.get(message.id);
    if (!waiting) return;
    if ('progress' in message) return waiting.onProgress?.(message.progress);
    asked.delete(message.id);
    if ('failed' in message) waiting.reject(new Error(message.failed));
    else waiting.resolve(message.answer as never);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const failed = new RangeWorkerFailed(`A range worker of the file check failed (${event.message || 'it could not start'}).`);
    for (const waiting of asked.values()) waiting.reject(failed);
    asked.clear();
  };
  /** the answer is the one its question's type gets (rangeWorker.ts) */
  const ask = <Answer>(request: RangeWorkerRequest, onProgress?: (progress: RangeProgress) => void) =>
    new Promise<Answer>((resolve, reject) => {
      asked.set(request.id, { resolve, reject, onProgress });
      worker.postMessage(request);
    });
  return {
    check: (request, onProgress) => ask<RangeReport>({ type: 'check', id: nextId++, file, request }, onProgress),
    keysWithHashes: (start, hashes) => ask<[string, number][]>({ type: 'keys', id: nextId++, start, hashes }),
    keptKeys: (start) => ask<KeptKeys>({ type: 'kept', id: nextId++, start }),
    close: () => worker.terminate(),
  };
};

/**
 * Range workers started before they are needed (while the page waits for a file), so that a check
 * does not wait for their code to load. One that failed to load meanwhile is let go, and the check
 * starts a new one, whose failure it then sees.
 */
export class SpareWorkers {
  private readonly spares: { worker: Worker; failed: boolean }[] = [];

  constructor(private readonly start: () => Worker) {}

  /** Starts spares until there are `count` (a spare that failed counts as none). */
  fill(count: number) {
    for (let k = this.spares.filter((s) => !s.failed).length; k < count; k++) {
      const spare = { worker: this.start(), failed: false };
      spare.worker.onerror = (event) => {
        event.preventDefault();
        spare.failed = true;
      };
      this.spares.push(spare);
    }
  }

  /** A spare that is still fine, or a new worker. */
  take(): Worker {
    for (let spare = this.spares.shift(); spare; spare = this.spares.shift()) {
      if (!spare.failed) return spare.worker;
      spare.worker.terminate();
    }
    return this.start();
  }
}

const startRangeWorker = () => new Worker(new URL('./rangeWorker.ts', import.meta.url), { type: 'module', name: 'import file check: range' });

/** This check worker's spare range workers (prepareRangeWorkers), used before any new one is started. */
const spareRangeWorkers = new SpareWorkers(startRangeWorker);

export const prepareRangeWorkers = (count: number) => spareRangeWorkers.fill(count);

export const rangeWorker = (file: Blob): RangeChecker => workerChecker(file, () => spareRangeWorkers.take());

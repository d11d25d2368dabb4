import type { EntityType, ImportStrategy } from '@/api/imports';
import type { CheckProgress, FileCheckResult } from './checkResult';

/** What the page asks the check worker. */
export interface CheckRequest {
  file: Blob;
  entity: EntityType;
  strategy: ImportStrategy;
  /** check in this one worker even a large file (the benchmark compares both ways) */
  singleWorker?: boolean;
}

/** Ahead of a check: start the range workers now. `cores`: navigator.hardwareConcurrency. */
interface PrepareRequest {
  type: 'prepare';
  cores: number;
}

/** Everything the page sends the check worker: at most one prepare, then one check. */
export type CheckWorkerRequest = PrepareRequest | ({ type: 'check' } & CheckRequest);

/** What the check worker answers: progress a few times a second, then one result. */
export type CheckReply =
  | { type: 'progress'; progress: CheckProgress }
  | { type: 'done'; result: FileCheckResult }
  | { type: 'failed'; message: string };

import type { RangeProgress, RangeReport, RangeRequest } from './rangeCheck';

/** What the coordinating check worker asks a range worker. */
export type RangeWorkerRequest = { type: 'check'; file: Blob; request: RangeRequest } | { type: 'keys'; hashes: number[] };

/** What a range worker answers: progress while it checks, then its report; the keys asked for. */
export type RangeWorkerReply =
  | { type: 'progress'; progress: RangeProgress }
  | { type: 'checked'; report: RangeReport }
  | { type: 'keys'; keys: [string, number][] }
  | { type: 'failed'; message: string };

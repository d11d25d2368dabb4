import type { KeptKeys, RangeProgress, RangeReport, RangeRequest } from './rangeCheck';

/**
 * What the coordinating check worker asks a range worker; `id` pairs each answer with its
 * question (the keys of several ranges may be asked at once).
 */
export type RangeWorkerRequest =
  | { type: 'check'; id: number; file: Blob; request: RangeRequest }
  | { type: 'keys'; id: number; start: number; hashes: number[] }
  | { type: 'kept'; id: number; start: number };

/** What a range worker answers: progress while it checks, then its report; the keys asked for. */
export type RangeWorkerReply =
  | { type: 'progress'; id: number; progress: RangeProgress }
  | { type: 'checked'; id: number; report: RangeReport }
  | { type: 'keys'; id: number; keys: [string, number][] }
  | { type: 'kept'; id: number; kept: KeptKeys }
  | { type: 'failed'; id: number; message: string };

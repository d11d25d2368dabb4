import { isAlreadyMember, isNotAMember, type BatchOutcome, type MemberFailure } from '../api/members';
import type { Direction } from './classifyAddresses';

/** Members per request: within the service's limit (maxMembersPerRequest), small enough to show progress. */
export const membersPerBatch = 500;

export interface BatchReport {
  /** added, or removed */
  changed: string[];
  /** answered as already so: 409 when adding (added meanwhile, or by a retried request that did arrive), 404 when removing */
  unchanged: MemberFailure[];
  /** refused one by one: unknown customer, bad shape */
  refused: MemberFailure[];
  /** not sent, or sent in a request that failed as a whole: retrying sends these */
  rest: string[];
  /** why the requests stopped, when they did */
  error?: unknown;
}

/** Adds or removes members a batch per request, one after the other; one that fails as a whole stops, and `rest` is what a retry sends. */
export async function changeInBatches(
  direction: Direction,
  customerIds: readonly string[],
  send: (customerIds: string[], signal?: AbortSignal) => Promise<BatchOutcome>,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (report: BatchReport) => void } = {},
): Promise<BatchReport> {
  const isUnchanged = direction === 'add' ? isAlreadyMember : isNotAMember;
  const report: BatchReport = { changed: [], unchanged: [], refused: [], rest: [] };
  for (let start = 0; start < customerIds.length; start += membersPerBatch) {
    const batch = customerIds.slice(start, start + membersPerBatch);
    try {
      signal?.throwIfAborted();
      const outcome = await send(batch, signal);
      report.changed.push(...outcome.succeeded);
      for (const failure of outcome.failed) (isUnchanged(failure) ? report.unchanged : report.refused).push(failure);
    } catch (error) {
      report.rest = customerIds.slice(start);
      report.error = error;
      return report;
    } finally {
      onProgress?.({ ...report });
    }
  }
  return report;
}

/** A retry's report folded into the first one's. */
export const mergeReports = (first: BatchReport, retry: BatchReport): BatchReport => ({
  changed: [...first.changed, ...retry.changed],
  unchanged: [...first.unchanged, ...retry.unchanged],
  refused: [...first.refused, ...retry.refused],
  rest: retry.rest,
  error: retry.error,
});

/** Members whose answer has come: changed, unchanged, or refused. */
export const answered = (report: BatchReport | null) => (report ? report.changed.length + report.unchanged.length + report.refused.length : 0);

import { isAlreadyMember, type BatchOutcome, type MemberFailure } from '../api/members';

/** Members per request: within the service's limit (maxMembersPerRequest), small enough to show progress. */
export const membersPerBatch = 500;

export interface BatchAddReport {
  added: string[];
  /** answered 409: in the segment already (added meanwhile, or by a retried request that did arrive) */
  alreadyMembers: MemberFailure[];
  /** refused one by one: unknown customer, bad shape */
  refused: MemberFailure[];
  /** not sent, or sent in a request that failed as a whole: retrying adds these */
  rest: string[];
  /** why the requests stopped, when they did */
  error?: unknown;
}

/**
 * Adds members in batches, one request after the other. A request that fails as a whole stops
 * the run: what was added stays added, and `rest` holds exactly what retrying has to send.
 */
export async function addInBatches(
  customerIds: readonly string[],
  send: (customerIds: string[], signal?: AbortSignal) => Promise<BatchOutcome>,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (report: BatchAddReport) => void } = {},
): Promise<BatchAddReport> {
  const report: BatchAddReport = { added: [], alreadyMembers: [], refused: [], rest: [] };
  for (let start = 0; start < customerIds.length; start += membersPerBatch) {
    const batch = customerIds.slice(start, start + membersPerBatch);
    try {
      signal?.throwIfAborted();
      const outcome = await send(batch, signal);
      report.added.push(...outcome.succeeded);
      for (const failure of outcome.failed) (isAlreadyMember(failure) ? report.alreadyMembers : report.refused).push(failure);
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
export const mergeReports = (first: BatchAddReport, retry: BatchAddReport): BatchAddReport => ({
  added: [...first.added, ...retry.added],
  alreadyMembers: [...first.alreadyMembers, ...retry.alreadyMembers],
  refused: [...first.refused, ...retry.refused],
  rest: retry.rest,
  error: retry.error,
});

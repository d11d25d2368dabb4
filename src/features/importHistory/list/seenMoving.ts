import { isRunningImportStatus } from '@/contract/terms';
import type { ImportRecord } from '@/contract';
import { importOutcome } from '@/features/importHistory/status/importOutcome';

/** The elements processed when this tab first saw each running import. */
const firstSeen = new Map<string, number>();

/**
 * Whether this tab has seen the import move: only then is there an end to estimate. An import the service still calls
 * running but whose counts stand still (one left behind days ago, a stall) would otherwise say "Estimating…" for ever.
 * An import that ended has no estimate at all.
 */
export function seenMoving(record: Pick<ImportRecord, 'importRef' | 'status' | 'entityFiles'>): boolean {
  if (!isRunningImportStatus(record.status)) {
    firstSeen.delete(record.importRef);
    return false;
  }
  const processed = importOutcome(record).processed;
  const first = firstSeen.get(record.importRef);
  if (first === undefined) {
    firstSeen.set(record.importRef, processed);
    return false;
  }
  // a count that went back is a file processed again: it moves too
  return processed !== first;
}

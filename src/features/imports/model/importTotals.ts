import { entityTypes } from '@/api/terms';
import type { EntityFile, ImportRecord } from '@/api';

export interface Outcome {
  /** elements created */
  created: number;
  /** elements updated */
  updated: number;
  /** elements that asked for a deletion and got it */
  deleted: number;
  /** elements that failed (a creation, update or deletion the service refused) */
  failed: number;
  /** elements not processed because a file they depend on did not finish */
  skipped: number;
  /** created + updated + deleted: the elements that went in */
  succeeded: number;
  /** elements of the file(s) dealt with so far, out of `total` */
  processed: number;
  /** elements in the file(s) */
  total: number;
  /**
   * What a full import removed because its file did not name it. Those are not elements of the
   * file, so they are counted apart and never added to the elements' numbers.
   */
  removedNotInFile: number;
}

const none: Outcome = { created: 0, updated: 0, deleted: 0, failed: 0, skipped: 0, succeeded: 0, processed: 0, total: 0, removedNotInFile: 0 };

/**
 * What became of one file's elements. A full import also deletes what its file did not name; the
 * wire counts those in `deleted.succeeded`, so under full they are `removedNotInFile`, and only a
 * failed deletion (an element asking for one) counts as an element.
 */
export const fileOutcome = (file: EntityFile): Outcome => {
  const full = file.importStrategy === 'full';
  const created = file.created.succeeded;
  const updated = file.updated.succeeded;
  const deleted = full ? 0 : file.deleted.succeeded;
  const failed = file.created.failed + file.updated.failed + file.deleted.failed;
  const succeeded = created + updated + deleted;
  const processed = Math.min(succeeded + failed + file.skipped, file.total);
  return {
    created,
    updated,
    deleted,
    failed,
    skipped: file.skipped,
    succeeded,
    processed,
    total: file.total,
    removedNotInFile: full ? file.deleted.succeeded : 0,
  };
};

const add = (a: Outcome, b: Outcome): Outcome => {
  const sum = { ...a };
  for (const k of Object.keys(sum) as (keyof Outcome)[]) sum[k] += b[k];
  return sum;
};

/** The same, summed over every file of an import. */
export const importOutcome = (record: Pick<ImportRecord, 'entityFiles'>): Outcome => record.entityFiles.map(fileOutcome).reduce(add, none);

/**
 * Whole percent processed, rounded down so that 100 % means done. Every page shows this one
 * number (history, detail, wizard), so they never disagree.
 */
export const percentProcessed = ({ processed, total }: Pick<Outcome, 'processed' | 'total'>) =>
  total > 0 ? Math.min(100, Math.floor((processed / total) * 100)) : 0;

/** Elements not dealt with yet (never negative). */
export const notYetProcessed = ({ processed, total }: Pick<Outcome, 'processed' | 'total'>) => Math.max(0, total - processed);

/** The files in the order the service processes them (dependencies first). */
export const inProcessingOrder = <F extends Pick<EntityFile, 'entity'>>(files: readonly F[]): F[] =>
  [...files].sort((a, b) => entityTypes.indexOf(a.entity) - entityTypes.indexOf(b.entity));

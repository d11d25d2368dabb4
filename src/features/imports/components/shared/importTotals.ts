import { entityTypes, type EntityFile, type ImportRecord } from '../../../../api';

const operations = ['created', 'updated', 'deleted'] as const;

export interface Outcome {
  /** creations, updates and deletions that succeeded */
  succeeded: number;
  /** creations, updates and deletions that failed */
  failed: number;
  skipped: number;
  /** elements of the file(s) dealt with so far, out of `total` */
  processed: number;
  /** elements in the file(s) */
  total: number;
}

const none: Outcome = { succeeded: 0, failed: 0, skipped: 0, processed: 0, total: 0 };

/**
 * Elements of the file dealt with so far. A full import also deletes what its file did not name;
 * those deletions are not elements of the file (they come on top of `total`), so only a partial
 * file's deletions, and a full file's failed ones (an element asking for a deletion), count here.
 */
const elementsProcessed = (file: EntityFile) =>
  file.created.succeeded +
  file.created.failed +
  file.updated.succeeded +
  file.updated.failed +
  file.deleted.failed +
  (file.importStrategy === 'partial' ? file.deleted.succeeded : 0) +
  file.skipped;

/** What became of one file: succeeded and failed over creations, updates and deletions; progress over its elements. */
export const fileOutcome = (file: EntityFile): Outcome => {
  const succeeded = operations.reduce((n, op) => n + file[op].succeeded, 0);
  const failed = operations.reduce((n, op) => n + file[op].failed, 0);
  return { succeeded, failed, skipped: file.skipped, processed: Math.min(elementsProcessed(file), file.total), total: file.total };
};

/** The same, summed over every file of an import. */
export const importOutcome = (record: Pick<ImportRecord, 'entityFiles'>): Outcome =>
  record.entityFiles.map(fileOutcome).reduce(
    (sum, o) => ({
      succeeded: sum.succeeded + o.succeeded,
      failed: sum.failed + o.failed,
      skipped: sum.skipped + o.skipped,
      processed: sum.processed + o.processed,
      total: sum.total + o.total,
    }),
    none,
  );

/** Whole percent processed; a file with nothing in it counts as done once it ended. */
export const percentProcessed = ({ processed, total }: Pick<Outcome, 'processed' | 'total'>) =>
  total > 0 ? Math.min(100, Math.floor((processed / total) * 100)) : 0;

/** The files in the order the service processes them (dependencies first). */
export const inProcessingOrder = <F extends Pick<EntityFile, 'entity'>>(files: readonly F[]): F[] =>
  [...files].sort((a, b) => entityTypes.indexOf(a.entity) - entityTypes.indexOf(b.entity));

/** Creations, updates and deletions that succeeded, summed over every file of an import. */
export const succeededOperations = (record: Pick<ImportRecord, 'entityFiles'>): Record<(typeof operations)[number], number> => ({
  created: record.entityFiles.reduce((n, f) => n + f.created.succeeded, 0),
  updated: record.entityFiles.reduce((n, f) => n + f.updated.succeeded, 0),
  deleted: record.entityFiles.reduce((n, f) => n + f.deleted.succeeded, 0),
});

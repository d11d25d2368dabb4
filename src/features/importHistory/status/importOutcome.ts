import { entityTypes, isTerminalImportStatus } from '@/contract/terms';
import type { EntityFile, EntityFileStatus, ImportRecord } from '@/contract';
import { i18next } from '@/i18n/i18n';
import { entityLabelInText } from '@/i18n/entityLabels';

/**
 * What became of one file's elements. A full import also deletes what its file did not name; the wire counts those in
 * `deleted.succeeded`, so under full they are `removedNotInFile`, and only a failed deletion counts as an element.
 */
export const fileOutcome = (file: EntityFile) => {
  const full = file.importStrategy === 'full';
  const created = file.created.succeeded;
  const updated = file.updated.succeeded;
  const deleted = full ? 0 : file.deleted.succeeded;
  const failed = file.created.failed + file.updated.failed + file.deleted.failed;
  const succeeded = created + updated + deleted;
  return {
    created,
    updated,
    /** elements that asked for a deletion and got it */
    deleted,
    /** elements that failed (a creation, update or deletion the service refused) */
    failed,
    /** elements not processed because a file they depend on did not finish */
    skipped: file.skipped,
    /** created + updated + deleted: the elements that went in */
    succeeded,
    /** elements dealt with so far, out of `total` */
    processed: Math.min(succeeded + failed + file.skipped, file.total),
    total: file.total,
    /** what a full import removed because its file did not name it: not elements, so counted apart */
    removedNotInFile: full ? file.deleted.succeeded : 0,
  };
};

export type Outcome = ReturnType<typeof fileOutcome>;

const none: Outcome = { created: 0, updated: 0, deleted: 0, failed: 0, skipped: 0, succeeded: 0, processed: 0, total: 0, removedNotInFile: 0 };

const add = (a: Outcome, b: Outcome): Outcome => {
  const sum = { ...a };
  for (const k of Object.keys(sum) as (keyof Outcome)[]) sum[k] += b[k];
  return sum;
};

/** The same, summed over every file of an import. */
export const importOutcome = (record: Pick<ImportRecord, 'entityFiles'>): Outcome => record.entityFiles.map(fileOutcome).reduce(add, none);

/** The files of an import that wait for the service to count them (not uploaded, or queued behind others). */
export const filesWaiting = (record: Pick<ImportRecord, 'entityFiles'>) =>
  record.entityFiles.filter((f) => f.status === 'awaitingUpload' || f.status === 'uploaded' || f.status === 'queued').length;

/** Whole percent processed, rounded down so that 100 % means done; every page shows this one number, so they never disagree. */
export const percentProcessed = ({ processed, total }: Pick<Outcome, 'processed' | 'total'>) =>
  total > 0 ? Math.min(100, Math.floor((processed / total) * 100)) : 0;

const notYetProcessed = ({ processed, total }: Pick<Outcome, 'processed' | 'total'>) => Math.max(0, total - processed);

/** The files in the order the service processes them (dependencies first). */
export const inProcessingOrder = <F extends Pick<EntityFile, 'entity'>>(files: readonly F[]): F[] =>
  [...files].sort((a, b) => entityTypes.indexOf(a.entity) - entityTypes.indexOf(b.entity));

/** The parts of an outcome bar, in the order they are drawn and listed; named in the page's language when called. */
export const outcomeParts = (o: Outcome) => [
  { label: i18next.t('importHistory:outcome.created'), value: o.created, tone: 'created' },
  { label: i18next.t('importHistory:outcome.updated'), value: o.updated, tone: 'updated' },
  { label: i18next.t('importHistory:outcome.deleted'), value: o.deleted, tone: 'deleted' },
  { label: i18next.t('importHistory:outcome.failed'), value: o.failed, tone: 'failed' },
  { label: i18next.t('importHistory:outcome.skipped'), value: o.skipped, tone: 'skipped' },
  ...(notYetProcessed(o) > 0 ? [{ label: i18next.t('importHistory:outcome.pending'), value: notYetProcessed(o), tone: 'pending' }] : []),
];

/**
 * The outcome in one sentence whose numbers add up to the file's elements: "686 elements: 400 created, 273 updated,
 * 0 deleted, 13 failed, 0 skipped." Deletions of what a full file did not name come after, apart.
 */
export const outcomeSentence = (o: Outcome, status?: EntityFileStatus): string => {
  if (o.total === 0) {
    if (status === 'failed') return i18next.t('importHistory:outcome.fileUnreadable');
    if (status === 'finished') return i18next.t('importHistory:outcome.fileEmpty');
    if (status === 'skipped') return i18next.t('importHistory:outcome.fileSkipped');
    return i18next.t('importHistory:outcome.nothingCounted');
  }
  const pending = notYetProcessed(o);
  const sentence =
    pending > 0
      ? i18next.t('importHistory:outcome.sentencePending', { ...o, count: o.total, pending, percent: percentProcessed(o) })
      : i18next.t('importHistory:outcome.sentence', { ...o, count: o.total });
  return o.removedNotInFile > 0 ? `${sentence} ${i18next.t('importHistory:outcome.alsoRemoved', { removed: o.removedNotInFile })}` : sentence;
};

/** "attributes", "categories and products": names joined in the page's language. */
const joined = (names: string[]) => names.reduce((first, second) => i18next.t('importHistory:and', { first, second }));

/** One sentence on how the import ended (empty while it runs); with failures it never reads as a plain success. */
export function describeOutcome(record: ImportRecord): string {
  if (!isTerminalImportStatus(record.status)) return '';
  const o = importOutcome(record);
  const { failed, succeeded, removedNotInFile: removed } = o;
  // deletions of what a full file did not name come apart, since they are not its elements
  const counts = removed > 0 ? i18next.t('importHistory:outcome.countsRemoved', { ...o, removed }) : i18next.t('importHistory:outcome.counts', o);
  if (record.status === 'finished') {
    if (failed === 0) return i18next.t('importHistory:outcome.finished', { counts });
    if (succeeded === 0) return i18next.t('importHistory:outcome.finishedAllFailed', { count: failed, counts });
    return i18next.t('importHistory:outcome.finishedWithFailures', { count: failed, counts });
  }
  const names = (status: EntityFileStatus) =>
    inProcessingOrder(record.entityFiles)
      .filter((f) => f.status === status)
      .map((f) => entityLabelInText(f.entity));
  const files = names('failed');
  const skipped = names('skipped');
  if (files.length && skipped.length) return i18next.t('importHistory:outcome.abortedUnreadableSkipped', { files: joined(files), skipped: joined(skipped), counts });
  if (files.length) return i18next.t('importHistory:outcome.abortedUnreadable', { files: joined(files), counts });
  if (skipped.length) return i18next.t('importHistory:outcome.abortedSkipped', { skipped: joined(skipped), counts });
  return i18next.t('importHistory:outcome.aborted', { counts });
}

import type { EntityFile, EntityFileStatus, ImportRecord, ImportStatus } from '@/contract';
import type { BadgeTone } from '@/components/ui/Badge';
import { i18next } from '@/i18n/i18n';
import { fileOutcome, importOutcome, type Outcome } from './importOutcome';

/** The tone of an import's or a file's status as the service says it (both spell "processing" and "finished" alike). */
const statusTone: Record<ImportStatus | EntityFileStatus, BadgeTone> = {
  new: 'neutral',
  awaitingUpload: 'neutral',
  uploaded: 'neutral',
  started: 'info',
  queued: 'info',
  processing: 'info',
  finished: 'success',
  failed: 'danger',
  aborted: 'danger',
  skipped: 'warning',
};

/** An import's status in words (`importHistory:status.*`), read in the page's language when called. */
export const importStatusLabel = (status: ImportStatus) => i18next.t(`importHistory:status.${status}`);

/**
 * How an import or a file reads for the merchant (a label, its tone, and one sentence saying what it means), in the
 * page's language, taking its failures into account: the service says "finished" even when every element failed.
 */
const reading = (status: ImportStatus | EntityFileStatus, label: string, description: string, outcome: Outcome, of: 'import' | 'file') => {
  const { failed, succeeded } = outcome;
  if (status !== 'finished' || failed === 0) return { label, tone: statusTone[status], description, failed };
  const withFailures = i18next.t('importHistory:reading.finishedWithFailures', { count: failed });
  if (succeeded === 0) {
    const allFailed = i18next.t(of === 'import' ? 'importHistory:reading.allFailedImport' : 'importHistory:reading.allFailedFile', { count: failed });
    return { label: withFailures, tone: 'danger' as const, description: allFailed, failed };
  }
  const processed = i18next.t('importHistory:elements', { count: outcome.processed });
  return { label: withFailures, tone: 'warning' as const, description: i18next.t('importHistory:reading.someFailed', { count: failed, processed }), failed };
};

export const importReading = ({ status, entityFiles }: Pick<ImportRecord, 'status' | 'entityFiles'>) =>
  reading(status, importStatusLabel(status), i18next.t(`importHistory:statusDescription.${status}`), importOutcome({ entityFiles }), 'import');

export const fileReading = (file: EntityFile) => {
  const { status } = file;
  return reading(status, i18next.t(`importHistory:fileStatus.${status}`), i18next.t(`importHistory:fileStatusDescription.${status}`), fileOutcome(file), 'file');
};

/** The tone of the ending: green only when nothing failed. */
export const outcomeTone = (record: ImportRecord): Exclude<BadgeTone, 'neutral' | 'info'> => {
  const { tone } = importReading(record);
  return tone === 'success' || tone === 'warning' ? tone : 'danger';
};

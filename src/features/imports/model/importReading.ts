import type { EntityFile, EntityFileStatus, ImportRecord, ImportStatus } from '@/api';
import type { BadgeTone } from '@/components/ui/Badge';
import { i18next } from '@/i18n/i18n';
import { fileOutcome, importOutcome, type Outcome } from './importOutcome';

interface StatusDisplay {
  label: string;
  tone: BadgeTone;
  /** one sentence saying what the state means for the merchant */
  description: string;
}

const importStatusTone: Record<ImportStatus, BadgeTone> = { new: 'neutral', started: 'info', processing: 'info', finished: 'success', aborted: 'danger' };

const entityFileStatusTone: Record<EntityFileStatus, BadgeTone> = {
  awaitingUpload: 'neutral',
  uploaded: 'neutral',
  queued: 'info',
  processing: 'info',
  finished: 'success',
  failed: 'danger',
  skipped: 'warning',
};

/** An import's status in words (`imports:status.*`), read in the page's language when called. */
export const importStatusLabel = (status: ImportStatus) => i18next.t(`imports:status.${status}`);

const importStatusDisplay = (status: ImportStatus): StatusDisplay => ({
  label: importStatusLabel(status),
  tone: importStatusTone[status],
  description: i18next.t(`imports:statusDescription.${status}`),
});

const entityFileStatusDisplay = (status: EntityFileStatus): StatusDisplay => ({
  label: i18next.t(`imports:fileStatus.${status}`),
  tone: entityFileStatusTone[status],
  description: i18next.t(`imports:fileStatusDescription.${status}`),
});

/**
 * How an import or a file reads for the merchant, taking its failures into account: the service
 * says "finished" even when every element failed, and a green "Finished" would then lie. The
 * words are read in the page's language when it is called, during a render.
 */
type Reading = StatusDisplay & { failed: number };

const reading = (base: StatusDisplay, outcome: Outcome, finished: boolean, of: 'import' | 'file'): Reading => {
  const { failed, succeeded } = outcome;
  if (!finished || failed === 0) return { ...base, failed };
  const label = i18next.t('imports:reading.finishedWithFailures', { count: failed });
  if (succeeded === 0) {
    const description = i18next.t(of === 'import' ? 'imports:reading.allFailedImport' : 'imports:reading.allFailedFile', { count: failed });
    return { label, tone: 'danger', description, failed };
  }
  const description = i18next.t('imports:reading.someFailed', { count: failed, processed: i18next.t('imports:elements', { count: outcome.processed }) });
  return { label, tone: 'warning', description, failed };
};

export const importReading = (record: Pick<ImportRecord, 'status' | 'entityFiles'>): Reading =>
  reading(importStatusDisplay(record.status), importOutcome(record), record.status === 'finished', 'import');

export const fileReading = (file: EntityFile): Reading => reading(entityFileStatusDisplay(file.status), fileOutcome(file), file.status === 'finished', 'file');

/** The tone of the ending: green only when nothing failed. */
export const outcomeTone = (record: ImportRecord): Exclude<BadgeTone, 'neutral' | 'info'> => {
  const { tone } = importReading(record);
  return tone === 'success' || tone === 'warning' ? tone : 'danger';
};

import type { BadgeTone } from '@/components/ui/Badge';
import type { EntityFile, ImportRecord } from '@/api';
import { i18next } from '@/i18n/i18n';
import { entityFileStatusDisplay, importStatusDisplay, type StatusDisplay } from '@/features/imports/model/importStatusDisplay';
import { fileOutcome, importOutcome, type Outcome } from './importOutcome';

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

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
export type Reading = StatusDisplay & { failed: number };

const failuresLabel = (failed: number) => i18next.t('imports:reading.finishedWithFailures', { count: failed });

const finishedReading = (base: StatusDisplay, outcome: Outcome, of: 'import' | 'file'): Reading => {
  const { failed, succeeded } = outcome;
  if (failed === 0) return { ...base, failed };
  if (succeeded === 0) {
    const description =
      of === 'import' ? i18next.t('imports:reading.allFailedImport', { count: failed }) : i18next.t('imports:reading.allFailedFile', { count: failed });
    return { label: failuresLabel(failed), tone: 'danger', description, failed };
  }
  return {
    label: failuresLabel(failed),
    tone: 'warning',
    description: i18next.t('imports:reading.someFailed', { count: failed, processed: i18next.t('imports:elements', { count: outcome.processed }) }),
    failed,
  };
};

export const importReading = (record: Pick<ImportRecord, 'status' | 'entityFiles'>): Reading => {
  const base = importStatusDisplay(record.status);
  if (record.status !== 'finished') return { ...base, failed: importOutcome(record).failed };
  return finishedReading(base, importOutcome(record), 'import');
};

export const fileReading = (file: EntityFile): Reading => {
  const base = entityFileStatusDisplay(file.status);
  if (file.status !== 'finished') return { ...base, failed: fileOutcome(file).failed };
  return finishedReading(base, fileOutcome(file), 'file');
};

/** The tone of the ending: green only when nothing failed. */
export const outcomeTone = (record: ImportRecord): Exclude<BadgeTone, 'neutral' | 'info'> => {
  const { tone } = importReading(record);
  return tone === 'success' || tone === 'warning' ? tone : 'danger';
};

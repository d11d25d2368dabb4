import type { BadgeTone } from '@/components/ui/Badge';
import type { EntityFile, ImportRecord } from '@/api';
import { plural } from '@/i18n/format';
import { entityFileStatusDisplay, importStatusDisplay, type StatusDisplay } from '@/features/imports/model/importStatusDisplay';
import { fileOutcome, importOutcome, type Outcome } from './importOutcome';

/**
 * How an import or a file reads for the merchant, taking its failures into account: the service
 * says "finished" even when every element failed, and a green "Finished" would then lie.
 */
export type Reading = StatusDisplay & { failed: number };

const failuresLabel = (failed: number) => `Finished with ${plural(failed, 'failure')}`;

const finishedReading = (base: StatusDisplay, outcome: Outcome, what: string): Reading => {
  const { failed, succeeded } = outcome;
  if (failed === 0) return { ...base, failed };
  if (succeeded === 0) {
    return {
      label: failuresLabel(failed),
      tone: 'danger',
      description: `All ${plural(failed, 'element')} failed: nothing from ${what} was imported. The errors below say why.`,
      failed,
    };
  }
  return {
    label: failuresLabel(failed),
    tone: 'warning',
    description: `${plural(failed, 'element')} of ${plural(outcome.processed, 'element')} failed; the others were imported. The errors below say why.`,
    failed,
  };
};

export const importReading = (record: Pick<ImportRecord, 'status' | 'entityFiles'>): Reading => {
  const base = importStatusDisplay[record.status];
  if (record.status !== 'finished') return { ...base, failed: importOutcome(record).failed };
  return finishedReading(base, importOutcome(record), 'the files');
};

export const fileReading = (file: EntityFile): Reading => {
  const base = entityFileStatusDisplay[file.status];
  if (file.status !== 'finished') return { ...base, failed: fileOutcome(file).failed };
  return finishedReading(base, fileOutcome(file), 'the file');
};

/** The tone of the ending: green only when nothing failed. */
export const outcomeTone = (record: ImportRecord): Exclude<BadgeTone, 'neutral' | 'info'> => {
  const { tone } = importReading(record);
  return tone === 'success' || tone === 'warning' ? tone : 'danger';
};

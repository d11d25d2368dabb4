import type { EntityFile, ImportRecord } from '@/contract';
import { i18next } from '@/i18n/i18n';
import { fileOutcome, importOutcome, type Outcome } from '@/features/importHistory/status/importOutcome';
import { fileReading, importReading } from '@/features/importHistory/status/importReading';

type Reading = ReturnType<typeof importReading>;

/**
 * How an import or a file reads on the detail page, as the history reads it (the same tone) but with no numbers, since
 * the outcome's sentence below gives them once. Failures still show: "Finished with failures", amber, or red when
 * nothing went in; never a green "Finished".
 */
const countFree = (reading: Reading, status: string, { failed, succeeded }: Outcome, of: 'import' | 'file') => {
  if (status !== 'finished' || failed === 0) return reading;
  const label = i18next.t('importHistory:detail.reading.finishedWithFailures');
  return { ...reading, label, description: i18next.t(succeeded === 0 ? `importHistory:detail.reading.allFailed.${of}` : `importHistory:detail.reading.someFailed.${of}`) };
};

export const importDetailReading = (record: Pick<ImportRecord, 'status' | 'entityFiles'>) =>
  countFree(importReading(record), record.status, importOutcome(record), 'import');

export const fileDetailReading = (file: EntityFile) => countFree(fileReading(file), file.status, fileOutcome(file), 'file');

import { isTerminalImportStatus } from '@/api/terms';
import type { EntityFileStatus, ImportRecord } from '@/api';
import type { BadgeTone } from '@/components/ui/Badge';
import { formatCount, plural } from '@/lib/format';
import { entityLabelInText } from '@/features/imports/model/entityLabels';
import { importReading } from '@/features/imports/model/importReading';
import { importOutcome, inProcessingOrder } from '@/features/imports/model/importTotals';

/** The counts in one clause; deletions of what a full file did not name come apart, since they are not its elements. */
const countsText = (record: ImportRecord) => {
  const o = importOutcome(record);
  const counts = `${formatCount(o.created)} created, ${formatCount(o.updated)} updated, ${formatCount(o.deleted)} deleted, ${formatCount(o.failed)} failed`;
  return o.removedNotInFile > 0 ? `${counts}; ${formatCount(o.removedNotInFile)} removed that were not in the file` : counts;
};

/**
 * One sentence on how the import ended, for the announcement, the notice and the page; empty
 * while it runs. With failures it never reads as a plain success.
 */
export function describeOutcome(record: ImportRecord): string {
  if (!isTerminalImportStatus(record.status)) return '';
  const counts = countsText(record);
  if (record.status === 'finished') {
    const { failed, succeeded } = importOutcome(record);
    if (failed === 0) return `Import finished: ${counts}.`;
    if (succeeded === 0) return `Import finished with ${plural(failed, 'failure')}: every element failed, nothing was imported. ${counts}.`;
    return `Import finished with ${plural(failed, 'failure')}: ${counts}.`;
  }
  const names = (status: EntityFileStatus) =>
    inProcessingOrder(record.entityFiles)
      .filter((f) => f.status === status)
      .map((f) => entityLabelInText(f.entity));
  const failedFiles = names('failed');
  const skipped = names('skipped');
  return [
    'Import aborted',
    failedFiles.length ? `: the ${failedFiles.join(' and ')} file could not be read` : '',
    skipped.length ? `; ${skipped.join(' and ')} skipped` : '',
    `. ${counts}.`,
  ].join('');
}

/** The tone of the ending: green only when nothing failed. */
export const outcomeTone = (record: ImportRecord): Exclude<BadgeTone, 'neutral' | 'info'> => {
  const { tone } = importReading(record);
  return tone === 'success' || tone === 'warning' ? tone : 'danger';
};

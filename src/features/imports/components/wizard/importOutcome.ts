import { isTerminalImportStatus, type EntityFileStatus, type ImportRecord } from '../../../../api';
import { formatCount } from '../../../../lib/format';
import { entityLabelInText } from '../shared/entityLabels';
import { importOutcome, inProcessingOrder, succeededOperations } from '../shared/importTotals';

/** One sentence on how the import ended, for the announcement, the notice and the page; empty while it runs. */
export function describeOutcome(record: ImportRecord): string {
  if (!isTerminalImportStatus(record.status)) return '';
  const { created, updated, deleted } = succeededOperations(record);
  const { failed } = importOutcome(record);
  const counts = `${formatCount(created)} created, ${formatCount(updated)} updated, ${formatCount(deleted)} deleted, ${formatCount(failed)} failed`;
  if (record.status === 'finished') return `Import finished: ${counts}.`;
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

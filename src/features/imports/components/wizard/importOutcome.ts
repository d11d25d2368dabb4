import { entityTypes, isTerminalImportStatus, type ImportRecord, type ImportStatus } from '../../../../api';
import { formatCount } from '../../../../lib/format';
import { entityWords } from './entityWords';

export const importStatusWords: Record<ImportStatus, string> = {
  new: 'Not started',
  started: 'Started',
  processing: 'Processing',
  finished: 'Finished',
  aborted: 'Aborted',
};

/** The import's files in the order the service processes them. */
export const filesInOrder = (record: ImportRecord) =>
  [...record.entityFiles].sort((a, b) => entityTypes.indexOf(a.entity) - entityTypes.indexOf(b.entity));

/** One sentence on how the import ended, for the announcement, the notice and the page. */
export function describeOutcome(record: ImportRecord): string {
  if (!isTerminalImportStatus(record.status)) return '';
  const sum = (pick: (f: ImportRecord['entityFiles'][number]) => number) => record.entityFiles.reduce((n, f) => n + pick(f), 0);
  const created = sum((f) => f.created.succeeded);
  const updated = sum((f) => f.updated.succeeded);
  const deleted = sum((f) => f.deleted.succeeded);
  const failed = sum((f) => f.created.failed + f.updated.failed + f.deleted.failed);
  const counts = `${formatCount(created)} created, ${formatCount(updated)} updated, ${formatCount(deleted)} deleted, ${formatCount(failed)} failed`;
  if (record.status === 'finished') return `Import finished: ${counts}.`;
  const names = (status: string) =>
    filesInOrder(record)
      .filter((f) => f.status === status)
      .map((f) => entityWords[f.entity].plural);
  const failedFiles = names('failed');
  const skipped = names('skipped');
  return [
    'Import aborted',
    failedFiles.length ? `: the ${failedFiles.join(' and ')} file could not be read` : '',
    skipped.length ? `; ${skipped.join(' and ')} skipped` : '',
    `. ${counts}.`,
  ].join('');
}

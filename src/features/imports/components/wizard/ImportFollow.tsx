import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { isTerminalImportStatus, type ImportRecord, type ImportStatus } from '../../../../api';
import { Badge } from '../../../../components/ui/Badge';
import { useToast } from '../../../../components/ui/Toast';
import { durationBetween, formatDateTime } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { EntityProgress } from './EntityProgress';
import { describeOutcome, filesInOrder, importStatusWords } from './importOutcome';

const statusTone = (s: ImportStatus) => (s === 'finished' ? 'success' : s === 'aborted' ? 'danger' : s === 'new' ? 'neutral' : 'info');

/** Tells once, with a notice, when an import seen running here comes to its end. */
function useEndNotice(record: ImportRecord) {
  const { notify } = useToast();
  const seen = useRef<ImportStatus | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = record.status;
    if (before && !isTerminalImportStatus(before) && isTerminalImportStatus(record.status)) {
      notify(describeOutcome(record), record.status === 'finished' ? 'success' : 'danger');
    }
  }, [record, notify]);
}

/** The import running: overall status, then each entity type in processing order, live. */
export function ImportFollow({ merchantCode, record }: { merchantCode: string; record: ImportRecord }) {
  useEndNotice(record);
  const ended = isTerminalImportStatus(record.status);
  const outcome = describeOutcome(record);
  const logLink = (
    <Link to={paths.import(merchantCode, record.importRef)}>See the log of this import</Link>
  );
  return (
    <section aria-labelledby="import-progress-title" className="stack">
      <div className="row-between">
        <h2 id="import-progress-title">Progress</h2>
        <Badge tone={statusTone(record.status)}>{record.status === 'new' ? 'Starting' : importStatusWords[record.status]}</Badge>
      </div>
      <p className="muted">
        Created {formatDateTime(record.createDate)}
        {record.startDate && ` · started ${formatDateTime(record.startDate)}`}
        {record.endDate && ` · ended ${formatDateTime(record.endDate)} · took ${durationBetween(record.startDate, record.endDate)}`}
      </p>
      {/* always in the page, so that the end is announced when it comes */}
      <div
        role="status"
        aria-live="polite"
        className={ended ? `alert alert-${record.status === 'finished' ? 'success' : 'danger'}` : 'visually-hidden'}
      >
        {ended ? (
          <>
            <strong>{outcome}</strong> {logLink}
          </>
        ) : (
          'The import is running. This page follows it; you may also leave and come back.'
        )}
      </div>
      <ol className="wizard-follow-files" aria-label="Files of the import, in processing order">
        {filesInOrder(record).map((file) => (
          <EntityProgress key={file.entity} file={file} />
        ))}
      </ol>
      <nav aria-label="After this import" className="row">
        {logLink}
        <Link to={paths.imports(merchantCode)}>All imports</Link>
        <Link to={paths.newImport(merchantCode)}>Start another import</Link>
      </nav>
    </section>
  );
}

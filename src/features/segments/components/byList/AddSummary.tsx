import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { toCsv } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import { errorMessage, isApiError } from '@/lib/errors';
import { formatCount, plural } from '@/i18n/format';
import type { BatchAddReport } from '@/features/segments/bulk/addInBatches';
import { notAddedCsvRows, type NotAddedRow } from '@/features/segments/bulk/notAddedReport';
import { NotAddedList } from './NotAddedList';

interface AddSummaryProps {
  segmentName: string;
  segmentCode: string;
  segmentPath: string;
  report: BatchAddReport;
  notAdded: NotAddedRow[];
  /** entries left out at review (not sent) */
  leftOut: number;
  retrying: boolean;
  onRetry: () => void;
  onStartOver: () => void;
}

/** The lines of the result table; `key` is also written to `data-result`, for tests. */
const resultRows = (report: BatchAddReport, leftOut: number) => [
  { key: 'added', label: 'Added', count: report.added.length },
  { key: 'alreadyMembers', label: 'Already members when added', count: report.alreadyMembers.length },
  { key: 'refused', label: 'Refused by the service', count: report.refused.length },
  { key: 'rest', label: 'Not sent because a request failed', count: report.rest.length },
  { key: 'leftOut', label: 'Left out at review', count: leftOut },
];

/** The end of an add by list: what was added, what was not and why, a download of the latter. */
export function AddSummary({ segmentName, segmentCode, segmentPath, report, notAdded, leftOut, retrying, onRetry, onStartOver }: AddSummaryProps) {
  const stopped = report.rest.length > 0;
  const segmentGone = isApiError(report.error) && report.error.kind === 'notFound';
  return (
    <div className="stack">
      {stopped ? (
        <Alert
          tone="danger"
          title={`Added ${plural(report.added.length, 'member')}; ${plural(report.rest.length, 'member')} not added because a request failed`}
          action={
            segmentGone ? undefined : (
              <Button variant="primary" busy={retrying} onClick={onRetry}>
                Retry the rest ({plural(report.rest.length, 'member')})
              </Button>
            )
          }
        >
          {errorMessage(report.error)}{' '}
          {segmentGone
            ? 'The segment was deleted meanwhile, so the rest cannot be added.'
            : 'Everything added so far stays added; retrying sends only the rest.'}
        </Alert>
      ) : (
        <Alert tone="success" title={`Added ${plural(report.added.length, 'member')} to ${segmentName}.`}>
          {notAdded.length ? `${plural(notAdded.length, 'entry', 'entries')} of the list were not added; they are listed below with the reason, and in the download.` : 'Every address of the list was added.'}
        </Alert>
      )}
      <div className="table-wrap contained counts-table">
        <table className="table">
          <caption className="visually-hidden">Result of the add</caption>
          <tbody>
            {resultRows(report, leftOut).map(({ key, label, count }) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td className="num" data-result={key}>
                  {formatCount(count)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <NotAddedList rows={notAdded} />
      <div className="form-actions">
        {notAdded.length > 0 && (
          <Button onClick={() => downloadText(`not-added-to-${segmentCode}.csv`, toCsv(notAddedCsvRows(notAdded)), 'text/csv')}>
            Download the {plural(notAdded.length, 'entry', 'entries')} not added (CSV)
          </Button>
        )}
        <Link className="btn btn-secondary" to={segmentPath}>
          Back to {segmentName}
        </Link>
        <Button variant="ghost" onClick={onStartOver}>
          Add another list
        </Button>
      </div>
    </div>
  );
}

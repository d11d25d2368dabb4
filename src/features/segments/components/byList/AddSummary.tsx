import { ErrorMessage } from '@/components/ui/ErrorMessage';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { toCsv } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import { isApiError } from '@/lib/errors';
import { formatCount } from '@/i18n/format';
import type { BatchAddReport } from '@/features/segments/bulk/addInBatches';
import { notAddedCsvRows, type NotAddedRow } from '@/features/segments/bulk/notAddedReport';
import { BackTo } from '../SegmentParts';
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
const resultRows = (t: TFunction<'segments'>, report: BatchAddReport, leftOut: number) => [
  { key: 'added', label: t('byList.summary.added'), count: report.added.length },
  { key: 'alreadyMembers', label: t('byList.summary.alreadyMembers'), count: report.alreadyMembers.length },
  { key: 'refused', label: t('byList.summary.refused'), count: report.refused.length },
  { key: 'rest', label: t('byList.summary.rest'), count: report.rest.length },
  { key: 'leftOut', label: t('byList.summary.leftOut'), count: leftOut },
];

/** The end of an add by list: what was added, what was not and why, a download of the latter. */
export function AddSummary({ segmentName, segmentCode, segmentPath, report, notAdded, leftOut, retrying, onRetry, onStartOver }: AddSummaryProps) {
  const { t } = useTranslation('segments');
  const stopped = report.rest.length > 0;
  const segmentGone = isApiError(report.error) && report.error.kind === 'notFound';
  return (
    <div className="stack">
      {stopped ? (
        <Alert
          tone="danger"
          title={t('byList.summary.stopped', { added: t('memberCount', { count: report.added.length }), notAdded: t('memberCount', { count: report.rest.length }) })}
          action={
            segmentGone ? undefined : (
              <Button variant="primary" busy={retrying} onClick={onRetry}>
                {t('byList.summary.retry', { count: report.rest.length })}
              </Button>
            )
          }
        >
          <ErrorMessage error={report.error} /> {segmentGone ? t('byList.summary.segmentGone') : t('byList.summary.retryHint')}
        </Alert>
      ) : (
        <Alert tone="success" title={t('addedMembersTo', { count: report.added.length, name: segmentName })}>
          {notAdded.length ? t('byList.summary.someNotAdded', { count: notAdded.length }) : t('byList.summary.allAdded')}
        </Alert>
      )}
      <div className="table-wrap contained counts-table">
        <table className="table">
          <caption className="visually-hidden">{t('byList.summary.caption')}</caption>
          <tbody>
            {resultRows(t, report, leftOut).map(({ key, label, count }) => (
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
          <Button onClick={() => downloadText(t('byList.summary.fileName', { code: segmentCode }), toCsv(notAddedCsvRows(t, notAdded)), 'text/csv')}>
            {t('byList.summary.download', { count: notAdded.length })}
          </Button>
        )}
        <Link className="btn btn-secondary" to={segmentPath}>
          <BackTo name={segmentName} />
        </Link>
        <Button variant="ghost" onClick={onStartOver}>
          {t('byList.summary.another')}
        </Button>
      </div>
    </div>
  );
}

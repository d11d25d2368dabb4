import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { toCsv } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import { formatCount } from '@/i18n/format';
import type { Segment } from '@/api';
import { isSegmentGone } from '@/features/segments/api/segments';
import type { BatchAddReport } from '@/features/segments/bulk/addInBatches';
import { notAddedCsvRows, reasonText, type NotAddedRow } from '@/features/segments/bulk/notAddedReport';
import { BackTo } from '../SegmentParts';
import { CountsTable } from './ReviewStep';

/** How many entries not added the page lists; the download holds them all. */
const notAddedShown = 100;

interface AddSummaryProps {
  merchantCode: string;
  segment: Segment;
  report: BatchAddReport;
  notAdded: NotAddedRow[];
  /** entries left out at review (not sent) */
  leftOut: number;
  onRetry: () => void;
  onStartOver: () => void;
}

/** The end of an add by list: what was added, what was not and why, a download of the latter. */
export function AddSummary({ merchantCode, segment, report, notAdded, leftOut, onRetry, onStartOver }: AddSummaryProps) {
  const { t } = useTranslation('segments');
  const stopped = report.rest.length > 0;
  const segmentGone = isSegmentGone(report.error);
  // the entries of the list that did not become members, each with its reason
  const shown = notAdded.slice(0, notAddedShown);
  const notAddedColumns: Column<NotAddedRow>[] = [
    { key: 'line', header: t('byList.notAdded.line'), numeric: true, cell: (r) => (r.line > 0 ? formatCount(r.line) : '—') },
    {
      key: 'entry',
      header: t('byList.notAdded.entry'),
      className: 'break',
      cell: (r) => (r.text ? <span translate="no">{r.text}</span> : <span className="muted">{t('byList.notAdded.empty')}</span>),
    },
    { key: 'reason', header: t('byList.notAdded.reason'), cell: (r) => reasonText(t, r.reason) },
  ];
  return (
    <div className="stack">
      {stopped ? (
        <Alert
          tone="danger"
          title={t('byList.summary.stopped', { added: t('memberCount', { count: report.added.length }), notAdded: t('memberCount', { count: report.rest.length }) })}
          action={
            segmentGone ? undefined : (
              <Button variant="primary" onClick={onRetry}>
                {t('byList.summary.retry', { count: report.rest.length })}
              </Button>
            )
          }
        >
          <ErrorMessage error={report.error} /> {segmentGone ? t('byList.summary.segmentGone') : t('byList.summary.retryHint')}
        </Alert>
      ) : (
        <Alert tone="success" title={t('addedMembersTo', { count: report.added.length, name: segment.name })}>
          {notAdded.length ? t('byList.summary.someNotAdded', { count: notAdded.length }) : t('byList.summary.allAdded')}
        </Alert>
      )}
      <CountsTable
        caption={t('byList.summary.caption')}
        dataName="result"
        rows={[
          { key: 'added', label: t('byList.summary.added'), count: report.added.length },
          { key: 'alreadyMembers', label: t('byList.summary.alreadyMembers'), count: report.alreadyMembers.length },
          { key: 'refused', label: t('byList.summary.refused'), count: report.refused.length },
          { key: 'rest', label: t('byList.summary.rest'), count: report.rest.length },
          { key: 'leftOut', label: t('byList.summary.leftOut'), count: leftOut },
        ]}
      />
      {notAdded.length > 0 && (
        <section className="stack" aria-labelledby="not-added-heading">
          <h2 id="not-added-heading">{t('byList.notAdded.heading', { count: notAdded.length })}</h2>
          <DataTable
            caption={notAdded.length > shown.length ? t('byList.notAdded.captionFirst', { count: shown.length }) : t('byList.notAdded.caption')}
            columns={notAddedColumns}
            rowHeader="entry"
            rows={shown}
            rowKey={(r) => `${r.line}|${r.text}|${r.customerIds}|${r.reason.code}`}
            wrapClassName="contained"
          />
          {notAdded.length > shown.length && <p className="muted">{t('byList.notAdded.more', { count: notAdded.length - shown.length })}</p>}
        </section>
      )}
      <div className="form-actions">
        {notAdded.length > 0 && (
          <Button onClick={() => downloadText(t('byList.summary.fileName', { code: segment.code }), toCsv(notAddedCsvRows(t, notAdded)), 'text/csv')}>
            {t('byList.summary.download', { count: notAdded.length })}
          </Button>
        )}
        <BackTo merchantCode={merchantCode} segment={segment} className="btn btn-secondary" />
        <Button variant="ghost" onClick={onStartOver}>
          {t('byList.summary.another')}
        </Button>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { Segment } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmailText } from '@/components/ui/EmailText';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { formatCount } from '@/i18n/format';
import { toCsv } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import { isSegmentGone } from '../api/segments';
import { BackTo } from '../SegmentFrame';
import type { BatchReport } from './changeInBatches';
import { textsOf, type Direction } from './classifyAddresses';
import { CountsTable } from './CountsTable';
import { reasonText, unchangedCsvRows, type UnchangedRow } from './unchangedRows';

/** How many entries not added (or removed) the page lists; the download holds them all. */
const notAddedShown = 100;

/** What the flow hands either direction's summary. */
export interface ListSummaryProps {
  segment: Segment;
  report: BatchReport;
  notAdded: UnchangedRow[];
  /** entries left out at review (not sent) */
  leftOut: number;
  onRetry: () => void;
  onStartOver: () => void;
}

/** What a direction puts into the summary. */
interface ListSummaryParts {
  direction: Direction;
  /** the title when every batch was answered, e.g. "Added 3 members to VIP customers." */
  doneTitle: string;
}

/** The end of an add (or removal) by list: what was changed, what was not and why, a download of the latter. */
export function ListSummary({ direction, doneTitle, segment, report, notAdded, leftOut, onRetry, onStartOver }: ListSummaryProps & ListSummaryParts) {
  const { t } = useTranslation('segments');
  const texts = textsOf(direction);
  const stopped = report.rest.length > 0;
  const segmentGone = isSegmentGone(report.error);
  const shown = notAdded.slice(0, notAddedShown);
  const notAddedColumns: Column<UnchangedRow>[] = [
    { key: 'line', header: t('byList.notAdded.line'), numeric: true, cell: (r) => (r.line > 0 ? formatCount(r.line) : '—') },
    {
      key: 'entry',
      header: t('byList.notAdded.entry'),
      cell: (r) => (r.text ? <EmailText address={r.text} /> : <span className="muted">{t('byList.notAdded.empty')}</span>),
    },
    { key: 'reason', header: t(`${texts}.notAdded.reason`), cell: (r) => reasonText(t, r.reason, direction) },
  ];
  const changed = t('memberCount', { count: report.changed.length });
  const notChanged = t('memberCount', { count: report.rest.length });
  return (
    <div className="stack">
      {stopped ? (
        <Alert
          tone="danger"
          title={t(`${texts}.summary.stopped`, { added: changed, notAdded: notChanged, removed: changed, notRemoved: notChanged })}
          action={
            segmentGone ? undefined : (
              <Button variant="primary" onClick={onRetry}>{t('byList.summary.retry', { count: report.rest.length })}</Button>
            )
          }
        >
          <ErrorMessage error={report.error} /> {segmentGone ? t(`${texts}.summary.segmentGone`) : t(`${texts}.summary.retryHint`)}
        </Alert>
      ) : (
        <Alert tone="success" title={doneTitle}>
          {notAdded.length ? t(`${texts}.summary.someNotAdded`, { count: notAdded.length }) : t(`${texts}.summary.allAdded`)}
        </Alert>
      )}
      <CountsTable
        caption={t(`${texts}.summary.caption`)}
        dataName="result"
        rows={[
          { key: 'added', label: t(`${texts}.summary.added`), count: report.changed.length },
          { key: 'alreadyMembers', label: t(`${texts}.summary.alreadyMembers`), count: report.unchanged.length },
          { key: 'refused', label: t('byList.summary.refused'), count: report.refused.length },
          { key: 'rest', label: t('byList.summary.rest'), count: report.rest.length },
          { key: 'leftOut', label: t('byList.summary.leftOut'), count: leftOut },
        ]}
      />
      {notAdded.length > 0 && (
        <section className="stack" aria-labelledby="not-added-heading">
          <h2 id="not-added-heading">{t(`${texts}.notAdded.heading`, { count: notAdded.length })}</h2>
          <DataTable
            caption={notAdded.length > shown.length ? t(`${texts}.notAdded.captionFirst`, { count: shown.length }) : t(`${texts}.notAdded.caption`)}
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
          <Button
            onClick={() => downloadText(t(`${texts}.summary.fileName`, { code: segment.code }), toCsv(unchangedCsvRows(t, notAdded, direction)), 'text/csv')}
          >
            {t(`${texts}.summary.download`, { count: notAdded.length })}
          </Button>
        )}
        <BackTo segment={segment} className="btn btn-secondary" />
        <Button variant="ghost" onClick={onStartOver}>{t(`${texts}.summary.another`)}</Button>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { formatCount } from '@/i18n/format';
import { reasonText, type NotAddedRow } from '@/features/segments/bulk/notAddedReport';

/** How many entries the page lists; the download holds them all. */
const notAddedShown = 100;

/** The entries of the list that did not become members, each with its reason, on the page. */
export function NotAddedList({ rows }: { rows: readonly NotAddedRow[] }) {
  const { t } = useTranslation('segments');
  if (rows.length === 0) return null;
  const shown = rows.slice(0, notAddedShown);
  const columns: Column<NotAddedRow>[] = [
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
    <section className="stack" aria-labelledby="not-added-heading">
      <h2 id="not-added-heading">{t('byList.notAdded.heading', { count: rows.length })}</h2>
      <DataTable
        caption={rows.length > shown.length ? t('byList.notAdded.captionFirst', { count: shown.length }) : t('byList.notAdded.caption')}
        columns={columns}
        rowHeader="entry"
        rows={shown}
        rowKey={(r) => `${r.line}|${r.text}|${r.customerIds}|${r.reason.code}`}
        wrapClassName="contained"
      />
      {rows.length > shown.length && <p className="muted">{t('byList.notAdded.more', { count: rows.length - shown.length })}</p>}
    </section>
  );
}

import { DataTable, type Column } from '@/components/ui/DataTable';
import { formatCount, plural } from '@/i18n/format';
import type { NotAddedRow } from '@/features/segments/bulk/notAddedReport';

/** How many entries the page lists; the download holds them all. */
const notAddedShown = 100;

const columns: Column<NotAddedRow>[] = [
  { key: 'line', header: 'Line', numeric: true, cell: (r) => (r.line > 0 ? formatCount(r.line) : '—') },
  { key: 'entry', header: 'Entry', className: 'break', cell: (r) => r.text || <span className="muted">(empty)</span> },
  { key: 'reason', header: 'Why it was not added', cell: (r) => r.reason },
];

/** The entries of the list that did not become members, each with its reason, on the page. */
export function NotAddedList({ rows }: { rows: readonly NotAddedRow[] }) {
  if (rows.length === 0) return null;
  const shown = rows.slice(0, notAddedShown);
  return (
    <section className="stack" aria-labelledby="not-added-heading">
      <h2 id="not-added-heading">Not added ({formatCount(rows.length)})</h2>
      <DataTable
        caption={`Entries not added, in list order${rows.length > shown.length ? `: the first ${formatCount(shown.length)}` : ''}`}
        columns={columns}
        rowHeader="entry"
        rows={shown}
        rowKey={(r) => `${r.line}|${r.text}|${r.customerIds}|${r.reason}`}
        wrapClassName="contained"
      />
      {rows.length > shown.length && (
        <p className="muted">
          And {plural(rows.length - shown.length, 'more entry', 'more entries')}: the download below lists every one.
        </p>
      )}
    </section>
  );
}

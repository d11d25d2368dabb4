import type { ReactNode } from 'react';
import { useOverflows } from './useOverflows';
import './table.css';

export interface Column<Row> {
  /** unique within the table */
  key: string;
  /** the column's name; it also labels each value on narrow screens where rows become cards */
  header: string;
  /** the header is read by screen readers but not shown (e.g. "Actions"); on a card its cell stands without a name */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** on a card, the value stands under its column's name, the card's whole width (lists, choices, long lines) */
  wideOnCard?: boolean;
  className?: string | ((row: Row) => string | undefined);
}

interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  onToggle: (rows: readonly Row[], selected: boolean) => void;
  /** the accessible name of a row's checkbox, e.g. "Select Anna Smith (anna@example.com)" */
  rowLabel: (row: Row) => string;
  /** the accessible name of the page's checkbox, e.g. "Select all 25 members on this page" */
  allLabel: string;
}

interface DataTableProps<Row> {
  /** what the table holds, for screen readers */
  caption: string;
  columns: readonly Column<Row>[];
  /** the column whose cell names the row (a `th scope="row"`), so each value is read with it */
  rowHeader: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** shown instead of the table when there are no rows */
  empty?: ReactNode;
  /** the rows shown are about to be replaced (the next page is on its way) */
  busy?: boolean;
  /** the rows are the previous page's, shown while the next one loads: drawn faded */
  stale?: boolean;
  selection?: RowSelection<Row>;
  className?: string;
  wrapClassName?: string;
  /** on narrow screens each row is a card, each value beside its column's name (`cards-on-phone`); false keeps the columns */
  cardsOnPhone?: boolean;
}

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;
const cellClass = <Row,>(c: Column<Row>, row: Row) =>
  classNames(c.numeric && 'num', c.hideHeader && 'cell-unnamed', c.wideOnCard && 'cell-wide', typeof c.className === 'function' ? c.className(row) : c.className);

/**
 * A table of rows with columns given as data: caption, row headers, optional selection, an empty state.
 * On a phone its rows are cards; where its columns are wider than the screen (a tablet), its frame
 * scrolls, says so with a shadow, and is a named region the keyboard can scroll.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, empty } = props;
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return <Table {...props} />;
}

function Table<Row>({ caption, columns, rowHeader, rows, rowKey, busy, stale, selection, className, wrapClassName, cardsOnPhone = true }: DataTableProps<Row>) {
  const [wrap, scrolls] = useOverflows<HTMLDivElement>('x');
  return (
    <div
      ref={wrap}
      className={classNames('table-wrap', wrapClassName, scrolls && 'is-scrolling')}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? caption : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      <table
        className={classNames('table', cardsOnPhone && 'cards-on-phone', cardsOnPhone && selection && 'cards-with-selection', className, stale && 'is-stale')}
        aria-busy={busy || stale || undefined}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="select-cell">
                <PageCheckbox rows={rows} selection={selection} />
              </th>
            )}
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.hideHeader ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <DataRow key={rowKey(row)} row={row} columns={columns} rowHeader={rowHeader} selection={selection} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row is a component of its own, so that a render React may interrupt (a deferred value) can pause between rows. */
function DataRow<Row>({ row, columns, rowHeader, selection }: { row: Row; columns: readonly Column<Row>[]; rowHeader: string; selection?: RowSelection<Row> }) {
  return (
    <tr>
      {selection && (
        <td className="select-cell">
          <input
            type="checkbox"
            aria-label={selection.rowLabel(row)}
            checked={selection.isSelected(row)}
            onChange={(e) => selection.onToggle([row], e.target.checked)}
          />
        </td>
      )}
      {columns.map((c) => {
        const className = cellClass(c, row);
        return c.key === rowHeader ? (
          <th key={c.key} scope="row" className={className}>{c.cell(row)}</th>
        ) : (
          <td key={c.key} className={className} data-label={c.header}>{c.cell(row)}</td>
        );
      })}
    </tr>
  );
}

/** Ticks or clears every row of the page; half-ticked when some are. */
function PageCheckbox<Row>({ rows, selection }: { rows: readonly Row[]; selection: RowSelection<Row> }) {
  const selectedOnPage = rows.filter(selection.isSelected).length;
  // the words show only on a phone, where the header row is the only place left for the box; the box is named by aria-label
  return (
    <label className="select-all">
      <input
        type="checkbox"
        aria-label={selection.allLabel}
        checked={rows.length > 0 && selectedOnPage === rows.length}
        ref={(el) => {
          if (el) el.indeterminate = selectedOnPage > 0 && selectedOnPage < rows.length;
        }}
        onChange={(e) => selection.onToggle(rows, e.target.checked)}
      />
      <span className="select-all-text" aria-hidden="true">{selection.allLabel}</span>
    </label>
  );
}

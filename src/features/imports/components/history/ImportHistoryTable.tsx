import { otherEntityLabel } from '@/features/imports/model/otherEntityLabel';
import { Link } from 'react-router-dom';
import type { ImportRecord } from '@/api';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { DateTimeText } from '../shared/DateTimeText';
import { DurationText } from '../shared/DurationText';
import { EntityFileSummary } from '../shared/EntityFileSummary';
import { ImportRefText } from '../shared/ImportRefText';
import { ImportStatusBadge } from '../shared/ImportStatusBadge';
import { isRunningImportStatus } from '@/api';
import { importOutcome, percentProcessed } from '../shared/importTotals';
import { OutcomeBar } from '../shared/OutcomeBar';

export interface ImportHistoryTableProps {
  merchantCode: string;
  imports: readonly ImportRecord[];
  /** true while the next page is on its way and the rows shown are the previous page's */
  stale: boolean;
}

/** One page of the history; each reference leads to the import's detail page. */
export function ImportHistoryTable({ merchantCode, imports, stale }: ImportHistoryTableProps) {
  return (
    <div className="table-wrap">
      <table className={`table history-table${stale ? ' is-stale' : ''}`} aria-busy={stale || undefined}>
        <caption className="visually-hidden">Imports, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Import</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">Started</th>
            <th scope="col">Ended</th>
            <th scope="col">Duration</th>
            <th scope="col">Entity files</th>
            <th scope="col" className="num">
              Succeeded
            </th>
            <th scope="col" className="num">
              Failed
            </th>
          </tr>
        </thead>
        <tbody>
          {imports.map((record) => (
            <ImportHistoryRow key={record.importRef} merchantCode={merchantCode} record={record} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ImportHistoryRow({ merchantCode, record }: { merchantCode: string; record: ImportRecord }) {
  const outcome = importOutcome(record);
  return (
    <tr>
      <th scope="row" className="history-ref">
        {/* the visible text is the short reference; the name carries all of it */}
        <Link to={paths.import(merchantCode, record.importRef)} aria-label={`Import ${record.importRef}`}>
          <ImportRefText importRef={record.importRef} />
        </Link>
      </th>
      <td data-label="Status">
        <ImportStatusBadge record={record} />
        {isRunningImportStatus(record.status) && outcome.total > 0 && (
          <div className="history-progress muted">{percentProcessed(outcome)} % processed</div>
        )}
        {outcome.total > 0 && <OutcomeBar label={`Elements of import ${record.importRef}`} outcome={outcome} compact />}
      </td>
      <td data-label="Created">
        <DateTimeText iso={record.createDate} stacked />
      </td>
      <td data-label="Started">
        <DateTimeText iso={record.startDate} stacked />
      </td>
      <td data-label="Ended">
        <DateTimeText iso={record.endDate} stacked />
      </td>
      <td data-label="Duration">
        <DurationText record={record} />
      </td>
      <td data-label="Entity files">
        <EntityFileSummary files={record.entityFiles} />
        {/* files of entity types this app does not import, by name */}
        {record.otherEntityFiles?.map((f) => <div key={f.entity}>{otherEntityLabel(f.entity)}</div>)}
      </td>
      <td className="num" data-label="Succeeded">
        {formatCount(outcome.succeeded)}
      </td>
      <td className={`num${outcome.failed > 0 ? ' history-failed' : ''}`} data-label="Failed">
        {formatCount(outcome.failed)}
      </td>
    </tr>
  );
}

import { formatCount } from '@/i18n/format';

interface CountsTableProps {
  caption: string;
  head?: [string, string];
  /** `key` is also written to the count's `data-{dataName}`, for tests */
  rows: { key: string; label: string; count: number }[];
  dataName: 'bucket' | 'result';
}

/** Counts by what became of the entries: per bucket in the review, per result in the summary. */
export function CountsTable({ caption, head, rows, dataName }: CountsTableProps) {
  return (
    <div className="table-wrap contained counts-table">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        {head && (
          <thead>
            <tr>
              <th scope="col">{head[0]}</th>
              <th scope="col" className="num">{head[1]}</th>
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map(({ key, label, count }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td className="num" {...{ [`data-${dataName}`]: key }}>{formatCount(count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

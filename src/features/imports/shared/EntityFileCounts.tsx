import type { EntityFile } from '@/api';
import { formatCount } from '@/i18n/format';
import { entityLabel } from '@/features/imports/model/entityLabels';
import './importShared.css';

const operations = [
  ['created', 'Created'],
  ['updated', 'Updated'],
  ['deleted', 'Deleted'],
] as const;

/** One file's counts: created, updated and deleted (each succeeded and failed), skipped and total. */
export function EntityFileCounts({ file }: { file: EntityFile }) {
  const what = entityLabel(file.entity);
  return (
    <table className="counts-table">
      <caption className="visually-hidden">Counts for {what}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col" className="num">
            Succeeded
          </th>
          <th scope="col" className="num">
            Failed
          </th>
        </tr>
      </thead>
      <tbody>
        {operations.map(([op, label]) => (
          <tr key={op}>
            <th scope="row">
              {label}
              {op === 'deleted' && file.importStrategy === 'full' && <span className="counts-note"> (not in the file)</span>}
            </th>
            <td className="num">{formatCount(file[op].succeeded)}</td>
            <td className={`num${file[op].failed > 0 ? ' counts-failed' : ''}`}>{formatCount(file[op].failed)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Skipped</th>
          <td className="num">{formatCount(file.skipped)}</td>
          <td />
        </tr>
        <tr>
          <th scope="row">Total</th>
          <td className="num">{formatCount(file.total)}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}

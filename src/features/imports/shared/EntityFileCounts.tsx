import { useTranslation } from 'react-i18next';
import type { EntityFile } from '@/api';
import { formatCount } from '@/i18n/format';
import { entityLabel } from '@/features/imports/model/entityLabels';
import './importShared.css';

const operations = ['created', 'updated', 'deleted'] as const;
const totals = ['skipped', 'total'] as const;

/** One file's counts: created, updated and deleted (each succeeded and failed), skipped and total. */
export function EntityFileCounts({ file }: { file: EntityFile }) {
  const { t } = useTranslation('imports');
  return (
    <table className="counts-table">
      <caption className="visually-hidden">{t('counts.caption', { what: entityLabel(file.entity) })}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col" className="num">{t('counts.succeeded')}</th>
          <th scope="col" className="num">{t('counts.failed')}</th>
        </tr>
      </thead>
      <tbody>
        {operations.map((op) => (
          <tr key={op}>
            <th scope="row">
              {t(`counts.${op}`)}
              {op === 'deleted' && file.importStrategy === 'full' && <span className="counts-note"> {t('counts.notInFile')}</span>}
            </th>
            <td className="num">{formatCount(file[op].succeeded)}</td>
            <td className={`num${file[op].failed > 0 ? ' counts-failed' : ''}`}>{formatCount(file[op].failed)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((count) => (
          <tr key={count}>
            <th scope="row">{t(`counts.${count}`)}</th>
            <td className="num">{formatCount(file[count])}</td>
            <td />
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

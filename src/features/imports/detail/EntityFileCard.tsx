import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityFile } from '@/api';
import { Badge } from '@/components/ui/Badge';
import { formatCount } from '@/i18n/format';
import { entityLabel } from '@/features/imports/model/entityLabels';
import { fileReading } from '@/features/imports/model/importReading';
import { fileOutcome } from '@/features/imports/model/importOutcome';
import { OutcomeBar } from '@/features/imports/shared/OutcomeBar';
import '@/features/imports/shared/importShared.css';

const operations = ['created', 'updated', 'deleted'] as const;
const totals = ['skipped', 'total'] as const;

function CountsRow({ label, counts }: { label: string; counts: EntityFile['deleted'] }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="num">{formatCount(counts.succeeded)}</td>
      <td className={`num${counts.failed > 0 ? ' counts-failed' : ''}`}>{formatCount(counts.failed)}</td>
    </tr>
  );
}

/** One entity file of an import: how it was sent, where it stands, and what became of its elements. */
export function EntityFileCard({ file }: { file: EntityFile }) {
  const { t } = useTranslation('imports');
  const headingId = useId();
  const what = entityLabel(file.entity);
  const reading = fileReading(file);
  const removes = file.importStrategy === 'full';
  return (
    <section className="card entity-file-card" aria-labelledby={headingId}>
      <div className="row-between">
        <h3 id={headingId}>{what}</h3>
        <Badge tone={reading.tone}>{reading.label}</Badge>
      </div>
      <dl className="entity-file-facts">
        <dt>{t('detail.file.strategy')}</dt>
        <dd>{t(`strategy.${file.importStrategy}`)}</dd>
        {file.catalogCode && (
          <>
            <dt>{t('detail.file.catalog')}</dt>
            <dd>
              <code translate="no">{file.catalogCode}</code>
            </dd>
          </>
        )}
      </dl>
      <p className="muted entity-file-state">{reading.description}</p>
      <OutcomeBar label={what} outcome={fileOutcome(file)} status={file.status} asProgress />
      <table className="counts-table">
        <caption className="visually-hidden">{t('counts.caption', { what })}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col" className="num">{t('counts.succeeded')}</th>
            <th scope="col" className="num">{t('counts.failed')}</th>
          </tr>
        </thead>
        <tbody>
          {operations.filter((op) => !(removes && op === 'deleted')).map((op) => (
            <CountsRow key={op} label={t(`counts.${op}`)} counts={file[op]} />
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
          {/* what a full import removed is not among the file's elements: beside their total, not in it */}
          {removes && <CountsRow label={t('counts.removedNotInFile')} counts={file.deleted} />}
        </tfoot>
      </table>
    </section>
  );
}

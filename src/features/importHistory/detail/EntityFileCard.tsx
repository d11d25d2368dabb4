import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityFile } from '@/contract';
import { Badge } from '@/components/ui/Badge';
import { formatCount } from '@/i18n/format';
import { entityLabel } from '@/i18n/entityLabels';
import { fileOutcome } from '@/features/importHistory/status/importOutcome';
import '@/features/importHistory/status/importStatus.css';
import { fileDetailReading } from './detailReading';
import { OutcomeStatement } from './OutcomeStatement';
import { fileOperations, fileOutcomeWords, hasOperationSplit } from './outcomeWords';

/**
 * One entity file of an import: how it was sent, where it stands, and what became of its elements, each number said
 * once: the sentence under the bar, and a table only for the split by operation, which the sentence does not give.
 */
export function EntityFileCard({ file, showOutcome = true }: { file: EntityFile; showOutcome?: boolean }) {
  const { t } = useTranslation('importHistory');
  const headingId = useId();
  const what = entityLabel(file.entity);
  const reading = fileDetailReading(file);
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
      {/* an import of one file says its outcome once, in its summary */}
      {showOutcome && <FileOutcome file={file} label={what} />}
    </section>
  );
}

/** A file's bar and sentence, and its split by operation where there is one. */
export function FileOutcome({ file, label }: { file: EntityFile; label: string }) {
  const outcome = fileOutcome(file);
  return (
    <>
      <OutcomeStatement label={label} outcome={outcome} words={fileOutcomeWords(file)} status={file.status} />
      {hasOperationSplit(file) && <OperationTable file={file} what={label} />}
    </>
  );
}

/** The file's elements by operation; with failures, which operations failed. Its rows add up to the sentence's parts. */
function OperationTable({ file, what }: { file: EntityFile; what: string }) {
  const { t } = useTranslation('importHistory');
  const ops = fileOperations(file);
  const full = file.importStrategy === 'full';
  const notInFile = full && file.deleted.succeeded + file.deleted.failed > 0;
  const failures = fileOutcome(file).failed > 0;
  const row = (label: string, counts: EntityFile['created']) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      <td className="num">{formatCount(counts.succeeded)}</td>
      {failures && <td className={`num${counts.failed > 0 ? ' counts-failed' : ''}`}>{formatCount(counts.failed)}</td>}
    </tr>
  );
  return (
    <table className="counts-table operation-table">
      <caption className="visually-hidden">{t('counts.caption', { what })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('counts.operation')}</th>
          <th scope="col" className="num">
            {failures ? t('counts.succeeded') : t('counts.elements')}
          </th>
          {failures && (
            <th scope="col" className="num">
              {t('counts.failed')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>{ops.map((op) => row(t(`counts.${op}`), file[op]))}</tbody>
      {/* what a full import deleted because its file left it out is not among the file's elements: after them, apart */}
      {notInFile && <tfoot>{row(t('counts.deletedNotInFile'), file.deleted)}</tfoot>}
    </table>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { isTerminalImportStatus } from '@/contract/terms';
import type { ImportRecord } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LoadError, Loading } from '@/components/ui/QueryState';
import { downloadText } from '@/lib/download';
import { importKeys } from '@/features/importHistory/api/keys';
import { fetchAllLogEntries } from '@/features/importHistory/api/listImportLogs';
import { entityLabel } from '@/i18n/entityLabels';
import { elementNumber } from '@/features/importHistory/detail/importLogText';
import { fileOutcome, importOutcome, inProcessingOrder } from '@/features/importHistory/status/importOutcome';
import {
  failuresCsv,
  failuresFileName,
  groupFailures,
  readFailures,
  type FailedElement,
  type FailureGroup,
} from '@/features/importHistory/detail/failureGroups';
import { FixAndReimport } from './FixAndReimport';

/** The failed elements of an ended import, grouped by cause with counts, each group opening onto its elements. */
export function ImportFailures({ merchantCode, record }: { merchantCode: string; record: ImportRecord }) {
  const { t } = useTranslation('importHistory');
  const { failed } = importOutcome(record);
  const ended = isTerminalImportStatus(record.status);
  const query = useQuery({
    queryKey: [...importKeys.detail(merchantCode, record.importRef), 'logs', 'errors'],
    queryFn: ({ signal }) => fetchAllLogEntries(merchantCode, record.importRef, signal, 'error'),
    select: readFailures,
    enabled: ended && failed > 0,
    staleTime: Infinity,
  });
  if (failed === 0) return null;

  return (
    <section className="import-failures" aria-labelledby="import-failures-heading">
      <h2 id="import-failures-heading">{t('failures.title')}</h2>
      {!ended ? (
        <p className="muted">{t('failures.soFar')}</p>
      ) : query.isPending ? (
        <Loading label={t('failures.reading')} />
      ) : query.isError ? (
        <LoadError error={query.error} what={t('failures.loadWhat')} onRetry={() => void query.refetch()} />
      ) : (
        <FailureDetails merchantCode={merchantCode} record={record} failed={failed} failures={query.data} />
      )}
    </section>
  );
}

/** Elements listed under one cause before "and N more": the CSV has them all. */
const shownPerGroup = 200;

/** An ended import's failures: grouped by cause, with the CSV, and per file the way to fix and import the failed elements again. */
function FailureDetails({ merchantCode, record, failed, failures }: { merchantCode: string; record: ImportRecord; failed: number; failures: FailedElement[] }) {
  const { t } = useTranslation('importHistory');
  const groups = groupFailures(failures);
  const logged = failures.length;
  return (
    <>
      <div className="row-between">
        <p>{t('failures.summary', { causes: t('failures.causes', { count: groups.length }) })}</p>
        <Button onClick={() => downloadText(failuresFileName(record.importRef), failuresCsv(failures), 'text/csv')}>{t('failures.download')}</Button>
      </div>
      {logged < failed && (
        <Alert tone="warning" title={t('failures.notAllLogged')}>
          {t('failures.notAllLoggedText', { logged, failed })}
        </Alert>
      )}
      <ul className="failure-groups">
        {groups.map((group) => (
          <li key={`${group.entity ?? ''}-${group.cause}`}>
            <FailureGroupItem group={group} />
          </li>
        ))}
      </ul>
      {inProcessingOrder(record.entityFiles)
        .filter((f) => f.total > 0 && fileOutcome(f).failed > 0)
        .map((f) => (
          <FixAndReimport
            key={f.entity}
            merchantCode={merchantCode}
            file={f}
            failures={failures.filter((failure) => failure.entity === f.entity)}
          />
        ))}
    </>
  );
}

function FailureGroupItem({ group }: { group: FailureGroup }) {
  const { t } = useTranslation('importHistory');
  const more = group.elements.length - shownPerGroup;
  return (
    <details className="failure-group">
      <summary>
        {group.entity && <span className="failure-entity">{entityLabel(group.entity)}: </span>}
        {/* the cause comes from the service: shown as it sent it */}
        <span className="failure-cause" lang="en" translate="no">
          {group.cause}
        </span>{' '}
        — <strong>{t('elements', { count: group.elements.length })}</strong>
      </summary>
      <ul className="failure-elements">
        {group.elements.slice(0, shownPerGroup).map((element, i) => (
          <li key={`${element.index ?? ''}-${element.key ?? ''}-${i}`}>
            <FailedElementName element={element} />
          </li>
        ))}
      </ul>
      {more > 0 && <p className="muted">{t('failures.more', { count: more })}</p>}
    </details>
  );
}

/** "element 17 (sku-17)", "element 17" or "sku-17", as far as the log names it; the key is the merchant's. */
function FailedElementName({ element: { index, key } }: { element: FailedElement }) {
  const { t } = useTranslation('importHistory');
  if (index === undefined) return key === undefined ? <>{t('failures.unnamed')}</> : <span translate="no">{key}</span>;
  if (key === undefined) return <>{t('elementNumber', { position: elementNumber(index) })}</>;
  return <Trans t={t} i18nKey="failures.elementWithKey" values={{ position: elementNumber(index), key }} components={{ key: <span translate="no" /> }} />;
}

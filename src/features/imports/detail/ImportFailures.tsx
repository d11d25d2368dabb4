import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isTerminalImportStatus } from '@/api/terms';
import type { ImportRecord } from '@/api';
import { LoadError, Loading } from '@/components/ui/QueryState';
import { importKeys } from '@/features/imports/api/keys';
import { fetchAllLogEntries } from '@/features/imports/api/listImportLogs';
import { importOutcome } from '@/features/imports/model/importOutcome';
import { FailureDetails } from './FailureDetails';

/** The failed elements of an ended import, grouped by cause with counts, each group opening onto its elements. */
export function ImportFailures({ merchantCode, record }: { merchantCode: string; record: ImportRecord }) {
  const { t } = useTranslation('imports');
  const { failed } = importOutcome(record);
  const ended = isTerminalImportStatus(record.status);
  const query = useQuery({
    // under the import's logs, so the page's refresh of the log when the import ends reaches it too
    queryKey: [...importKeys.detail(merchantCode, record.importRef), 'logs', 'errors'],
    queryFn: ({ signal }) => fetchAllLogEntries(merchantCode, record.importRef, signal, 'error'),
    enabled: ended && failed > 0,
    staleTime: Infinity,
  });
  if (failed === 0) return null;

  return (
    <section className="import-failures" aria-labelledby="import-failures-heading">
      <h2 id="import-failures-heading">{t('failures.title')}</h2>
      {!ended ? (
        <p className="muted">{t('failures.soFar', { count: failed })}</p>
      ) : query.isPending ? (
        <Loading label={t('failures.reading')} />
      ) : query.isError ? (
        <LoadError error={query.error} what={t('failures.loadWhat')} onRetry={() => void query.refetch()} />
      ) : (
        <FailureDetails merchantCode={merchantCode} record={record} failed={failed} entries={query.data} />
      )}
    </section>
  );
}

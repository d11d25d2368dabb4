import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ImportLogList, ImportRecord } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Pager } from '@/components/ui/Pager';
import { EmptyState, LoadError, Loading } from '@/components/ui/QueryState';
import { errorMessage } from '@/lib/errors';
import { plural } from '@/i18n/format';
import { offsetOfPage, pageOfOffset } from '@/lib/urlState';
import { importLogsQueryOptions } from '@/features/imports/api/listImportLogs';
import { inProcessingOrder } from '@/features/imports/model/importOutcome';
import { isRunningImportStatus } from '@/api/terms';
import { importPollInterval } from '@/features/imports/api/polling';
import { ImportLogFilters } from './ImportLogFilters';
import { ImportLogTable } from './ImportLogTable';
import { hasLogFilters, logPageSize, readLogView, writeLogView, type LogView } from './logView';
import { useLogDownload } from './useLogDownload';
import { useLogsFollowStatus } from './useLogsFollowStatus';

/** The import's log: paged, filtered by entity and level (both in the URL), live while the import runs. */
export function ImportLogs({ merchantCode, record }: { merchantCode: string; record: ImportRecord }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readLogView(searchParams);
  const show = (next: LogView) => setSearchParams(writeLogView(searchParams, next), { preventScrollReset: true });
  const download = useLogDownload(merchantCode, record);
  // the log (and the failures read from it) once more when the import ends
  useLogsFollowStatus(merchantCode, record.importRef, record.status);
  const entityRef = useRef<HTMLSelectElement>(null);
  // the button that clears an empty result goes away with it: keep keyboard users in the filters
  const clearFilters = () => {
    show({ page: 1 });
    entityRef.current?.focus();
  };

  const params = {
    limit: logPageSize,
    offset: offsetOfPage(view.page, logPageSize),
    ...(view.entity ? { entity: view.entity } : {}),
    ...(view.level ? { level: view.level } : {}),
    ...(view.text ? { text: view.text } : {}),
  };
  const query = useQuery({
    ...importLogsQueryOptions(merchantCode, record.importRef, params),
    refetchInterval: importPollInterval([record]),
  });

  return (
    <section className="import-logs" aria-labelledby="import-log-heading">
      <div className="row-between">
        <h2 id="import-log-heading">Log</h2>
        <Button onClick={() => download.mutate()} busy={download.isPending}>
          {download.isPending ? 'Downloading the whole log…' : 'Download the whole log (.txt)'}
        </Button>
      </div>
      <div role="status" className="log-download-status">
        {download.isSuccess && <span className="muted">Downloaded the whole log: {plural(download.data, 'entry', 'entries')}.</span>}
      </div>
      {download.isError && (
        <Alert tone="danger" title="Could not download the log">
          {errorMessage(download.error)} Try the download again.
        </Alert>
      )}
      <ImportLogFilters
        view={view}
        entities={inProcessingOrder(record.entityFiles).map((f) => f.entity)}
        onChange={(filters) => show({ ...filters, page: 1 })}
        entityRef={entityRef}
      />
      <LogResults query={query} view={view} running={isRunningImportStatus(record.status)} show={show} clearFilters={clearFilters} />
    </section>
  );
}

interface LogResultsProps {
  query: UseQueryResult<ImportLogList>;
  view: LogView;
  running: boolean;
  show: (next: LogView) => void;
  clearFilters: () => void;
}

function LogResults({ query, view, running, show, clearFilters }: LogResultsProps) {
  if (query.isPending) return <Loading label="Loading the log…" />;
  if (query.isError && !query.data) return <LoadError error={query.error} what="the log" onRetry={() => void query.refetch()} />;
  const { meta, logs } = query.data;

  if (meta.totalItemCount === 0) {
    if (hasLogFilters(view)) {
      return (
        <EmptyState title="No log entries match these filters">
          <Button onClick={clearFilters}>Clear log filters</Button>
        </EmptyState>
      );
    }
    return <EmptyState title={running ? 'No log entries yet' : 'This import wrote no log entries'} />;
  }
  if (logs.length === 0) {
    const lastPage = Math.max(1, Math.ceil(meta.totalItemCount / logPageSize));
    return (
      <EmptyState title={`Log page ${view.page} is past the last page`}>
        <Button onClick={() => show({ ...view, page: lastPage })}>Go to log page {lastPage}</Button>
      </EmptyState>
    );
  }
  return (
    <>
      {query.isError && (
        <Alert tone="warning" title="Could not refresh the log" action={<Button onClick={() => void query.refetch()}>Refresh the log</Button>}>
          {errorMessage(query.error)}
        </Alert>
      )}
      <ImportLogTable entries={logs} stale={query.isPlaceholderData} />
      <Pager kind="offset"
        what="log entries"
        offset={offsetOfPage(view.page, logPageSize)}
        limit={logPageSize}
        total={meta.totalItemCount}
        onChange={(offset) => show({ ...view, page: pageOfOffset(offset, logPageSize) })}
      />
    </>
  );
}

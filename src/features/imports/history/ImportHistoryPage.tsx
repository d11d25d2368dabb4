import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ImportList } from '@/api';
import { Button } from '@/components/ui/Button';
import { Pager } from '@/components/ui/Pager';
import { EmptyState, LoadError, Loading } from '@/components/ui/QueryState';
import { Alert } from '@/components/ui/Alert';
import { errorMessage } from '@/lib/errors';
import { plural } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { importListQueryOptions } from '@/features/imports/api/listImports';
import { offsetOfPage, pageOfOffset } from '@/lib/urlState';
import { hasHistoryFilters, historyPageSize, readHistoryView, withFailures, writeHistoryView, type HistoryView } from './historyView';
import { historyStatusLabel, ImportHistoryFilters } from './ImportHistoryFilters';
import { ImportHistoryTable } from './ImportHistoryTable';
import { importsWithFailuresQueryOptions } from '@/features/imports/api/importsWithFailures';
import './history.css';

/** Settings → Imports: every import of the merchant, newest first, paged by the service. */
export function ImportHistoryPage() {
  const { merchantCode = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readHistoryView(searchParams);
  useDocumentTitle(view.page > 1 ? `Imports, page ${view.page}` : 'Imports', merchantCode);

  const show = (next: HistoryView) => setSearchParams(writeHistoryView(next));
  const statusRef = useRef<HTMLSelectElement>(null);
  // the "Clear filters" button of an empty result goes away with it: keep keyboard users in the filters
  const clearFilters = () => {
    show({ page: 1 });
    statusRef.current?.focus();
  };

  return (
    <>
      <div className="page-header">
        <h1>Imports</h1>
        <Link className="btn btn-primary" to={paths.newImport(merchantCode)}>
          New import
        </Link>
      </div>
      <ImportHistoryFilters view={view} onChange={(filters) => show({ ...filters, page: 1 })} statusRef={statusRef} />
      <ImportHistoryResults merchantCode={merchantCode} view={view} show={show} clearFilters={clearFilters} />
    </>
  );
}

interface ImportHistoryResultsProps {
  merchantCode: string;
  view: HistoryView;
  show: (next: HistoryView) => void;
  clearFilters: () => void;
}

function ImportHistoryResults({ merchantCode, view, show, clearFilters }: ImportHistoryResultsProps) {
  const paging = { limit: historyPageSize, offset: offsetOfPage(view.page, historyPageSize), ...(view.importRef ? { importRefContains: view.importRef } : {}) };
  const failuresOnly = view.status === withFailures;
  const listQuery = useQuery({
    ...importListQueryOptions(merchantCode, { ...paging, ...(view.status && view.status !== withFailures ? { status: view.status } : {}) }),
    enabled: !failuresOnly,
  });
  const failuresQuery = useQuery({ ...importsWithFailuresQueryOptions(merchantCode, paging), enabled: failuresOnly });
  const query = failuresOnly ? failuresQuery : listQuery;

  const { body, summary } = historyResults(query, view, { merchantCode, show, clearFilters });
  return (
    <>
      {/* always in the page, so that what a new filter or page found is announced */}
      <p className={summary.visible ? 'history-summary muted' : 'visually-hidden'} role="status">
        {summary.text}
      </p>
      {body}
    </>
  );
}

type HistoryQuery = UseQueryResult<ImportList>;

/** What to show for the list query's state, and one sentence about it for the status line. */
function historyResults(
  query: HistoryQuery,
  view: HistoryView,
  { merchantCode, show, clearFilters }: Omit<ImportHistoryResultsProps, 'view'>,
): { body: ReactNode; summary: { text: string; visible: boolean } } {
  if (query.isPending) return { body: <Loading label="Loading imports…" />, summary: { text: '', visible: false } };
  if (query.isError && !query.data) {
    return {
      body: <LoadError error={query.error} what="imports" onRetry={() => void query.refetch()} />,
      summary: { text: '', visible: false },
    };
  }

  const { meta, imports } = query.data;
  const filtered = hasHistoryFilters(view);

  if (meta.totalItemCount === 0) {
    if (!filtered) {
      return {
        body: (
          <EmptyState title="No imports yet">
            <p>Imports you start appear here, with their status and counts.</p>
            <Link to={paths.newImport(merchantCode)}>Start the first import</Link>
          </EmptyState>
        ),
        summary: { text: 'No imports yet', visible: false },
      };
    }
    const title = view.importRef ? `No import with a reference containing ${view.importRef}` : 'No import matches these filters';
    return {
      body: (
        <EmptyState title={title}>
          <p>{view.importRef ? 'Check the characters: the short reference shown in the table, or the whole one pasted after Copy, both work.' : `Nothing has ${describeFilters(view)}.`}</p>
          <Button onClick={clearFilters}>Clear filters</Button>
        </EmptyState>
      ),
      summary: { text: title, visible: false },
    };
  }

  if (imports.length === 0) {
    const lastPage = pageOfOffset(Math.max(0, meta.totalItemCount - 1), historyPageSize);
    const title = `Page ${view.page} is past the last page`;
    return {
      body: (
        <EmptyState title={title}>
          <p>
            There are {plural(meta.totalItemCount, 'import')} on {plural(lastPage, 'page')}.
          </p>
          <Button onClick={() => show({ ...view, page: lastPage })}>Go to page {lastPage}</Button>
        </EmptyState>
      ),
      summary: { text: title, visible: false },
    };
  }

  return {
    body: (
      <>
        {query.isError && (
          <Alert tone="warning" title="Could not refresh the imports" action={<Button onClick={() => void query.refetch()}>Refresh imports</Button>}>
            {errorMessage(query.error)} The rows show what was loaded before.
          </Alert>
        )}
        <ImportHistoryTable merchantCode={merchantCode} imports={imports} stale={query.isPlaceholderData} />
        <Pager
          kind="offset"
          what="imports"
          offset={offsetOfPage(view.page, historyPageSize)}
          limit={historyPageSize}
          total={meta.totalItemCount}
          onChange={(offset) => show({ ...view, page: pageOfOffset(offset, historyPageSize) })}
        />
      </>
    ),
    summary: { text: `${plural(meta.totalItemCount, 'import')}${filtered ? ` matching: ${describeFilters(view)}` : ''}`, visible: true },
  };
}

const describeFilters = (view: HistoryView) =>
  [view.status && `status ${historyStatusLabel(view.status)}`, view.importRef && `reference ${view.importRef}`].filter(Boolean).join(', ');

import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ImportList } from '@/api';
import { Button } from '@/components/ui/Button';
import { Pager } from '@/components/ui/Pager';
import { EmptyState, LoadError, Loading } from '@/components/ui/QueryState';
import { Alert } from '@/components/ui/Alert';

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
  const { t } = useTranslation('imports');
  const { merchantCode = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readHistoryView(searchParams);
  useDocumentTitle(view.page > 1 ? t('history.titlePage', { page: view.page }) : t('history.title'), merchantCode);

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
        <h1>{t('history.title')}</h1>
        <Link className="btn btn-primary" to={paths.newImport(merchantCode)}>
          {t('history.newImport')}
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
  const { t } = useTranslation('imports');
  const paging = { limit: historyPageSize, offset: offsetOfPage(view.page, historyPageSize), ...(view.importRef ? { importRefContains: view.importRef } : {}) };
  const failuresOnly = view.status === withFailures;
  const listQuery = useQuery({
    ...importListQueryOptions(merchantCode, { ...paging, ...(view.status && view.status !== withFailures ? { status: view.status } : {}) }),
    enabled: !failuresOnly,
  });
  const failuresQuery = useQuery({ ...importsWithFailuresQueryOptions(merchantCode, paging), enabled: failuresOnly });
  const query = failuresOnly ? failuresQuery : listQuery;

  const { body, summary } = historyResults(t, query, view, { merchantCode, show, clearFilters });
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
  t: TFunction<'imports'>,
  query: HistoryQuery,
  view: HistoryView,
  { merchantCode, show, clearFilters }: Omit<ImportHistoryResultsProps, 'view'>,
): { body: ReactNode; summary: { text: string; visible: boolean } } {
  if (query.isPending) return { body: <Loading label={t('history.loading')} />, summary: { text: '', visible: false } };
  if (query.isError && !query.data) {
    return {
      body: <LoadError error={query.error} what={t('history.loadWhat')} onRetry={() => void query.refetch()} />,
      summary: { text: '', visible: false },
    };
  }

  const { meta, imports } = query.data;
  const filtered = hasHistoryFilters(view);

  if (meta.totalItemCount === 0) {
    if (!filtered) {
      return {
        body: (
          <EmptyState title={t('history.noImports')}>
            <p>{t('history.noImportsText')}</p>
            <Link to={paths.newImport(merchantCode)}>{t('history.startFirst')}</Link>
          </EmptyState>
        ),
        summary: { text: t('history.noImports'), visible: false },
      };
    }
    const title = view.importRef ? t('history.noMatchRef', { ref: view.importRef }) : t('history.noMatch');
    return {
      body: (
        <EmptyState title={title}>
          <p>{view.importRef ? t('history.noMatchRefText') : t('history.noMatchText', { filters: describeFilters(t, view) })}</p>
          <Button onClick={clearFilters}>{t('history.clearFilters')}</Button>
        </EmptyState>
      ),
      summary: { text: title, visible: false },
    };
  }

  if (imports.length === 0) {
    const lastPage = pageOfOffset(Math.max(0, meta.totalItemCount - 1), historyPageSize);
    const title = t('history.pastLastPage', { page: view.page });
    return {
      body: (
        <EmptyState title={title}>
          <p>
            {t('history.pastLastPageText', {
              imports: t('history.imports', { count: meta.totalItemCount }),
              pages: t('history.pages', { count: lastPage }),
            })}
          </p>
          <Button onClick={() => show({ ...view, page: lastPage })}>{t('history.goToPage', { page: lastPage })}</Button>
        </EmptyState>
      ),
      summary: { text: title, visible: false },
    };
  }

  return {
    body: (
      <>
        {query.isError && (
          <Alert tone="warning" title={t('history.refreshFailed')} action={<Button onClick={() => void query.refetch()}>{t('history.refresh')}</Button>}>
            <ErrorMessage error={query.error} /> {t('history.rowsFromBefore')}
          </Alert>
        )}
        <ImportHistoryTable merchantCode={merchantCode} imports={imports} stale={query.isPlaceholderData} />
        <Pager
          kind="offset"
          what={t('history.pagerWhat')}
          offset={offsetOfPage(view.page, historyPageSize)}
          limit={historyPageSize}
          total={meta.totalItemCount}
          onChange={(offset) => show({ ...view, page: pageOfOffset(offset, historyPageSize) })}
        />
      </>
    ),
    summary: {
      text: filtered
        ? t('history.matching', { count: meta.totalItemCount, filters: describeFilters(t, view) })
        : t('history.imports', { count: meta.totalItemCount }),
      visible: true,
    },
  };
}

/** "status Aborted", "reference 3f2a", or both: the filters in words. */
const describeFilters = (t: TFunction<'imports'>, { status, importRef }: HistoryView) => {
  if (status && importRef) return t('history.filterStatusAndRef', { status: historyStatusLabel(status), ref: importRef });
  if (status) return t('history.filterStatus', { status: historyStatusLabel(status) });
  return importRef ? t('history.filterRef', { ref: importRef }) : '';
};

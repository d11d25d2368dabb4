import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ImportList } from '@/api';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/QueryState';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { offsetOfPage } from '@/lib/urlState';
import { importListQueryOptions } from '@/features/imports/api/listImports';
import { importsWithFailuresQueryOptions } from '@/features/imports/api/importsWithFailures';
import { PagedResults } from '@/features/imports/shared/PagedResults';
import { hasHistoryFilters, historyPageSize, readHistoryView, withFailures, writeHistoryView, type HistoryView } from './historyView';
import { historyStatusLabel, ImportHistoryFilters } from './ImportHistoryFilters';
import { ImportHistoryTable } from './ImportHistoryTable';
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

  const paging = { limit: historyPageSize, offset: offsetOfPage(view.page, historyPageSize), importRefContains: view.importRef };
  const failuresOnly = view.status === withFailures;
  const status = view.status === withFailures ? undefined : view.status;
  const listQuery = useQuery({ ...importListQueryOptions(merchantCode, { ...paging, status }), enabled: !failuresOnly });
  const failuresQuery = useQuery({ ...importsWithFailuresQueryOptions(merchantCode, paging), enabled: failuresOnly });
  const query = failuresOnly ? failuresQuery : listQuery;

  const filtered = hasHistoryFilters(view);
  const noMatch = view.importRef ? t('history.noMatchRef', { ref: view.importRef }) : t('history.noMatch');
  // one sentence on what was found, shown above the rows and announced for every state
  const summary = (list: ImportList | undefined): { text: string; visible?: boolean } => {
    if (!list) return { text: '' };
    const count = list.meta.totalItemCount;
    if (count === 0) return { text: filtered ? noMatch : t('history.noImports') };
    if (list.imports.length === 0) return { text: t('history.pastLastPage', { page: view.page }) };
    return { text: filtered ? t('history.matching', { count, filters: describeFilters(t, view) }) : t('history.imports', { count }), visible: true };
  };
  const { text, visible } = summary(query.data);

  return (
    <>
      <div className="page-header">
        <h1>{t('history.title')}</h1>
        <Link className="btn btn-primary" to={paths.newImport(merchantCode)}>
          {t('history.newImport')}
        </Link>
      </div>
      <ImportHistoryFilters view={view} onChange={(filters) => show({ ...filters, page: 1 })} statusRef={statusRef} />
      {/* always in the page, so that what a new filter or page found is announced */}
      <p className={visible ? 'history-summary muted' : 'visually-hidden'} role="status">
        {text}
      </p>
      <PagedResults
        section="history"
        query={query}
        rows={(list) => list.imports}
        page={view.page}
        pageSize={historyPageSize}
        onPage={(page) => show({ ...view, page })}
        empty={
          filtered ? (
            <EmptyState title={noMatch}>
              <p>{view.importRef ? t('history.noMatchRefText') : t('history.noMatchText', { filters: describeFilters(t, view) })}</p>
              <Button onClick={clearFilters}>{t('history.clearFilters')}</Button>
            </EmptyState>
          ) : (
            <EmptyState title={t('history.noImports')}>
              <p>{t('history.noImportsText')}</p>
              <Link to={paths.newImport(merchantCode)}>{t('history.startFirst')}</Link>
            </EmptyState>
          )
        }
        pastLastPageText={(total, lastPage) =>
          t('history.pastLastPageText', { imports: t('history.imports', { count: total }), pages: t('history.pages', { count: lastPage }) })
        }
        staleNote={t('history.rowsFromBefore')}
      >
        {(imports, stale) => <ImportHistoryTable merchantCode={merchantCode} imports={imports} stale={stale} />}
      </PagedResults>
    </>
  );
}

/** "status Aborted", "reference 3f2a", or both: the filters in words. */
const describeFilters = (t: TFunction<'imports'>, { status, importRef }: HistoryView) => {
  if (status && importRef) return t('history.filterStatusAndRef', { status: historyStatusLabel(status), ref: importRef });
  if (status) return t('history.filterStatus', { status: historyStatusLabel(status) });
  return importRef ? t('history.filterRef', { ref: importRef }) : '';
};

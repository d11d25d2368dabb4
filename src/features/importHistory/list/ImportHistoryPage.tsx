import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { importStatuses } from '@/contract/terms';
import type { ImportList, ImportRecord, ImportStatus } from '@/contract';
import { Button } from '@/components/ui/Button';
import { FilterBar, TextFilter } from '@/components/ui/FilterBar';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { EmptyState } from '@/components/ui/QueryState';
import { i18next } from '@/i18n/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { offsetOfPage, oneOf, pageParam, readUrlState, textParam, writeUrlState, type UrlParams } from '@/lib/urlState';
import { importListQueryOptions } from '@/features/importHistory/api/listImports';
import { importStatusLabel } from '@/features/importHistory/status/importReading';
import { PagedResults } from '@/components/ui/PagedResults';
import { useImportEndAlerts, useOpenImport } from '@/features/importHistory/status/importEndAlerts';
import { ImportHistoryTable } from './ImportHistoryTable';
import './history.css';

const noImports: readonly ImportRecord[] = [];

const historyPageSize = 25;

/** The finished imports with at least one failed element: a reading of the app, not a status of the service. */
const withFailures = 'withFailures';
type HistoryStatus = ImportStatus | typeof withFailures;
/** The status filter's choices, the finished ones together. */
const historyStatuses: readonly HistoryStatus[] = [...importStatuses.slice(0, 4), withFailures, ...importStatuses.slice(4)];

/** What the history shows (`startedBy`: part of a name; `page`: 1-based), held in the address bar: `?status=aborted&ref=…&page=2`. */
type HistoryView = { status?: HistoryStatus; importRef?: string; startedBy?: string; page: number };

const historyParams: UrlParams<HistoryView> = {
  status: oneOf('status', historyStatuses),
  importRef: textParam('ref'),
  startedBy: textParam('startedBy'),
  page: pageParam('page'),
};

export const readHistoryView = (params: URLSearchParams): HistoryView => ({ page: 1, ...readUrlState(historyParams, params) });

export const writeHistoryView = (view: HistoryView): URLSearchParams => writeUrlState(historyParams, view);

export const hasHistoryFilters = (view: HistoryView) => Boolean(view.status || view.importRef || view.startedBy);

/** Settings → Imports: every import of the merchant, newest first, paged by the service. */
export function ImportHistoryPage() {
  const { t } = useTranslation('importHistory');
  const { merchantCode = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readHistoryView(searchParams);
  const { status, importRef, startedBy, page } = view;
  useDocumentTitle(page > 1 ? t('history.titlePage', { page }) : t('history.title'), merchantCode);

  const show = (next: HistoryView) => setSearchParams(writeHistoryView(next));
  const filter = (change: Partial<HistoryView>) => show({ ...view, ...change, page: 1 });
  const statusRef = useRef<HTMLSelectElement>(null);
  // a "Clear filters" button goes away once the filters are cleared: keep keyboard users in the filters
  const clearFilters = () => {
    show({ page: 1 });
    statusRef.current?.focus();
  };

  const paging = { limit: historyPageSize, offset: offsetOfPage(page, historyPageSize) };
  const query = useQuery(importListQueryOptions(merchantCode, { status, importRefContains: importRef, startedBy, ...paging }));
  // the rows the merchant asked about: told when they end with the tab in the background
  useImportEndAlerts(query.data?.imports ?? noImports, false, useOpenImport(merchantCode));

  const filtered = hasHistoryFilters(view);
  const noMatch = importRef ? t('history.noMatchRef', { ref: importRef }) : t('history.noMatch');
  // "status Aborted, reference 3f2a, started by anna": the filters in words
  const filters = [
    status && t('history.filterStatus', { status: historyStatusLabel(status) }),
    importRef && t('history.filterRef', { ref: importRef }),
    startedBy && t('history.filterStartedBy', { who: startedBy }),
  ]
    .filter(Boolean)
    .join(', ');
  // one sentence on what was found, shown above the rows and announced for every state
  const summary = (list: ImportList | undefined): { text: string; visible?: boolean } => {
    if (!list) return { text: '' };
    const count = list.meta.totalItemCount;
    if (count === 0) return { text: filtered ? noMatch : t('history.noImports') };
    if (list.imports.length === 0) return { text: t('history.pastLastPage', { page }) };
    return { text: filtered ? t('history.matching', { count, filters }) : t('history.imports', { count }), visible: true };
  };
  const said = summary(query.data);
  // the sentence tells of the rows on screen: while a new filter's rows load, the last ones stay (placeholder data), and
  // so do their words; a new filter's words beside the old rows' count would be untrue
  const [settled, setSettled] = useState(said);
  if (!query.isPlaceholderData && (settled.text !== said.text || settled.visible !== said.visible)) setSettled(said);
  const { text, visible } = query.isPlaceholderData ? settled : said;

  return (
    <>
      <div className="page-header">
        <h1>{t('history.title')}</h1>
        <div className="row">
          <Link className="btn btn-secondary" to={paths.snapshots(merchantCode)}>
            {t('history.snapshotsLink')}
          </Link>
          <Link className="btn btn-secondary" to={paths.sheetMappings(merchantCode)}>
            {t('history.mappingsLink')}
          </Link>
          <Link className="btn btn-secondary" to={paths.exportCatalog(merchantCode)}>
            {t('history.exportLink')}
          </Link>
          <Link className="btn btn-primary" to={paths.newImport(merchantCode)}>
            {t('history.newImport')}
          </Link>
        </div>
      </div>
      {/* the status applies at once, the reference on Enter or "Find import" */}
      <FilterBar
        label={t('history.filters.label')}
        className="history-filters"
        active={filtered}
        clearLabel={t('history.clearFilters')}
        onClear={clearFilters}
      >
        <FilterSelect
          label={t('history.filters.status')}
          anyLabel={t('history.filters.anyStatus')}
          value={status}
          options={historyStatuses}
          optionLabel={historyStatusLabel}
          onChange={(status) => filter({ status })}
          selectRef={statusRef}
        />
        <TextFilter
          className="history-search"
          label={t('history.filters.ref')}
          hint={t('history.filters.refHint')}
          value={importRef}
          submitLabel={t('history.filters.find')}
          onApply={(importRef) => filter({ importRef })}
        />
        <TextFilter
          className="history-search"
          label={t('history.filters.startedBy')}
          hint={t('history.filters.startedByHint')}
          value={startedBy}
          submitLabel={t('history.filters.findStartedBy')}
          onApply={(startedBy) => filter({ startedBy })}
        />
      </FilterBar>
      {/* always in the page, so that what a new filter or page found is announced */}
      <p className={visible ? 'history-summary muted' : 'visually-hidden'} role="status">
        {text}
      </p>
      <PagedResults
        query={query}
        words={{
          loading: t('history.loading'),
          what: t('history.loadWhat'),
          refreshFailed: t('history.refreshFailed'),
          refresh: t('history.refresh'),
          keptBefore: t('history.rowsFromBefore'),
          pastLastPage: (page) => t('history.pastLastPage', { page }),
          pastLastPageText: (total, lastPage) =>
            t('history.pastLastPageText', { imports: t('history.imports', { count: total }), pages: t('history.pages', { count: lastPage }) }),
          goToPage: (page) => t('history.goToPage', { page }),
          pagerWhat: t('history.pagerWhat'),
        }}
        rows={(list) => list.imports}
        page={page}
        pageSize={historyPageSize}
        onPage={(page) => show({ ...view, page })}
        empty={
          filtered ? (
            <EmptyState title={noMatch}>
              <p>{importRef ? t('history.noMatchRefText') : t('history.noMatchText', { filters })}</p>
              <Button onClick={clearFilters}>{t('history.clearFilters')}</Button>
            </EmptyState>
          ) : (
            <EmptyState title={t('history.noImports')}>
              <p>{t('history.noImportsText')}</p>
              <Link to={paths.newImport(merchantCode)}>{t('history.startFirst')}</Link>
            </EmptyState>
          )
        }
      >
        {(imports, stale) => <ImportHistoryTable merchantCode={merchantCode} imports={imports} stale={stale} />}
      </PagedResults>
    </>
  );
}

/** A status choice in words, read in the page's language when called. */
const historyStatusLabel = (s: HistoryStatus) => (s === withFailures ? i18next.t('importHistory:history.filters.withFailures') : importStatusLabel(s));

import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Pager } from '@/components/ui/Pager';
import { EmptyState, LoadError, Loading } from '@/components/ui/QueryState';
import { offsetOfPage, pageOfOffset } from '@/lib/urlState';

interface PagedResultsProps<L, R> {
  /** the part of the `imports` catalog with the words: loading, loadWhat, pastLastPage, goToPage, refreshFailed, refresh, pagerWhat */
  section: 'history' | 'logs';
  query: UseQueryResult<L>;
  rows: (list: L) => readonly R[];
  /** 1-based */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** shown when the list holds nothing at all */
  empty: ReactNode;
  /** says more under "page N is past the last page" */
  pastLastPageText?: (total: number, lastPage: number) => string;
  /** follows the error of a refresh that failed while the rows loaded before stay */
  staleNote?: string;
  children: (rows: readonly R[], stale: boolean) => ReactNode;
}

/** A list the service pages, in each state: loading, failed, empty, past its last page, or a page of rows and the pager. */
export function PagedResults<L extends { meta: { totalItemCount: number } }, R>(props: PagedResultsProps<L, R>) {
  const { section, query, page, pageSize, onPage, staleNote } = props;
  const { t } = useTranslation('imports');
  // a page of rows is drawn in a render React may interrupt (at once it is one long task on a slow phone); until it is
  // drawn, the loading line (or the previous page) stays, so nothing on the page moves twice
  const list = useDeferredValue(query.data);
  if (query.isPending || (list === undefined && query.data !== undefined)) return <Loading label={t(`${section}.loading`)} />;
  if (!list) return <LoadError error={query.error} what={t(`${section}.loadWhat`)} onRetry={() => void query.refetch()} />;

  const total = list.meta.totalItemCount;
  const rows = props.rows(list);
  if (total === 0) return <>{props.empty}</>;
  if (rows.length === 0) {
    const lastPage = pageOfOffset(total - 1, pageSize);
    return (
      <EmptyState title={t(`${section}.pastLastPage`, { page })}>
        {props.pastLastPageText && <p>{props.pastLastPageText(total, lastPage)}</p>}
        <Button onClick={() => onPage(lastPage)}>{t(`${section}.goToPage`, { page: lastPage })}</Button>
      </EmptyState>
    );
  }
  return (
    <>
      {query.isError && (
        <Alert tone="warning" title={t(`${section}.refreshFailed`)} action={<Button onClick={() => void query.refetch()}>{t(`${section}.refresh`)}</Button>}>
          <ErrorMessage error={query.error} />
          {staleNote && ` ${staleNote}`}
        </Alert>
      )}
      {props.children(rows, query.isPlaceholderData)}
      <Pager
        kind="offset"
        what={t(`${section}.pagerWhat`)}
        offset={offsetOfPage(page, pageSize)}
        limit={pageSize}
        total={total}
        onChange={(offset) => onPage(pageOfOffset(offset, pageSize))}
      />
    </>
  );
}

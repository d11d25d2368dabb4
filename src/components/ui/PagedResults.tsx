import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Pager } from '@/components/ui/Pager';
import { EmptyState } from '@/components/ui/QueryState';
import { QueryView, type QueryWords } from '@/components/ui/QueryView';
import { offsetOfPage, pageOfOffset } from '@/lib/urlState';

/** The words of a paged list, already in the page's language: its query's states' and the pages'. */
export interface PagedWords extends QueryWords {
  /** the title when the page asked for is past the last page, e.g. "Page 7 is past the last page" */
  pastLastPage: (page: number) => string;
  /** says more under that title */
  pastLastPageText?: (total: number, lastPage: number) => string;
  /** the button to the last page, e.g. "Go to page 3" */
  goToPage: (page: number) => string;
  /** what the pager pages through, e.g. "imports" */
  pagerWhat: string;
}

interface PagedResultsProps<L, R> {
  query: UseQueryResult<L>;
  words: PagedWords;
  rows: (list: L) => readonly R[];
  /** 1-based */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** shown when the list holds nothing at all */
  empty: ReactNode;
  children: (rows: readonly R[], stale: boolean) => ReactNode;
}

/** A list the service pages, in each state: loading, failed, empty, past its last page, or a page of rows and the pager. */
export function PagedResults<L extends { meta: { totalItemCount: number } }, R>(props: PagedResultsProps<L, R>) {
  const { words, query, page, pageSize, onPage } = props;
  return (
    <QueryView query={query} words={words}>
      {(list, refreshProblem) => {
        const total = list.meta.totalItemCount;
        const rows = props.rows(list);
        if (total === 0) return props.empty;
        if (rows.length === 0) {
          const lastPage = pageOfOffset(total - 1, pageSize);
          return (
            <EmptyState title={words.pastLastPage(page)}>
              {words.pastLastPageText && <p>{words.pastLastPageText(total, lastPage)}</p>}
              <Button onClick={() => onPage(lastPage)}>{words.goToPage(lastPage)}</Button>
            </EmptyState>
          );
        }
        return (
          <>
            {refreshProblem}
            {props.children(rows, query.isPlaceholderData)}
            <Pager
              kind="offset"
              what={words.pagerWhat}
              offset={offsetOfPage(page, pageSize)}
              limit={pageSize}
              total={total}
              onChange={(offset) => onPage(pageOfOffset(offset, pageSize))}
            />
          </>
        );
      }}
    </QueryView>
  );
}

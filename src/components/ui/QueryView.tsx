import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Loading, LoadError } from '@/components/ui/QueryState';

/** The words of a query's states, already in the page's language. */
export interface QueryWords {
  /** while it loads, e.g. "Loading segments…" */
  loading: string;
  /** what failed to load, e.g. "segments": fills the error's title and its retry */
  what: string;
  /** the warning's title when a refresh failed and what was loaded before stays */
  refreshFailed: string;
  /** the warning's button */
  refresh: string;
  /** follows the refresh's error, e.g. "The list shows what was loaded before." */
  keptBefore?: string;
}

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  words: QueryWords;
  /** what was loaded; `refreshProblem` is the warning to show with it when a refresh failed, else false */
  children: (data: T, refreshProblem: ReactNode) => ReactNode;
}

/** A query's states: loading, could not load (with a retry), and loaded — kept as it was when a refresh fails. */
export function QueryView<T>({ query, words, children }: QueryViewProps<T>) {
  // what was loaded (e.g. a page of rows) is drawn in a render React may interrupt (at once it is one long task on a slow
  // phone); until it is drawn, the loading line (or what was shown before) stays, so nothing on the page moves twice
  const data = useDeferredValue(query.data);
  const refetch = () => void query.refetch();
  if (query.isPending || (data === undefined && query.data !== undefined)) return <Loading label={words.loading} />;
  if (data === undefined) return <LoadError error={query.error} what={words.what} onRetry={refetch} />;
  // an error while something loaded shows is a refresh that failed
  const refreshProblem = query.isError && (
    <Alert tone="warning" title={words.refreshFailed} action={<Button onClick={refetch}>{words.refresh}</Button>}>
      <ErrorMessage error={query.error} />
      {words.keptBefore && ` ${words.keptBefore}`}
    </Alert>
  );
  return children(data, refreshProblem);
}

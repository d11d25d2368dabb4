import { useDeferredValue, useRef } from 'react';

/** What a page draws from a query: a new result object with the same of these draws the same. */
interface QueryView {
  status: string;
  fetchStatus: string;
  data: unknown;
  error: unknown;
  isPlaceholderData: boolean;
}

const samePicture = (a: QueryView, b: QueryView) =>
  a.status === b.status &&
  a.fetchStatus === b.fetchStatus &&
  a.data === b.data &&
  a.error === b.error &&
  a.isPlaceholderData === b.isPlaceholderData;

/**
 * A query's result for drawing a table in the background: React renders the deferred value in slices
 * that give way to input, so building a page of rows does not freeze a slow machine. TanStack Query
 * hands out a new result object on every render; this keeps the one drawn last while nothing it shows
 * changed (data is structurally shared), so a parent's re-render does not draw the table again.
 */
export function useDeferredQuery<T extends QueryView>(query: T): T {
  const held = useRef(query);
  if (!samePicture(held.current, query)) held.current = query;
  return useDeferredValue(held.current);
}

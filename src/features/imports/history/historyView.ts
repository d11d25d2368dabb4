import { importStatuses } from '@/api/terms';
import type { ImportStatus } from '@/api';
import { oneOf, pageParam, readUrlState, textParam, writeUrlState, type UrlParams } from '@/lib/urlState';

export const historyPageSize = 25;

/** The finished imports with at least one failed element: a reading of the app, not a status of the service. */
export const withFailures = 'withFailures';
export type HistoryStatus = ImportStatus | typeof withFailures;
/** The status filter's choices, the finished ones together. */
export const historyStatuses: readonly HistoryStatus[] = [...importStatuses.slice(0, 4), withFailures, ...importStatuses.slice(4)];

/** What the history shows, as held in the address bar: `?status=aborted&ref=…&page=2`. */
export interface HistoryView {
  status?: HistoryStatus;
  importRef?: string;
  /** 1-based */
  page: number;
}

const historyParams: UrlParams<HistoryView> = {
  status: oneOf('status', historyStatuses),
  importRef: textParam('ref'),
  page: pageParam('page'),
};

export const readHistoryView = (params: URLSearchParams): HistoryView => ({ page: 1, ...readUrlState(historyParams, params) });

export const writeHistoryView = (view: HistoryView): URLSearchParams => writeUrlState(historyParams, view);

export const hasHistoryFilters = (view: HistoryView) => Boolean(view.status || view.importRef);

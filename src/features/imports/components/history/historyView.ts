import { importStatus, importStatuses, type ImportStatus } from '@/api';
import { readPageParam } from '../shared/pageParam';

/** Imports per page of the history. */
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

export const historyParams = { status: 'status', importRef: 'ref', page: 'page' } as const;

/** Reads the view from the URL, ignoring values the app would not have written (a hand-edited link). */
export const readHistoryView = (params: URLSearchParams): HistoryView => {
  const raw = params.get(historyParams.status);
  const parsed = importStatus.safeParse(raw);
  const status: HistoryStatus | undefined = raw === withFailures ? withFailures : parsed.success ? parsed.data : undefined;
  const importRef = params.get(historyParams.importRef)?.trim();
  return {
    ...(status ? { status } : {}),
    ...(importRef ? { importRef } : {}),
    page: readPageParam(params.get(historyParams.page)),
  };
};

/** The view as URL parameters, leaving out defaults so links stay short. */
export const writeHistoryView = (view: HistoryView): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.status) params.set(historyParams.status, view.status);
  const ref = view.importRef?.trim();
  if (ref) params.set(historyParams.importRef, ref);
  if (view.page > 1) params.set(historyParams.page, String(view.page));
  return params;
};

export const hasHistoryFilters = (view: HistoryView) => Boolean(view.status || view.importRef);

export const offsetOfPage = (page: number, pageSize = historyPageSize) => (page - 1) * pageSize;
export const pageOfOffset = (offset: number, pageSize = historyPageSize) => Math.floor(offset / pageSize) + 1;

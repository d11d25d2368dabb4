import type { ImportStatus } from '@/contract';

export interface ImportListParams {
  status?: ImportStatus;
  /** exactly this import (the brief's status poll) */
  importRef?: string;
  /** imports whose reference contains this text (the history's search: the table shows 8 characters) */
  importRefContains?: string;
  limit: number;
  offset: number;
}

/** A page of the history: also by the app's reading "finished with failures", and by who started the imports (from their source). */
export type HistoryListParams = Omit<ImportListParams, 'status'> & { status?: ImportStatus | 'withFailures'; startedBy?: string };

export interface ImportLogParams {
  limit: number;
  offset: number;
  entity?: string;
  level?: string;
  /** entries whose message contains this text (any case) */
  text?: string;
}

/** One key factory for every imports query, so invalidation always matches what was cached. */
export const importKeys = {
  all: (merchantCode: string) => ['imports', merchantCode] as const,
  lists: (merchantCode: string) => [...importKeys.all(merchantCode), 'list'] as const,
  list: (merchantCode: string, params: HistoryListParams) => [...importKeys.lists(merchantCode), params] as const,
  detail: (merchantCode: string, importRef: string) => [...importKeys.all(merchantCode), 'detail', importRef] as const,
  logs: (merchantCode: string, importRef: string, params: ImportLogParams) =>
    [...importKeys.detail(merchantCode, importRef), 'logs', params] as const,
};

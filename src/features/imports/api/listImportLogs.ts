import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listLimits } from '@/api/terms';
import { wireDialect, wireNames } from '@/api/wireNames';
import type { ImportLogEntry, ImportLogLevel, ImportLogList } from '@/api';
import { importLogList } from '@/api/imports';
import { apiRequest, merchantPath } from '@/lib/http';
import { importKeys, type ImportLogParams } from './keys';

const hasFilters = (p: ImportLogParams) => Boolean(p.entity || p.level || p.text?.trim());

/** One page of the log as the service sends it (the brief's service may narrow it with a filter). */
const listImportLogs = (merchantCode: string, importRef: string, params: ImportLogParams, signal?: AbortSignal) => {
  const filter: Record<string, unknown> = {};
  if (params.entity) filter.entity = params.entity;
  if (params.level) filter.level = params.level;
  if (params.text?.trim()) filter.message = { $ct: params.text.trim() };
  return apiRequest(merchantPath(merchantCode, 'imports', importRef, 'logs'), {
    service: 'imports',
    query: { limit: params.limit, offset: params.offset, [wireNames.filterParam]: Object.keys(filter).length ? filter : undefined },
    schema: importLogList,
    signal,
  });
};

/**
 * Every entry of an import's log (or of one level), page after page at the service's largest page
 * size. The public service's log has no filter, so there the level is picked out here.
 */
export async function fetchAllLogEntries(merchantCode: string, importRef: string, signal?: AbortSignal, level?: ImportLogLevel): Promise<ImportLogEntry[]> {
  const serverLevel = wireDialect === 'public' ? undefined : level;
  const entries: ImportLogEntry[] = [];
  for (let read = 0; ; ) {
    const { meta, logs } = await listImportLogs(merchantCode, importRef, { limit: listLimits.maxLimit, offset: read, ...(serverLevel ? { level: serverLevel } : {}) }, signal);
    read += logs.length;
    entries.push(...(level && !serverLevel ? logs.filter((e) => e.level === level) : logs));
    // an empty page ends it too, so a total that shrank while reading cannot loop for ever
    if (logs.length === 0 || read >= meta.totalItemCount) return entries;
  }
}

/** Whether an entry passes the log filters; an entry without a level or entity never matches a filter on it. */
const matchesLogFilters = (entry: ImportLogEntry, { entity, level, text }: Pick<ImportLogParams, 'entity' | 'level' | 'text'>) =>
  (!entity || entry.entity === entity) &&
  (!level || entry.level === level) &&
  (!text?.trim() || entry.message.toLowerCase().includes(text.trim().toLowerCase()));

/**
 * A filtered page the service cannot give: the public service's log has no filter, so the whole log is
 * read and narrowed here, then paged as the service would have.
 */
async function filterLogLocally(merchantCode: string, importRef: string, params: ImportLogParams, signal?: AbortSignal): Promise<ImportLogList> {
  const matching = (await fetchAllLogEntries(merchantCode, importRef, signal)).filter((e) => matchesLogFilters(e, params));
  return {
    meta: { limit: params.limit, offset: params.offset, totalItemCount: matching.length },
    logs: matching.slice(params.offset, params.offset + params.limit),
  };
}

/** A page of the log, filtered by the service when it can (brief dialect), otherwise here. */
export const importLogsQueryOptions = (merchantCode: string, importRef: string, params: ImportLogParams) =>
  queryOptions({
    queryKey: importKeys.logs(merchantCode, importRef, params),
    queryFn: ({ signal }) =>
      wireDialect === 'public' && hasFilters(params)
        ? filterLogLocally(merchantCode, importRef, params, signal)
        : listImportLogs(merchantCode, importRef, params, signal),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { wireDialect, wireNames } from '@/api/wireNames';
import type { ImportLogEntry, ImportLogLevel, ImportLogList } from '@/api';
import { importLogList } from '@/api/imports';
import { apiRequest, merchantPath } from '@/lib/http';
import { importKeys, type ImportLogParams } from './keys';
import { readEveryPage } from './listImports';

/** One page of the log as the service sends it (the brief's service may narrow it with a filter). */
const listImportLogs = (merchantCode: string, importRef: string, { limit, offset, entity, level, text }: ImportLogParams, signal?: AbortSignal) => {
  const filter = { ...(entity && { entity }), ...(level && { level }), ...(text && { message: { $ct: text } }) };
  return apiRequest(merchantPath(merchantCode, 'imports', importRef, 'logs'), {
    service: 'imports',
    query: { limit, offset, [wireNames.filterParam]: Object.keys(filter).length ? filter : undefined },
    schema: importLogList,
    signal,
  });
};

/** Every entry of an import's log (or of one level). The public service's log has no filter, so there the level is picked out here. */
export async function fetchAllLogEntries(merchantCode: string, importRef: string, signal?: AbortSignal, level?: ImportLogLevel): Promise<ImportLogEntry[]> {
  const serverLevel = wireDialect === 'public' ? undefined : level;
  const entries = await readEveryPage(
    (offset, limit) => listImportLogs(merchantCode, importRef, { limit, offset, level: serverLevel }, signal),
    (page) => page.logs,
  );
  return level && !serverLevel ? entries.filter((e) => e.level === level) : entries;
}

/**
 * A filtered page the public service cannot give (its log has no filter): the whole log is read
 * and narrowed here, then paged as the service would have. An entry without a level or entity
 * never matches a filter on it.
 */
async function filterLogLocally(
  merchantCode: string,
  importRef: string,
  { limit, offset, entity, level, text }: ImportLogParams,
  signal?: AbortSignal,
): Promise<ImportLogList> {
  const matching = (await fetchAllLogEntries(merchantCode, importRef, signal)).filter(
    (e) => (!entity || e.entity === entity) && (!level || e.level === level) && (!text || e.message.toLowerCase().includes(text.toLowerCase())),
  );
  return { meta: { limit, offset, totalItemCount: matching.length }, logs: matching.slice(offset, offset + limit) };
}

/**
 * A page of the log, filtered by the service when it can (brief dialect), otherwise here. While the
 * import runs the log polls, and its last poll may come just before the final entries are written:
 * whether the import has ended is part of the key, so the log is read once more when it ends.
 */
export const importLogsQueryOptions = (merchantCode: string, importRef: string, params: ImportLogParams, ended: boolean) =>
  queryOptions({
    queryKey: [...importKeys.logs(merchantCode, importRef, params), { ended }],
    queryFn: ({ signal }) =>
      wireDialect === 'public' && (params.entity || params.level || params.text)
        ? filterLogLocally(merchantCode, importRef, params, signal)
        : listImportLogs(merchantCode, importRef, params, signal),
    placeholderData: keepPreviousData,
  });

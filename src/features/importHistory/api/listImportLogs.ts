import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { wireDialect, wireNames } from '@/contract/wireNames';
import type { ImportLogEntry, ImportLogLevel, ImportLogList } from '@/contract';
import { importLogList } from '@/contract/imports';
import { apiRequest, merchantPath } from '@/lib/http';
import { importKeys, type ImportLogParams } from './keys';
import { readEveryPage } from '@/lib/readEveryPage';

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
 * A page of the log, filtered by the service when it can (brief dialect); the public service's log has no filter, so
 * there the whole log is read, narrowed and paged here. While the import runs the log polls, and its last poll may come
 * just before the final entries are written: whether it has ended is part of the key, so the log is read once more then.
 */
export const importLogsQueryOptions = (merchantCode: string, importRef: string, params: ImportLogParams, ended: boolean) =>
  queryOptions({
    queryKey: [...importKeys.logs(merchantCode, importRef, params), { ended }],
    queryFn: async ({ signal }): Promise<ImportLogList> => {
      const { limit, offset, entity, level, text } = params;
      if (wireDialect !== 'public' || !(entity || level || text)) return listImportLogs(merchantCode, importRef, params, signal);
      // an entry without a level or entity never matches a filter on it
      const matches = (e: ImportLogEntry) =>
        (!entity || e.entity === entity) && (!level || e.level === level) && (!text || e.message.toLowerCase().includes(text.toLowerCase()));
      const matching = (await fetchAllLogEntries(merchantCode, importRef, signal)).filter(matches);
      return { meta: { limit, offset, totalItemCount: matching.length }, logs: matching.slice(offset, offset + limit) };
    },
    placeholderData: keepPreviousData,
  });

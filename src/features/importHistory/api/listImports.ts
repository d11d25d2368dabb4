import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { wireNames } from '@/contract/wireNames';
import type { ImportList, ListFilter } from '@/contract';
import { importList } from '@/contract/imports';
import { apiRequest, merchantPath } from '@/lib/http';
import { importOutcome } from '@/features/importHistory/status/importOutcome';
import { readEveryPage } from '@/lib/readEveryPage';
import { readSource } from '@/features/importHistory/status/importSource';
import { importKeys, type HistoryListParams, type ImportListParams } from './keys';
import { importPollInterval } from './polling';

/** `GET /imports`: the list of imports, newest first, filtered by status and/or import reference. */
export const listImports = (merchantCode: string, params: ImportListParams, signal?: AbortSignal) => {
  const { status, importRef, importRefContains, limit, offset } = params;
  const filter: ListFilter = {};
  if (status) filter.status = status;
  if (importRef) filter[wireNames.importRef] = importRef;
  else if (importRefContains) filter[wireNames.importRef] = { $ct: importRefContains };
  const query = { [wireNames.filterParam]: Object.keys(filter).length ? filter : undefined, limit, offset, sort: 'createDate:desc' };
  return apiRequest(merchantPath(merchantCode, 'imports'), { service: 'imports', query, schema: importList, signal });
};

/** Whether an import was started by someone whose name (or, written elsewhere, whose source) contains `text`, in any case. */
const startedByMatches = (source: string | null | undefined, text: string) =>
  (readSource(source).startedBy ?? source ?? '').toLocaleLowerCase().includes(text.toLocaleLowerCase());

/**
 * A page of what the service cannot filter (finished with failures, started by someone): it filters by status and
 * reference only, so every import those allow is read and the ones asked for kept; the total is exact, not a guess.
 */
async function listImportsReadThrough(
  merchantCode: string,
  { status, importRefContains, startedBy, limit, offset }: HistoryListParams,
  signal?: AbortSignal,
): Promise<ImportList> {
  const withFailures = status === 'withFailures';
  const read = await readEveryPage(
    (from, pageSize) => listImports(merchantCode, { status: withFailures ? 'finished' : status, importRefContains, limit: pageSize, offset: from }, signal),
    (page) => page.imports,
  );
  const found = read.filter((r) => (!withFailures || importOutcome(r).failed > 0) && (!startedBy || startedByMatches(r.source, startedBy)));
  return { meta: { limit, offset, totalItemCount: found.length }, imports: found.slice(offset, offset + limit) };
}

/** A page of the history; refreshes itself (on a timer and on focus) only while an import on it runs. */
export const importListQueryOptions = (merchantCode: string, params: HistoryListParams) =>
  queryOptions({
    queryKey: importKeys.list(merchantCode, params),
    queryFn: ({ signal }) =>
      params.status === 'withFailures' || params.startedBy
        ? listImportsReadThrough(merchantCode, params, signal)
        : listImports(merchantCode, params as ImportListParams, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => importPollInterval(query.state.data?.imports),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: (query) => importPollInterval(query.state.data?.imports) !== false,
  });

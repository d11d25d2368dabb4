import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { wireNames } from '@/api/wireNames';
import type { ListFilter } from '@/api';
import { importList } from '@/api/imports';
import { apiRequest, merchantPath } from '@/lib/http';
import { importKeys, type ImportListParams } from './keys';
import { importPollInterval } from './polling';

/** Call 5: the list of imports, newest first, filtered by status and/or import reference. */
export const listImports = (merchantCode: string, params: ImportListParams, signal?: AbortSignal) => {
  const filter: ListFilter = {};
  if (params.status) filter.status = params.status;
  if (params.importRef) filter[wireNames.importRef] = params.importRef;
  else if (params.importRefContains) filter[wireNames.importRef] = { $ct: params.importRefContains };
  return apiRequest(merchantPath(merchantCode, 'imports'), {
    service: 'imports',
    query: {
      [wireNames.filterParam]: Object.keys(filter).length ? filter : undefined,
      limit: params.limit,
      offset: params.offset,
      sort: 'createDate:desc',
    },
    schema: importList,
    signal,
  });
};

/** A page of the history; refreshes itself (on a timer and on focus) only while an import on it runs. */
export const importListQueryOptions = (merchantCode: string, params: ImportListParams) =>
  queryOptions({
    queryKey: importKeys.list(merchantCode, params),
    queryFn: ({ signal }) => listImports(merchantCode, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => importPollInterval(query.state.data?.imports),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: (query) => importPollInterval(query.state.data?.imports) !== false,
  });

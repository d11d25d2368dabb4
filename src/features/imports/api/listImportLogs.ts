import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { importLogList, wireNames } from '../../../api';
import { apiRequest, merchantPath } from '../../../lib/http';
import { importKeys, type ImportLogParams } from './keys';

/** The log of one import, paged, optionally narrowed to an entity type and a level. */
export const listImportLogs = (merchantCode: string, importRef: string, params: ImportLogParams, signal?: AbortSignal) => {
  const filter: Record<string, string> = {};
  if (params.entity) filter.entity = params.entity;
  if (params.level) filter.level = params.level;
  return apiRequest(merchantPath(merchantCode, 'imports', importRef, 'logs'), {
    service: 'imports',
    query: { limit: params.limit, offset: params.offset, [wireNames.filterParam]: Object.keys(filter).length ? filter : undefined },
    schema: importLogList,
    signal,
  });
};

export const importLogsQueryOptions = (merchantCode: string, importRef: string, params: ImportLogParams) =>
  queryOptions({
    queryKey: importKeys.logs(merchantCode, importRef, params),
    queryFn: ({ signal }) => listImportLogs(merchantCode, importRef, params, signal),
    placeholderData: keepPreviousData,
  });

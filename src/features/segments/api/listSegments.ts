import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { wireNames } from '@/api/wireNames';
import type { ListFilter } from '@/api';
import { segmentList } from '@/api/segments';
import { apiRequest, merchantPath } from '@/lib/http';
import { segmentKeys, type SegmentListParams } from './keys';

/**
 * The list of segments, last changed first. The filter language has no "or", so a search looks
 * in one field at a time, the one the merchant chose (name or code), rather than merging two lists.
 */
const listSegments = (merchantCode: string, params: SegmentListParams, signal?: AbortSignal) => {
  const filter: ListFilter = {};
  if (params.type) filter.type = params.type;
  const search = params.search?.trim();
  if (search) filter[params.searchIn] = { $ct: search };
  return apiRequest(merchantPath(merchantCode, 'segments'), {
    service: 'segments',
    query: {
      [wireNames.filterParam]: Object.keys(filter).length ? filter : undefined,
      limit: params.limit,
      offset: params.offset,
      sort: 'updateDate:desc',
    },
    schema: segmentList,
    signal,
  });
};

export const segmentListQueryOptions = (merchantCode: string, params: SegmentListParams) =>
  queryOptions({
    queryKey: segmentKeys.list(merchantCode, params),
    queryFn: ({ signal }) => listSegments(merchantCode, params, signal),
    placeholderData: keepPreviousData,
  });

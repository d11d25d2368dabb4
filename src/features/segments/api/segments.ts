import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { memberToWire } from '@/contract/terms';
import { wireNames } from '@/contract/wireNames';
import type { CreateSegmentBody, ListFilter } from '@/contract';
import { memberRef, segment, segmentList } from '@/contract/segments';
import { isApiError } from '@/lib/errors';
import { apiRequest, merchantPath } from '@/lib/http';
import { segmentKeys, type SegmentListParams } from './keys';

/** Segments, last changed first; the filter language has no "or", so a search looks in the one field the merchant chose (name or code). */
export const segmentListQueryOptions = (merchantCode: string, params: SegmentListParams) =>
  queryOptions({
    queryKey: segmentKeys.list(merchantCode, params),
    queryFn: ({ signal }) => {
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
    },
    placeholderData: keepPreviousData,
  });

export const segmentQueryOptions = (merchantCode: string, segmentCode: string) =>
  queryOptions({
    queryKey: segmentKeys.detail(merchantCode, segmentCode),
    queryFn: ({ signal }) => apiRequest(merchantPath(merchantCode, 'segments', segmentCode), { service: 'segments', schema: segment, signal }),
  });

/** A segment that does not exist (any more): deleted meanwhile, or a mistyped address. */
export const isSegmentGone = (error: unknown) => isApiError(error) && error.kind === 'notFound';

/** `POST /segments`: creates a segment, with its first members if given. */
export const createSegment = async (merchantCode: string, body: CreateSegmentBody) => {
  // first members go out in the configured dialect's spelling (`ID` or `id`)
  const members = body.members?.map((m) => memberToWire(memberRef.parse(m)));
  return apiRequest(merchantPath(merchantCode, 'segments'), {
    method: 'POST',
    service: 'segments',
    body: members ? { ...body, members } : body,
    schema: segment,
  });
};

export function useCreateSegment(merchantCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSegmentBody) => createSegment(merchantCode, body),
    onSuccess: async (created) => {
      queryClient.setQueryData(segmentKeys.detail(merchantCode, created.code), created);
      await queryClient.invalidateQueries({ queryKey: segmentKeys.lists(merchantCode) });
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import { segment } from '@/api/segments';
import { isApiError } from '@/lib/errors';
import { apiRequest, merchantPath } from '@/lib/http';
import { segmentKeys } from './keys';

const getSegment = (merchantCode: string, segmentCode: string, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantCode, 'segments', segmentCode), { service: 'segments', schema: segment, signal });

export const segmentQueryOptions = (merchantCode: string, segmentCode: string) =>
  queryOptions({
    queryKey: segmentKeys.detail(merchantCode, segmentCode),
    queryFn: ({ signal }) => getSegment(merchantCode, segmentCode, signal),
  });

/** A segment that does not exist (any more): deleted meanwhile, or a mistyped address. */
export const isSegmentGone = (error: unknown) => isApiError(error) && error.kind === 'notFound';

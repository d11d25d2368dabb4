import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segment, type CreateSegmentBody } from '../../../api';
import { apiRequest, merchantPath } from '../../../lib/http';
import { segmentKeys } from './keys';

/** Call 6: creates a segment, with its first members if given. */
export const createSegment = (merchantCode: string, body: CreateSegmentBody, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantCode, 'segments'), { method: 'POST', service: 'segments', body, schema: segment, signal });

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

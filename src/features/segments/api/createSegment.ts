import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberToWire } from '@/api/terms';
import type { CreateSegmentBody } from '@/api';
import { memberRef, segment } from '@/api/segments';
import { apiRequest, merchantPath } from '@/lib/http';
import { segmentKeys } from './keys';

/** Call 6: creates a segment, with its first members if given. */
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

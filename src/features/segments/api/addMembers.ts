import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberToWire, toMemberRef } from '@/api/terms';
import type { MemberRef } from '@/api';
import { batchResult } from '@/api/common';
import { apiRequest, merchantPath } from '@/lib/http';
import { batchOutcome } from './batchOutcome';
import { segmentKeys } from './keys';

/** Call 8: adds several members in one request; answers the ones that failed. */
export const addMembers = (merchantCode: string, segmentCode: string, members: readonly MemberRef[], signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantCode, 'segments', segmentCode, 'members'), {
    method: 'POST',
    service: 'segments',
    body: members.map(memberToWire),
    schema: batchResult,
    signal,
  });

/** Fresh counts and member lists after members changed. */
export const refreshSegment = (queryClient: ReturnType<typeof useQueryClient>, merchantCode: string, segmentCode: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: segmentKeys.detail(merchantCode, segmentCode) }),
    queryClient.invalidateQueries({ queryKey: segmentKeys.lists(merchantCode) }),
  ]);

export function useAddMembers(merchantCode: string, segmentCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (customerIds: readonly string[]) => {
      const sent = customerIds.map(toMemberRef);
      return batchOutcome(sent, await addMembers(merchantCode, segmentCode, sent));
    },
    onSettled: () => refreshSegment(queryClient, merchantCode, segmentCode),
  });
}

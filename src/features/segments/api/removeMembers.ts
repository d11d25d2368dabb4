import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberToWire, toMemberRef } from '@/api/terms';
import { batchResult } from '@/api/common';
import { apiRequest, merchantPath } from '@/lib/http';
import { refreshSegment } from './addMembers';
import { batchOutcome } from './batchOutcome';

/** Call 9: removes several members in one request; answers the ones that failed. */
export const removeMembers = (merchantCode: string, segmentCode: string, customerIds: readonly string[]) => {
  const sent = customerIds.map(toMemberRef);
  return apiRequest(merchantPath(merchantCode, 'segments', segmentCode, 'members'), {
    method: 'DELETE',
    service: 'segments',
    body: sent.map(memberToWire),
    schema: batchResult,
  }).then((result) => batchOutcome(sent, result));
};

export function useRemoveMembers(merchantCode: string, segmentCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerIds: readonly string[]) => removeMembers(merchantCode, segmentCode, customerIds),
    onSettled: () => refreshSegment(queryClient, merchantCode, segmentCode),
  });
}

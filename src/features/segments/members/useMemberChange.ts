import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSegment, type addMembers, type BatchOutcome } from '../api/members';
import { useOneAtATime } from '../useOneAtATime';

/** Adds or removes members in one request, once however often asked, then refreshes the segment; `then` hears the answer (none on failure). */
export function useMemberChange<T>(merchantCode: string, segmentCode: string, change: typeof addMembers, customerId: (item: T) => string) {
  const queryClient = useQueryClient();
  const oneAtATime = useOneAtATime();
  const mutation = useMutation({
    mutationFn: (sent: T[]) => change(merchantCode, segmentCode, sent.map(customerId)),
    onSettled: () => refreshSegment(queryClient, merchantCode, segmentCode),
  });
  const send = (sent: T[], then: (outcome?: BatchOutcome) => void) => oneAtATime(() => mutation.mutateAsync(sent).then(then, () => then()));
  return { ...mutation, send };
}

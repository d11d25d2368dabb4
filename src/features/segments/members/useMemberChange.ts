import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { refreshSegment, type addMembers, type BatchOutcome } from '../api/members';

/**
 * Runs an action only when its previous run has finished. A mutation's `isPending` (a button's busy state) turns true only
 * after the next render, so a fast double click would send the request twice; the ref changes at once, inside the first click.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  };
}

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

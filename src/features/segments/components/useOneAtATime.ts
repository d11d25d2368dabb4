import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { refreshSegment, type addMembers, type BatchOutcome } from '../api/members';

/**
 * Runs an action only when the previous run of it has finished. A mutation's `isPending` (and so
 * a button's busy state) turns true only after the next render, so without this a fast double
 * click would send the request twice; the ref changes at once, inside the first click.
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

/** Members added or removed in one request, and what the service answered (or why it could not). */
export interface MemberChange<T> {
  sent: T[];
  outcome?: BatchOutcome;
  error?: unknown;
}

/**
 * Adds or removes members (`change`: addMembers or removeMembers) in one request, once however
 * often it is asked, then refreshes the segment; `onDone` hears what came of it.
 */
export function useMemberChange(merchantCode: string, segmentCode: string, change: typeof addMembers) {
  const queryClient = useQueryClient();
  const oneAtATime = useOneAtATime();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (customerIds: readonly string[]) => change(merchantCode, segmentCode, customerIds),
    onSettled: () => refreshSegment(queryClient, merchantCode, segmentCode),
  });
  const send = <T>(sent: T[], customerId: (item: T) => string, onDone: (done: MemberChange<T>) => void) =>
    oneAtATime(async () => {
      try {
        onDone({ sent, outcome: await mutateAsync(sent.map(customerId)) });
      } catch (error) {
        onDone({ sent, error });
      }
    });
  return { send, busy: isPending };
}

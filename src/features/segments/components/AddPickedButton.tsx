import type { Customer, Segment } from '@/api';
import { Button } from '@/components/ui/Button';
import type { BatchOutcome } from '../api/batchOutcome';
import { useAddMembers } from '../api/addMembers';
import { useOneAtATime } from './useOneAtATime';

interface AddPickedButtonProps {
  merchantCode: string;
  segment: Segment;
  picked: ReadonlyMap<string, Customer>;
  /** e.g. "Add 3 members to Newsletter" */
  label: string;
  /** the customers are on their way: an earlier outcome no longer holds */
  onSend: () => void;
  /** what the service answered for the customers sent, or why the call failed */
  onAnswer: (sent: Customer[], answer: { outcome: BatchOutcome } | { error: unknown }) => void;
}

/** Adds the picked customers in one request, once however often it is pressed, and says when it is busy. */
export function AddPickedButton({ merchantCode, segment, picked, label, onSend, onAnswer }: AddPickedButtonProps) {
  const add = useAddMembers(merchantCode, segment.code);
  const oneAtATime = useOneAtATime();
  const addPicked = () =>
    oneAtATime(async () => {
      const sent = [...picked.values()];
      onSend();
      try {
        onAnswer(sent, { outcome: await add.mutateAsync(sent.map((c) => c.id)) });
      } catch (error) {
        onAnswer(sent, { error });
      }
    });
  return (
    <Button variant="primary" disabled={picked.size === 0} busy={add.isPending} onClick={() => void addPicked()}>
      {label}
    </Button>
  );
}

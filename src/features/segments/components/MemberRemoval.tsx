import type { Member, Segment } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/Dialog';
import { errorMessage } from '@/lib/errors';
import { formatCount, plural } from '@/i18n/format';
import { customerLabel } from '@/features/customers';
import { isNotAMember, type BatchOutcome } from '../api/batchOutcome';
import { useRemoveMembers } from '../api/removeMembers';
import { useOneAtATime } from './useOneAtATime';

/** Members the merchant asked to remove, and what the service answered (or why it could not). */
export interface Removal {
  sent: Member[];
  outcome?: BatchOutcome;
  error?: unknown;
}

interface RemoveMembersDialogProps {
  merchantCode: string;
  segment: Segment;
  /** the members to confirm the removal of; null: the dialog is closed */
  members: Member[] | null;
  onRemoved: (removal: Removal) => void;
  onCancel: () => void;
}

/** Confirms removing members from a segment, then removes them in one call (once, however often it is clicked). */
export function RemoveMembersDialog({ merchantCode, segment, members, onRemoved, onCancel }: RemoveMembersDialogProps) {
  const remove = useRemoveMembers(merchantCode, segment.code);
  const oneAtATime = useOneAtATime();
  const confirm = () =>
    oneAtATime(async () => {
      const sent = members ?? [];
      try {
        onRemoved({ sent, outcome: await remove.mutateAsync(sent.map((m) => m.ID)) });
      } catch (error) {
        onRemoved({ sent, error });
      }
    });
  const count = plural(members?.length ?? 0, 'member');
  return (
    <ConfirmDialog
      open={members !== null}
      title={`Remove ${count} from ${segment.name}?`}
      confirmLabel={`Remove ${count}`}
      destructive
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>The customers stay customers; they only leave this segment.</p>
      <NameList members={members ?? []} />
    </ConfirmDialog>
  );
}

function NameList({ members, max = 8 }: { members: Member[]; max?: number }) {
  return (
    <ul>
      {members.slice(0, max).map((m) => (
        <li key={m.ID}>{customerLabel(m.customer)}</li>
      ))}
      {members.length > max && <li>and {plural(members.length - max, 'other member')}</li>}
    </ul>
  );
}

/** What a removal did: who left, who had already gone, what failed and why. */
export function RemovalNotice({ removal, onDismiss }: { removal: Removal; onDismiss: () => void }) {
  const dismiss = (
    <Button variant="ghost" className="btn-small" onClick={onDismiss} aria-label="Dismiss the message about removing members">
      Dismiss
    </Button>
  );
  if (removal.error) {
    return (
      <Alert tone="danger" title={`Could not remove ${plural(removal.sent.length, 'member')}`} action={dismiss}>
        {errorMessage(removal.error)} The selection is kept; try again.
      </Alert>
    );
  }
  const outcome = removal.outcome!;
  const byId = new Map(removal.sent.map((m) => [m.ID, m]));
  const alreadyGone = outcome.failed.filter(isNotAMember);
  const other = outcome.failed.filter((f) => !isNotAMember(f));
  const name = (id: string) => {
    const m = byId.get(id);
    return m ? customerLabel(m.customer) : id;
  };
  return (
    <Alert tone={outcome.failed.length ? 'warning' : 'success'} title={outcome.succeeded.length ? `Removed ${plural(outcome.succeeded.length, 'member')}.` : 'No member was removed.'} action={dismiss}>
      {alreadyGone.length > 0 && (
        <p>
          {alreadyGone.length === 1 ? 'One was' : `${formatCount(alreadyGone.length)} were`} no longer a member: removed by someone else meanwhile (
          {alreadyGone.map((f) => name(f.customerId)).join(', ')}). The list shows the segment as it is now.
        </p>
      )}
      {other.length > 0 && (
        <ul>
          {other.map((f) => (
            <li key={f.customerId}>
              {name(f.customerId)}: {f.message}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

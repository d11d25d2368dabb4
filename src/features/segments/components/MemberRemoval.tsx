import { Trans, useTranslation } from 'react-i18next';
import type { Member, Segment } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/Dialog';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { customerLabel, CustomerLabelText } from '@/features/customers';
import { isNotAMember, removeMembers } from '../api/members';
import { useMemberChange, type MemberChange } from './useOneAtATime';

export type Removal = MemberChange<Member>;

/** How many of the members to remove the confirmation names. */
const namesShown = 8;

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
  const { t } = useTranslation('segments');
  const remove = useMemberChange(merchantCode, segment.code, removeMembers);
  const count = members?.length ?? 0;
  return (
    <ConfirmDialog
      open={members !== null}
      title={t('removal.title', { count, name: segment.name })}
      confirmLabel={t('removeMembers', { count })}
      destructive
      busy={remove.busy}
      onConfirm={() => void remove.send(members ?? [], (m) => m.ID, onRemoved)}
      onCancel={onCancel}
    >
      <p>{t('removal.body')}</p>
      <ul>
        {members?.slice(0, namesShown).map((m) => (
          <li key={m.ID}>
            <CustomerLabelText customer={m.customer} />
          </li>
        ))}
        {count > namesShown && <li>{t('removal.others', { count: count - namesShown })}</li>}
      </ul>
    </ConfirmDialog>
  );
}

/** What a removal did: who left, who had already gone, what failed and why. */
export function RemovalNotice({ removal, onDismiss }: { removal: Removal; onDismiss: () => void }) {
  const { t } = useTranslation('segments');
  const dismiss = (
    <Button variant="ghost" className="btn-small" onClick={onDismiss} aria-label={t('removal.dismissLabel')}>
      {t('removal.dismiss')}
    </Button>
  );
  if (removal.error) {
    return (
      <Alert tone="danger" title={t('removal.failed', { count: removal.sent.length })} action={dismiss}>
        <ErrorMessage error={removal.error} /> {t('removal.failedKept')}
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
    <Alert
      tone={outcome.failed.length ? 'warning' : 'success'}
      title={outcome.succeeded.length ? t('removal.removed', { count: outcome.succeeded.length }) : t('removal.noneRemoved')}
      action={dismiss}
    >
      {alreadyGone.length > 0 && (
        <p>
          <Trans
            t={t}
            i18nKey="removal.alreadyGone"
            count={alreadyGone.length}
            values={{ names: alreadyGone.map((f) => name(f.customerId)).join(', ') }}
            components={{ names: <span translate="no" /> }}
          />
        </p>
      )}
      {other.length > 0 && (
        <ul>
          {other.map((f) => (
            <li key={f.customerId}>
              <span translate="no">{name(f.customerId)}</span>: <span translate="no">{f.message}</span>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

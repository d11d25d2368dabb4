import { useQuery } from '@tanstack/react-query';
import { startTransition, useOptimistic, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Customer, Segment } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { paths } from '@/lib/paths';
import { useFocusWhen } from '@/lib/useFocusWhen';
import { canSearchCustomers, CustomerLabelText, CustomerSearch, PickedCustomers, useSettledEmail } from '@/features/customers';
import { addMembers, isAlreadyMember, membershipQueryOptions, type BatchOutcome, type MemberFailure } from '../api/members';
import { BackTo, SegmentFrame } from '../SegmentFrame';
import { toggled } from '../toggled';
import { useMemberChange } from './useMemberChange';
import '../segments.css';

export function AddMembersPage() {
  const { t } = useTranslation(['segments', 'customers']);
  return <SegmentFrame pageTitle={t('add.title')}>{(segment, merchantCode) => <AddMembers merchantCode={merchantCode} segment={segment} />}</SegmentFrame>;
}

const customerKey = (c: Customer) => c.id;

/**
 * The customer search kept in the page's address (`?email=…&guests=include`), so it deep-links; a change replaces
 * the history entry. The router moves the address in a transition, which a controlled field cannot wait for (it
 * would drop fast key strokes), so the change shows at once as an optimistic value until the address has it.
 */
function useAddressSearch() {
  const [params, setParams] = useSearchParams();
  const [search, showAtOnce] = useOptimistic({ email: params.get('email') ?? '', leaveOutGuests: params.get('guests') !== 'include' });
  const change = (changes: Partial<typeof search>) =>
    startTransition(() => {
      const next = { ...search, ...changes };
      showAtOnce(next);
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.email) out.set('email', next.email);
          else out.delete('email');
          if (next.leaveOutGuests) out.delete('guests');
          else out.set('guests', 'include');
          return out;
        },
        { replace: true },
      );
    });
  return [search, change] as const;
}

/** Find customers by e-mail, pick several, add them in one request. */
function AddMembers({ merchantCode, segment }: { merchantCode: string; segment: Segment }) {
  const { t } = useTranslation(['segments', 'customers']);
  const [search, changeSearch] = useAddressSearch();
  const settledEmail = useSettledEmail(search.email);
  const membership = useQuery(membershipQueryOptions(merchantCode, segment.code, settledEmail, canSearchCustomers(settledEmail)));
  const [picked, setPicked] = useState<ReadonlyMap<string, Customer>>(new Map());
  const [notes, setNotes] = useState<ReadonlyMap<string, MemberFailure>>(new Map());
  const add = useMemberChange(merchantCode, segment.code, addMembers, customerKey);

  const togglePick = (c: Customer, pick: boolean) => setPicked((prev) => toggled(prev, customerKey, [c], pick));

  // the button goes disabled while it adds (and stays so with no picks left): the notice of what happened takes the focus
  const noticeShown = !!add.variables && !add.isPending;
  const notice = useFocusWhen<HTMLDivElement>(noticeShown);

  const addPicked = (sent: Customer[]) => {
    notice.arm();
    return add.send(sent, (outcome) => {
      if (!outcome) return;
      const failures = new Map(outcome.failed.map((f) => [f.customerId, f]));
      setNotes(failures);
      // customers that were added, or turned out to be members already, leave the picks
      setPicked(new Map(sent.filter((c) => failures.has(c.id) && !isAlreadyMember(failures.get(c.id)!)).map((c) => [c.id, c])));
    });
  };

  // read here, not only inside lockedReason: the query re-renders this page only for the fields
  // its render read, and lockedReason may first run after the membership has arrived
  const memberIds = membership.data;
  const lockedReason = (c: Customer) => (memberIds?.has(c.id) ? t('add.alreadyMember') : undefined);
  // the service's words about a customer, said as it says them; "already a member" in the app's words
  const noteFor = (id: string): ReactNode => {
    const failure = notes.get(id);
    if (!failure) return undefined;
    return isAlreadyMember(failure) ? t('add.alreadyMemberNote', { message: failure.message }) : <span translate="no">{failure.message}</span>;
  };

  return (
    <div className="stack">
      {noticeShown && (
        <div ref={notice.target} tabIndex={-1}>
          <AddNotice sent={add.variables!} outcome={add.data} error={add.error} segment={segment} />
        </div>
      )}
      <p>
        <Trans
          t={t}
          i18nKey="add.intro"
          values={{ name: segment.name }}
          components={{ name: <span translate="no" />, list: <Link to={paths.addMembersByList(merchantCode, segment.code)} /> }}
        />
      </p>
      <section className="card stack" aria-label={t('add.find')}>
        <CustomerSearch
          merchantCode={merchantCode}
          search={search}
          onSearchChange={changeSearch}
          settledEmail={settledEmail}
          picked={picked}
          onToggle={togglePick}
          lockedReason={lockedReason}
          noteFor={noteFor}
        />
        {membership.isError && (
          <Alert tone="warning" title={t('add.membershipFailed')}>
            <ErrorMessage error={membership.error} /> {t('add.membershipFailedBody')}
          </Alert>
        )}
      </section>
      <PickedCustomers title={t('add.picked')} level={2} picked={picked} onRemove={(c) => togglePick(c, false)} noteFor={noteFor} />
      <div className="form-actions">
        <Button
          variant="primary"
          disabled={picked.size === 0}
          busy={add.isPending}
          onClick={() => void addPicked([...picked.values()])}
        >
          {picked.size ? t('addMembersTo', { count: picked.size, name: segment.name }) : t('add.pickFirst')}
        </Button>
        <BackTo segment={segment} className="btn btn-secondary" />
      </div>
    </div>
  );
}

/** The customers named in a notice, each as the merchant's data. */
function CustomerList({ customers }: { customers: Customer[] }) {
  return customers.map((c, i) => (
    <span key={c.id}>
      {i > 0 && ', '}
      <CustomerLabelText customer={c} />
    </span>
  ));
}

/** What an addition did: who was added, who was not, or that the request failed. */
function AddNotice({ sent, outcome, error, segment }: { sent: Customer[]; outcome?: BatchOutcome; error: unknown; segment: Segment }) {
  const { t } = useTranslation(['segments', 'customers']);
  const back = <BackTo segment={segment} />;
  if (!outcome) {
    return (
      <Alert tone="danger" title={t('add.failed', { count: sent.length })} action={back}>
        <ErrorMessage error={error} /> {t('add.failedKept')}
      </Alert>
    );
  }
  const failedIds = new Set(outcome.failed.map((f) => f.customerId));
  const failed = sent.filter((c) => failedIds.has(c.id));
  const added = sent.filter((c) => !failedIds.has(c.id));
  if (failed.length === 0) {
    return (
      <Alert tone="success" title={t('addedMembersTo', { count: added.length, name: segment.name })} action={back}>
        <CustomerList customers={added} />
      </Alert>
    );
  }
  return (
    <Alert
      tone="warning"
      title={t('add.partial', { added: t('memberCount', { count: added.length }), notAdded: t('customers:count', { count: failed.length }) })}
      action={back}
    >
      <Trans t={t} i18nKey="add.partialBody" components={{ names: <CustomerList customers={failed} /> }} />
    </Alert>
  );
}

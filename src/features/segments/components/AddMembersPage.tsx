import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Customer, Segment } from '../../../api';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { canSearchCustomers } from '../../customers/api/listCustomers';
import { customerLabel } from '../../customers/customerName';
import { CustomerSearch } from '../../customers/components/CustomerSearch';
import { PickedCustomers } from '../../customers/components/PickedCustomers';
import { useAddMembers } from '../api/addMembers';
import { isAlreadyMember } from '../api/batchOutcome';
import { membershipQueryOptions } from '../api/listMembers';
import { FixedSegmentGate } from './SegmentGate';
import { useSegmentParams } from './useSegmentParams';
import './segments.css';

export function AddMembersPage() {
  const { merchantCode, segmentCode } = useSegmentParams();
  return (
    <FixedSegmentGate merchantCode={merchantCode} segmentCode={segmentCode} pageTitle="Add members">
      {(segment) => <AddMembers merchantCode={merchantCode} segment={segment} />}
    </FixedSegmentGate>
  );
}

interface AddResult {
  added: Customer[];
  failed: Customer[];
  error?: unknown;
}

/** Find customers by e-mail, pick several, add them in one request. The search is in the address, so it deep-links. */
function AddMembers({ merchantCode, segment }: { merchantCode: string; segment: Segment }) {
  const [params, setParams] = useSearchParams();
  // Typed text and the switch answer at once from local state; the address follows (replacing the
  // history entry), so the search deep-links without every key stroke waiting for a navigation.
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [leaveOutGuests, setLeaveOutGuests] = useState(() => params.get('guests') !== 'include');
  const [settledEmail, setSettledEmail] = useState('');
  const membership = useQuery(membershipQueryOptions(merchantCode, segment.code, settledEmail, canSearchCustomers(settledEmail)));
  const [picked, setPicked] = useState<ReadonlyMap<string, Customer>>(new Map());
  const [notes, setNotes] = useState<ReadonlyMap<string, string>>(new Map());
  const [result, setResult] = useState<AddResult | null>(null);
  const add = useAddMembers(merchantCode, segment.code);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (value) out.set(name, value);
        else out.delete(name);
        return out;
      },
      { replace: true },
    );

  const togglePick = (c: Customer, pick: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (pick) next.set(c.id, c);
      else next.delete(c.id);
      return next;
    });

  const addPicked = () => {
    const sent = [...picked.values()];
    setResult(null);
    add.mutate(
      sent.map((c) => c.id),
      {
        onSuccess: (outcome) => {
          const failedIds = new Map(outcome.failed.map((f) => [f.customerId, f]));
          setNotes(new Map(outcome.failed.map((f) => [f.customerId, isAlreadyMember(f) ? `Already a member: ${f.message}` : f.message])));
          // customers that were added, or turned out to be members already, leave the picks
          setPicked(new Map(sent.filter((c) => failedIds.has(c.id) && !isAlreadyMember(failedIds.get(c.id)!)).map((c) => [c.id, c])));
          setResult({ added: sent.filter((c) => !failedIds.has(c.id)), failed: sent.filter((c) => failedIds.has(c.id)) });
        },
        onError: (error) => setResult({ added: [], failed: sent, error }),
      },
    );
  };

  const lockedReason = (c: Customer) => (membership.data?.has(c.id) ? 'Already a member' : undefined);
  const noteFor = (id: string) => notes.get(id);

  return (
    <div className="stack">
      {result && <AddNotice result={result} merchantCode={merchantCode} segment={segment} />}
      <p>
        Find customers by their e-mail address and tick the ones to add. Customers already in {segment.name} are shown ticked. To add many at
        once, <Link to={paths.addMembersByList(merchantCode, segment.code)}>add members from a list of addresses</Link>.
      </p>
      <section className="card stack" aria-label="Find customers">
        <CustomerSearch
          merchantCode={merchantCode}
          email={email}
          onEmailChange={(v) => {
            setEmail(v);
            setParam('email', v);
          }}
          leaveOutGuests={leaveOutGuests}
          onLeaveOutGuestsChange={(on) => {
            setLeaveOutGuests(on);
            setParam('guests', on ? null : 'include');
          }}
          picked={picked}
          onToggle={togglePick}
          lockedReason={lockedReason}
          noteFor={noteFor}
          onSearchSettled={setSettledEmail}
        />
        {membership.isError && (
          <Alert tone="warning" title="Could not check who is a member already">
            {errorMessage(membership.error)} Customers already in the segment will be reported when you add them.
          </Alert>
        )}
      </section>
      <PickedCustomers title="Picked customers" picked={picked} onRemove={(c) => togglePick(c, false)} noteFor={noteFor} />
      <div className="form-actions">
        <Button variant="primary" disabled={picked.size === 0} busy={add.isPending} onClick={addPicked}>
          {picked.size ? `Add ${plural(picked.size, 'member')} to ${segment.name}` : 'Add members (pick customers first)'}
        </Button>
        <Link className="btn btn-secondary" to={paths.segment(merchantCode, segment.code)}>
          Back to {segment.name}
        </Link>
      </div>
    </div>
  );
}

function AddNotice({ result, merchantCode, segment }: { result: AddResult; merchantCode: string; segment: Segment }) {
  const back = <Link to={paths.segment(merchantCode, segment.code)}>Back to {segment.name}</Link>;
  if (result.error) {
    return (
      <Alert tone="danger" title={`Could not add ${plural(result.failed.length, 'member')}`} action={back}>
        {errorMessage(result.error)} Your picks are kept; try again.
      </Alert>
    );
  }
  if (result.failed.length === 0) {
    return (
      <Alert tone="success" title={`Added ${plural(result.added.length, 'member')} to ${segment.name}.`} action={back}>
        {result.added.map(customerLabel).join(', ')}
      </Alert>
    );
  }
  return (
    <Alert tone="warning" title={`Added ${plural(result.added.length, 'member')}; ${plural(result.failed.length, 'customer')} not added.`} action={back}>
      The reason is shown next to each customer not added: {result.failed.map(customerLabel).join(', ')}.
    </Alert>
  );
}

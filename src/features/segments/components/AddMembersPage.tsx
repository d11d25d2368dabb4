import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Customer, Segment } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { errorMessage } from '@/lib/errors';
import { plural } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { canSearchCustomers, customerLabel, CustomerSearch, PickedCustomers, useSettledEmail } from '@/features/customers';
import { isAlreadyMember, type BatchOutcome } from '../api/batchOutcome';
import { membershipQueryOptions } from '../api/listMembers';
import { toggled } from '../selection';
import { AddPickedButton } from './AddPickedButton';
import { FixedSegmentGate } from './SegmentGate';
import { useAddressSearch } from './useAddressSearch';
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

const customerKey = (c: Customer) => c.id;

interface AddResult {
  added: Customer[];
  failed: Customer[];
  error?: unknown;
}

/** Find customers by e-mail, pick several, add them in one request. The search is in the address, so it deep-links. */
function AddMembers({ merchantCode, segment }: { merchantCode: string; segment: Segment }) {
  const [{ email, leaveOutGuests }, changeSearch] = useAddressSearch();
  const settledEmail = useSettledEmail(email);
  const membership = useQuery(membershipQueryOptions(merchantCode, segment.code, settledEmail, canSearchCustomers(settledEmail)));
  const [picked, setPicked] = useState<ReadonlyMap<string, Customer>>(new Map());
  const [notes, setNotes] = useState<ReadonlyMap<string, string>>(new Map());
  const [result, setResult] = useState<AddResult | null>(null);

  const togglePick = (c: Customer, pick: boolean) => setPicked((prev) => toggled(prev, customerKey, [c], pick));

  const answered = (sent: Customer[], answer: { outcome: BatchOutcome } | { error: unknown }) => {
    if ('error' in answer) {
      setResult({ added: [], failed: sent, error: answer.error });
      return;
    }
    const { outcome } = answer;
    const failedIds = new Map(outcome.failed.map((f) => [f.customerId, f]));
    setNotes(new Map(outcome.failed.map((f) => [f.customerId, isAlreadyMember(f) ? `Already a member: ${f.message}` : f.message])));
    // customers that were added, or turned out to be members already, leave the picks
    setPicked(new Map(sent.filter((c) => failedIds.has(c.id) && !isAlreadyMember(failedIds.get(c.id)!)).map((c) => [c.id, c])));
    setResult({ added: sent.filter((c) => !failedIds.has(c.id)), failed: sent.filter((c) => failedIds.has(c.id)) });
  };
  const addLabel = picked.size ? `Add ${plural(picked.size, 'member')} to ${segment.name}` : 'Add members (pick customers first)';

  // read here, not only inside lockedReason: the query re-renders this page only for the fields
  // its render read, and lockedReason may first run after the membership has arrived
  const memberIds = membership.data;
  const lockedReason = (c: Customer) => (memberIds?.has(c.id) ? 'Already a member' : undefined);
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
          onEmailChange={(v) => changeSearch({ email: v })}
          settledEmail={settledEmail}
          leaveOutGuests={leaveOutGuests}
          onLeaveOutGuestsChange={(on) => changeSearch({ leaveOutGuests: on })}
          picked={picked}
          onToggle={togglePick}
          lockedReason={lockedReason}
          noteFor={noteFor}
        />
        {membership.isError && (
          <Alert tone="warning" title="Could not check who is a member already">
            {errorMessage(membership.error)} Customers already in the segment will be reported when you add them.
          </Alert>
        )}
      </section>
      <PickedCustomers title="Picked customers" level={2} picked={picked} onRemove={(c) => togglePick(c, false)} noteFor={noteFor} />
      <div className="form-actions">
        <AddPickedButton merchantCode={merchantCode} segment={segment} picked={picked} label={addLabel} onSend={() => setResult(null)} onAnswer={answered} />
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

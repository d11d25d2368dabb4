import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Member, Segment } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { Pager } from '@/components/ui/Pager';
import { SelectionBar } from '@/components/ui/SelectionBar';
import { Switch } from '@/components/ui/Switch';
import { EmptyState, Loading, LoadError } from '@/components/ui/QueryState';
import { errorMessage } from '@/lib/errors';
import { formatCount, plural } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { customerLabel, customerName, CustomerKindBadge, CustomerNumberText } from '@/features/customers';
import { isSegmentGone } from '../api/getSegment';
import { segmentKeys } from '../api/keys';
import { memberPageQueryOptions } from '../api/listMembers';
import { toggled } from '../selection';
import { RemovalNotice, RemoveMembersDialog, type Removal } from './MemberRemoval';

const pageSize = 25;
const memberKey = (m: Member) => m.ID;

/**
 * The members of a fixed segment: search by e-mail, page with the service's cursor (a stack of
 * cursors makes "Previous page"; a reload starts again at the first page), select and remove.
 */
export function MembersSection({ merchantCode, segment }: { merchantCode: string; segment: Segment }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const [cursors, setCursors] = useState({ email, stack: [] as string[] });
  const stack = cursors.email === email ? cursors.stack : [];
  const after = stack[stack.length - 1];
  const query = useQuery(memberPageQueryOptions(merchantCode, segment.code, { limit: pageSize, after, email }));

  const [showIds, setShowIds] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<string, Member>>(new Map());
  const [confirming, setConfirming] = useState<Member[] | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const gone = query.isError && isSegmentGone(query.error);
  useEffect(() => {
    // the segment was deleted meanwhile: the page as a whole says so
    if (gone) void queryClient.invalidateQueries({ queryKey: segmentKeys.detail(merchantCode, segment.code) });
  }, [gone, queryClient, merchantCode, segment.code]);

  const setEmail = (next: string) => {
    const out = new URLSearchParams(params);
    if (next.trim()) out.set('email', next.trim());
    else out.delete('email');
    setParams(out, { replace: true });
  };
  const goTo = (nextStack: string[]) => setCursors({ email, stack: nextStack });

  const toggle = (members: readonly Member[], on: boolean) => setSelected((prev) => toggled(prev, memberKey, members, on));

  const removed = (done: Removal) => {
    setRemoval(done);
    if (!done.error) toggle(done.sent, false);
    setConfirming(null);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  const members = query.data?.members ?? [];
  const nextCursor = query.data?.meta.cursors.after ?? undefined;

  return (
    <section className="stack" aria-labelledby="members-heading">
      <div className="row-between">
        <h2 id="members-heading">Members ({formatCount(segment.memberCount)})</h2>
      </div>
      <MemberSearch key={email} email={email} onSearch={setEmail} />

      <div ref={outcomeRef} tabIndex={-1}>
        {removal && <RemovalNotice removal={removal} onDismiss={() => setRemoval(null)} />}
      </div>

      {selected.size > 0 && (
        <SelectionBar countText={plural(selected.size, 'member')} label="Selected members" onClear={() => setSelected(new Map())}>
          <Button variant="danger" onClick={() => setConfirming([...selected.values()])}>
            Remove {plural(selected.size, 'member')}
          </Button>
        </SelectionBar>
      )}

      {query.isRefetchError && !gone && (
        <Alert tone="warning" title="Could not refresh the members" action={<Button onClick={() => void query.refetch()}>Refresh the members</Button>}>
          {errorMessage(query.error)} The list shows what was loaded before.
        </Alert>
      )}
      {query.isPending ? (
        <Loading label="Loading members…" />
      ) : gone ? (
        <Alert tone="warning" title="This segment no longer exists">
          It was deleted meanwhile.
        </Alert>
      ) : query.isLoadingError ? (
        <LoadError error={query.error} what="the members" onRetry={() => void query.refetch()} />
      ) : members.length === 0 ? (
        stack.length > 0 ? (
          <EmptyState title="No more members on this page">
            <p>Members were removed meanwhile.</p>
            <Button onClick={() => goTo([])}>Go to the first page of members</Button>
          </EmptyState>
        ) : email ? (
          <EmptyState title={`No member’s e-mail address contains “${email}”`}>
            <Button onClick={() => setEmail('')}>Show all members</Button>
          </EmptyState>
        ) : (
          <EmptyState title="This segment has no members yet">
            <p>
              <Link to={paths.addMembers(merchantCode, segment.code)}>Add members</Link> one by one, or{' '}
              <Link to={paths.addMembersByList(merchantCode, segment.code)}>from a list of e-mail addresses</Link>.
            </p>
          </EmptyState>
        )
      ) : (
        <>
          {email && (
            <p role="status" className="muted">
              {plural(query.data.meta.totalItemCount, 'member')} with “{email}” in the e-mail address.
            </p>
          )}
          <Switch label="Show customer IDs" checked={showIds} onChange={setShowIds} />
          <DataTable
            caption={`Members of ${segment.name}`}
            columns={memberColumns({ showIds, onRemove: (m) => setConfirming([m]) })}
            rowHeader="name"
            rows={members}
            rowKey={memberKey}
            busy={query.isFetching}
            className="member-table"
            wrapClassName="contained"
            selection={{
              isSelected: (m) => selected.has(memberKey(m)),
              onToggle: toggle,
              rowLabel: (m) => `Select ${customerLabel(m.customer)}`,
              allLabel: `Select all ${plural(members.length, 'member')} on this page`,
            }}
          />
          <Pager
            kind="cursor"
            what="members"
            page={stack.length + 1}
            total={query.data.meta.totalItemCount}
            noun="member"
            totalSuffix={email ? ' found' : ''}
            onPrevious={stack.length > 0 ? () => goTo(stack.slice(0, -1)) : undefined}
            onNext={nextCursor ? () => goTo([...stack, nextCursor]) : undefined}
          />
        </>
      )}

      <RemoveMembersDialog merchantCode={merchantCode} segment={segment} members={confirming} onRemoved={removed} onCancel={() => setConfirming(null)} />
    </section>
  );
}

/** Name, e-mail and customer number tell members apart; the raw ID only when asked for. */
function memberColumns({ showIds, onRemove }: { showIds: boolean; onRemove: (m: Member) => void }): Column<Member>[] {
  return [
    { key: 'name', header: 'Name', cell: (m) => customerName(m.customer) },
    { key: 'email', header: 'E-mail', className: 'break', cell: (m) => m.customer.emailAddress ?? '—' },
    {
      key: 'kind',
      header: 'Kind',
      cell: (m) =>
        m.customer.isAnonymous === undefined ? (
          // the public member list does not say whether a member is a guest
          <span className="muted">Not stated</span>
        ) : (
          <CustomerKindBadge isAnonymous={m.customer.isAnonymous} />
        ),
    },
    { key: 'number', header: 'Customer number', cell: (m) => <CustomerNumberText customer={m.customer} /> },
    ...(showIds ? [{ key: 'id', header: 'Customer ID', className: 'mono break', cell: (m: Member) => m.ID }] : []),
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (m) => (
        <Button variant="ghost" className="btn-small" aria-label={`Remove ${customerLabel(m.customer)}`} onClick={() => onRemove(m)}>
          Remove
        </Button>
      ),
    },
  ];
}

function MemberSearch({ email, onSearch }: { email: string; onSearch: (email: string) => void }) {
  const [draft, setDraft] = useState(email);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };
  return (
    <form className="row segment-filters" role="search" aria-label="Members by e-mail address" onSubmit={submit}>
      <div className="field search-field">
        <label htmlFor="member-email">E-mail address contains</label>
        <input id="member-email" type="search" inputMode="email" autoComplete="off" spellCheck={false} value={draft} onChange={(e) => setDraft(e.target.value)} />
      </div>
      <Button type="submit">Search members</Button>
      {email && (
        <Button variant="ghost" onClick={() => onSearch('')}>
          Clear the search
        </Button>
      )}
    </form>
  );
}

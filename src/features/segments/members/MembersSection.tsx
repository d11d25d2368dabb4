import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Member, Segment } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { ConfirmDialog } from '@/components/ui/Dialog';
import { EmailText } from '@/components/ui/EmailText';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Pager } from '@/components/ui/Pager';
import { EmptyState } from '@/components/ui/QueryState';
import { QueryView } from '@/components/ui/QueryView';
import { SelectionBar } from '@/components/ui/SelectionBar';
import { Switch } from '@/components/ui/Switch';
import { paths } from '@/lib/paths';
import { textParam, writeUrlState } from '@/lib/urlState';
import { useFocusWhen } from '@/lib/useFocusWhen';
import { customerLabel, CustomerKindBadge, CustomerLabelText, CustomerNameText, CustomerNumberText } from '@/features/customers';
import { segmentKeys } from '../api/keys';
import { isNotAMember, memberPageQueryOptions, removeMembers, type BatchOutcome } from '../api/members';
import { isSegmentGone } from '../api/segments';
import { segmentQueryWords } from '../segmentQueryWords';
import { toggled } from '../toggled';
import { ExportMembersPanel } from './ExportMembersPanel';
import { useMembersExport } from './useMembersExport';
import { useMemberChange } from './useMemberChange';

const pageSize = 25;
const memberKey = (m: Member) => m.ID;
/** How many of the members to remove the confirmation names. */
const namesShown = 8;

/** A fixed segment's members to search, select and remove; a stack of the service's cursors (not kept on reload) makes "Previous page". */
export function MembersSection({ merchantCode, segment }: { merchantCode: string; segment: Segment }) {
  const { t } = useTranslation(['segments', 'customers']);
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
  const remove = useMemberChange(merchantCode, segment.code, removeMembers, memberKey);
  const exporting = useMembersExport(merchantCode, segment);

  const gone = query.isError && isSegmentGone(query.error);
  useEffect(() => {
    // the segment was deleted meanwhile: the page as a whole says so
    if (gone) void queryClient.invalidateQueries({ queryKey: segmentKeys.detail(merchantCode, segment.code) });
  }, [gone, queryClient, merchantCode, segment.code]);

  const setEmail = (next: string) => setParams(writeUrlState({ email: textParam('email') }, { email: next }, params), { replace: true });
  const goTo = (nextStack: string[]) => setCursors({ email, stack: nextStack });

  const toggle = (members: readonly Member[], on: boolean) => setSelected((prev) => toggled(prev, memberKey, members, on));

  // a removal's notice takes the focus once the dialog has closed: the page behind an open modal cannot take it, and
  // this effect runs after the dialog's own, which closes it (a child's effects run first)
  const outcome = useFocusWhen<HTMLDivElement>(confirming === null);
  const removeConfirmed = (members: Member[]) =>
    remove.send(members, (result) => {
      if (result) toggle(members, false);
      outcome.arm();
      setConfirming(null);
    });

  const nextCursor = query.data?.meta.cursors.after;
  // name, e-mail and customer number tell members apart; the internal ID only when asked for
  const columns: Column<Member>[] = [
    { key: 'name', header: t('members.column.name'), cell: (m) => <CustomerNameText customer={m.customer} /> },
    { key: 'email', header: t('members.column.email'), cell: (m) => (m.customer.emailAddress ? <EmailText address={m.customer.emailAddress} /> : '—') },
    {
      key: 'kind',
      header: t('members.column.kind'),
      cell: (m) =>
        m.customer.isAnonymous === undefined ? (
          // a customer the customer list did not answer for (the public member list does not say whether it is a guest)
          <span className="muted">{t('members.column.notStated')}</span>
        ) : (
          <CustomerKindBadge isAnonymous={m.customer.isAnonymous} />
        ),
    },
    { key: 'number', header: t('members.column.number'), cell: (m) => <CustomerNumberText customer={m.customer} /> },
    ...(showIds ? [{ key: 'id', header: t('members.column.id'), className: 'mono break', cell: (m: Member) => <span translate="no">{m.ID}</span> }] : []),
    {
      key: 'actions',
      header: t('members.column.actions'),
      hideHeader: true,
      cell: (m) => (
        <Button variant="ghost" className="btn-small" aria-label={t('members.removeOne', { customer: customerLabel(m.customer) })} onClick={() => setConfirming([m])}>
          {t('members.remove')}
        </Button>
      ),
    },
  ];

  return (
    <section className="stack" aria-labelledby="members-heading">
      <div className="row-between">
        <h2 id="members-heading">{t('members.heading', { total: segment.memberCount })}</h2>
        <Button onClick={exporting.start} disabled={exporting.state.step === 'running'}>{t('exportMembers.start')}</Button>
      </div>
      <ExportMembersPanel exporting={exporting} segmentName={segment.name} />
      <form
        key={email}
        className="row segment-filters"
        role="search"
        aria-label={t('members.search.region')}
        onSubmit={(e) => {
          e.preventDefault();
          setEmail(String(new FormData(e.currentTarget).get('email')));
        }}
      >
        <div className="field search-field">
          <label htmlFor="member-email">{t('members.search.label')}</label>
          <input id="member-email" name="email" type="search" inputMode="email" autoComplete="off" spellCheck={false} defaultValue={email} />
        </div>
        <Button type="submit">{t('members.search.submit')}</Button>
        {email && (
          <Button variant="ghost" onClick={() => setEmail('')}>
            {t('members.search.clear')}
          </Button>
        )}
      </form>

      <div ref={outcome.target} tabIndex={-1}>
        {remove.variables && !remove.isPending && (
          <RemovalNotice sent={remove.variables} outcome={remove.data} error={remove.error} onDismiss={remove.reset} />
        )}
      </div>

      {selected.size > 0 && (
        <SelectionBar countText={t('memberCount', { count: selected.size })} label={t('members.selected')} onClear={() => setSelected(new Map())}>
          <Button variant="danger" onClick={() => setConfirming([...selected.values()])}>
            {t('removeMembers', { count: selected.size })}
          </Button>
        </SelectionBar>
      )}

      {gone ? (
        <Alert tone="warning" title={t('members.goneTitle')}>{t('members.goneBody')}</Alert>
      ) : (
        <QueryView query={query} words={segmentQueryWords(t, 'members')}>
          {({ members, meta }, refreshProblem) => (
            <>
              {refreshProblem}
              {members.length === 0 ? (
                stack.length > 0 ? (
                  <EmptyState title={t('members.noMoreTitle')}>
                    <p>{t('members.noMoreBody')}</p>
                    <Button onClick={() => goTo([])}>{t('members.firstPage')}</Button>
                  </EmptyState>
                ) : email ? (
                  <EmptyState title={t('members.noMatch', { email })}>
                    <Button onClick={() => setEmail('')}>{t('members.showAll')}</Button>
                  </EmptyState>
                ) : (
                  <EmptyState title={t('members.noneTitle')}>
                    <p>
                      <Trans
                        t={t}
                        i18nKey="members.noneBody"
                        components={{
                          add: <Link to={paths.addMembers(merchantCode, segment.code)} />,
                          list: <Link to={paths.addMembersByList(merchantCode, segment.code)} />,
                        }}
                      />
                    </p>
                  </EmptyState>
                )
              ) : (
                <>
                  {email && <p role="status" className="muted">{t('members.found', { count: meta.totalItemCount, email })}</p>}
                  <Switch label={t('customers:showIds')} checked={showIds} onChange={setShowIds} />
                  <DataTable
                    caption={t('members.caption', { name: segment.name })}
                    columns={columns}
                    rowHeader="name"
                    rows={members}
                    rowKey={memberKey}
                    busy={query.isFetching}
                    className="member-table"
                    wrapClassName="contained"
                    selection={{
                      isSelected: (m) => selected.has(memberKey(m)),
                      onToggle: toggle,
                      rowLabel: (m) => t('members.select', { customer: customerLabel(m.customer) }),
                      allLabel: t('members.selectAll', { count: members.length }),
                    }}
                  />
                  <Pager
                    kind="cursor"
                    what={t('members.pagerWhat')}
                    page={stack.length + 1}
                    totalText={t(email ? 'members.pagerTotalFound' : 'members.pagerTotal', { count: meta.totalItemCount })}
                    onPrevious={stack.length > 0 ? () => goTo(stack.slice(0, -1)) : undefined}
                    onNext={nextCursor ? () => goTo([...stack, nextCursor]) : undefined}
                  />
                </>
              )}
            </>
          )}
        </QueryView>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={t('removal.title', { count: confirming?.length ?? 0, name: segment.name })}
        confirmLabel={t('removeMembers', { count: confirming?.length ?? 0 })}
        destructive
        busy={remove.isPending}
        onConfirm={() => void removeConfirmed(confirming ?? [])}
        onCancel={() => setConfirming(null)}
      >
        <p>{t('removal.body')}</p>
        <ul>
          {confirming?.slice(0, namesShown).map((m) => (
            <li key={m.ID}>
              <CustomerLabelText customer={m.customer} />
            </li>
          ))}
          {confirming && confirming.length > namesShown && <li>{t('removal.others', { count: confirming.length - namesShown })}</li>}
        </ul>
      </ConfirmDialog>
    </section>
  );
}

/** What a removal did: who left, who had already gone, what failed and why. */
function RemovalNotice({ sent, outcome, error, onDismiss }: { sent: Member[]; outcome?: BatchOutcome; error: unknown; onDismiss: () => void }) {
  const { t } = useTranslation(['segments', 'customers']);
  const dismiss = (
    <Button variant="ghost" className="btn-small" onClick={onDismiss} aria-label={t('removal.dismissLabel')}>
      {t('removal.dismiss')}
    </Button>
  );
  if (!outcome) {
    return (
      <Alert tone="danger" title={t('removal.failed', { count: sent.length })} action={dismiss}>
        <ErrorMessage error={error} /> {t('removal.failedKept')}
      </Alert>
    );
  }
  const labels = new Map(sent.map((m) => [m.ID, customerLabel(m.customer)]));
  const name = (id: string) => labels.get(id) ?? id;
  const alreadyGone = outcome.failed.filter(isNotAMember);
  const other = outcome.failed.filter((f) => !isNotAMember(f));
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

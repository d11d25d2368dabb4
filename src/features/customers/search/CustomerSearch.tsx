import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { EmailText } from '@/components/ui/EmailText';
import { Field } from '@/components/ui/Field';
import { Pager } from '@/components/ui/Pager';
import { Loading, LoadError } from '@/components/ui/QueryState';
import { Switch } from '@/components/ui/Switch';
import { minSearchLength } from '../api/emailMatch';
import { canSearchCustomers, customerSearchQueryOptions, guestCountQueryOptions } from '../api/listCustomers';
import { customerKind, customerName, customerNumberInLabel, CustomerKindBadge, CustomerNameText, CustomerNumberText } from './CustomerText';
import { groupCustomersByAddress } from './groupCustomersByAddress';
import './customers.css';

const pageSize = 25;

export interface CustomerSearchState {
  email: string;
  leaveOutGuests: boolean;
}

interface CustomerSearchProps {
  merchantCode: string;
  /** kept by the page (e.g. in the address); a change must show at once, not in a transition, or fast typing loses key strokes */
  search: CustomerSearchState;
  onSearchChange: (change: Partial<CustomerSearchState>) => void;
  /** `useSettledEmail(search.email)` */
  settledEmail: string;
  picked: ReadonlyMap<string, Customer>;
  onToggle: (customer: Customer, pick: boolean) => void;
  /** why a customer cannot be picked (e.g. "Already a member"); such customers show ticked and disabled */
  lockedReason?: (customer: Customer) => string | undefined;
  /** a note next to a customer, e.g. the service's error about them */
  noteFor?: (customerId: string) => ReactNode;
}

/** Find customers by e-mail address and pick some. Renders no <form>, so it can sit inside another form. */
export function CustomerSearch(props: CustomerSearchProps) {
  const { merchantCode, search, onSearchChange, settledEmail, picked, onToggle, lockedReason, noteFor } = props;
  const { t } = useTranslation('customers');
  const { leaveOutGuests } = search;
  const searchKey = `${settledEmail}|${leaveOutGuests}`;
  const [paging, setPaging] = useState({ searchKey, offset: 0 });
  const offset = paging.searchKey === searchKey ? paging.offset : 0;
  const setOffset = (o: number) => setPaging({ searchKey, offset: o });
  const query = useQuery(customerSearchQueryOptions(merchantCode, { email: settledEmail, leaveOutGuests, limit: pageSize, offset }));
  const guestCount = useQuery(guestCountQueryOptions(merchantCode, settledEmail, leaveOutGuests)).data;
  // guests the switch left out: null when it is off, undefined while counting
  const guests = leaveOutGuests ? guestCount : null;
  const canSearch = canSearchCustomers(settledEmail);
  const total = query.data?.meta.totalItemCount ?? 0;
  const [showIds, setShowIds] = useState(false);
  // the IDs show only when asked for since the results last appeared
  if (!canSearch && showIds) setShowIds(false);
  const columns = ['name', 'email', 'kind', 'number', ...(showIds ? (['id'] as const) : [])] as const;

  return (
    <div className="customer-search stack">
      <div className="row customer-search-controls" role="search" aria-label={t('search.region')}>
        {/* the least a part may be is said once, under the field, until enough is typed */}
        <Field label={t('search.email')} hint={t('search.hint')}>
          <input
            type="search"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={search.email}
            onChange={(e) => onSearchChange({ email: e.target.value })}
            onKeyDown={(e) => {
              // Enter searches; it must not submit a form this search sits in
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
        </Field>
        <Switch label={t('leaveOutGuests')} checked={leaveOutGuests} onChange={(on) => onSearchChange({ leaveOutGuests: on })} />
      </div>
      {/* always there, so a screen reader hears each change of the results */}
      <p role="status" className="visually-hidden">
        {canSearch &&
          (query.isPending || query.isFetching
            ? t('search.finding')
            : query.isError
              ? t('search.loadFailed')
              : foundText(t, settledEmail, total, guests))}
      </p>
      {!canSearch ? (
        <p className="muted">{t('search.typeMore', { count: minSearchLength })}</p>
      ) : query.isPending ? (
        <Loading label={t('search.finding')} />
      ) : query.isError ? (
        <LoadError error={query.error} what={t('results.what')} onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <Alert tone="info" title={t('results.noneTitle', { email: settledEmail })}>
          {!leaveOutGuests
            ? t('results.noneCheck')
            : guests
              ? t('results.noneGuestsCounted', { count: guests })
              : t('results.noneGuestsLeftOut')}
        </Alert>
      ) : (
        <div className="stack">
          <p className="muted" aria-hidden="true">{foundText(t, settledEmail, total, guests)}</p>
          <Switch label={t('showIds')} checked={showIds} onChange={setShowIds} />
          <div className="table-wrap contained">
            <table className="table customer-results cards-on-phone" aria-busy={query.isFetching || undefined}>
              <caption className="visually-hidden">{t('results.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('results.pick')}</span>
                  </th>
                  {columns.map((column) => (
                    <th key={column} scope="col">{t(`results.${column}`)}</th>
                  ))}
                </tr>
              </thead>
              {groupCustomersByAddress(query.data.customers).map((group) => (
                <tbody key={group.address || '(none)'}>
                  {group.customers.length > 1 && (
                    <tr className="address-group">
                      <th scope="rowgroup" colSpan={columns.length + 1}>
                        {group.address ? <EmailText address={group.address} /> : t('results.noAddress')}
                        <span className="muted">
                          {` · ${t('results.groupShare', {
                            count: group.customers.length,
                            registered: t('results.registeredCount', { count: group.registered }),
                            guests: t('guestCount', { count: group.guests }),
                          })}`}
                        </span>
                      </th>
                    </tr>
                  )}
                  {group.customers.map((c) => {
                    const locked = lockedReason?.(c);
                    const note = noteFor?.(c.id);
                    // named by the customer number, as everywhere the merchant sees them; the internal ID only once shown
                    const label = {
                      name: customerName(c),
                      kind: customerKind(c),
                      email: c.emailAddress ?? t('noEmail'),
                      number: customerNumberInLabel(c),
                      id: showIds ? t('idInLabel', { id: c.id }) : '',
                    };
                    return (
                      <tr key={c.id}>
                        <td>
                          <input
                            type="checkbox"
                            checked={Boolean(locked) || picked.has(c.id)}
                            disabled={Boolean(locked)}
                            aria-label={locked ? t('results.lockedLabel', { ...label, reason: locked }) : t('results.pickLabel', label)}
                            onChange={(e) => onToggle(c, e.target.checked)}
                          />
                        </td>
                        <td data-label={t('results.name')}>
                          <CustomerNameText customer={c} />
                          {locked && <div className="muted">{locked}</div>}
                          {note && <div className="field-error">{note}</div>}
                        </td>
                        <td data-label={t('results.email')}>
                          {c.emailAddress ? <EmailText address={c.emailAddress} /> : '—'}
                        </td>
                        <td data-label={t('results.kind')}>
                          <CustomerKindBadge isAnonymous={c.isAnonymous} />{' '}
                          {c.status !== 'active' && <Badge tone="neutral">{t(`status.${c.status}`)}</Badge>}
                        </td>
                        <td data-label={t('results.number')}>
                          <CustomerNumberText customer={c} />
                        </td>
                        {showIds && (
                          <td className="mono break" translate="no" data-label={t('results.id')}>
                            {c.id}
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              ))}
            </table>
          </div>
          {total > pageSize && (
            <Pager kind="offset" what={t('results.pagerWhat')} offset={offset} limit={pageSize} total={total} onChange={setOffset} />
          )}
        </div>
      )}
    </div>
  );
}

/** "3 customers found; 2 guest accounts left out.", on the page and to screen readers; `guests` is null when the switch is off. */
function foundText(t: TFunction<'customers'>, email: string, total: number, guests: number | null | undefined) {
  const leftOut =
    guests === null
      ? ''
      : guests === undefined
        ? t('guests.leftOutUncounted')
        : guests === 0
          ? t('guests.noneLeftOut')
          : t('guests.leftOut', { count: guests });
  if (total === 0) return leftOut ? t('search.noneFoundLeftOut', { email, leftOut }) : t('search.noneFound', { email });
  return leftOut ? t('search.foundLeftOut', { count: total, leftOut }) : t('search.found', { count: total });
}

import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Customer, CustomerList } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Pager } from '@/components/ui/Pager';
import { Loading, LoadError } from '@/components/ui/QueryState';
import { Switch } from '@/components/ui/Switch';
import { formatCount, plural } from '@/lib/format';
import { useDeferredQuery } from '@/lib/useDeferredQuery';
import { minSearchLength } from '../api/emailMatch';
import { canSearchCustomers, customerSearchQueryOptions, guestCountQueryOptions } from '../api/listCustomers';
import { customerName } from '../customerName';
import { groupCustomersByAddress } from '../groupByAddress';
import { CustomerKindBadge } from './CustomerKindBadge';
import { CustomerNumberText } from './CustomerNumberText';
import './customers.css';

const pageSize = 25;

export interface CustomerSearchProps {
  merchantCode: string;
  /**
   * What is typed in the e-mail field; the caller keeps it (e.g. in the address). It must take a
   * change at once, not in a transition, or fast typing loses key strokes.
   */
  email: string;
  onEmailChange: (email: string) => void;
  /** what the results are for: `useSettledEmail(typed text)`, called by the caller so it can look up related data for the same search */
  settledEmail: string;
  leaveOutGuests: boolean;
  onLeaveOutGuestsChange: (leaveOut: boolean) => void;
  picked: ReadonlyMap<string, Customer>;
  onToggle: (customer: Customer, pick: boolean) => void;
  /** why a customer cannot be picked (e.g. "Already a member"); such customers show ticked and disabled */
  lockedReason?: (customer: Customer) => string | undefined;
  /** a note next to a customer, e.g. the service's error about them */
  noteFor?: (customerId: string) => string | undefined;
}

/**
 * Find customers by e-mail address and pick some. Results are grouped by address, because guests
 * may share one with each other and with one registered customer: the merchant sees whom they pick.
 * Renders no <form>, so it can sit inside another form.
 */
export function CustomerSearch(props: CustomerSearchProps) {
  const { merchantCode, email, onEmailChange, settledEmail, leaveOutGuests, onLeaveOutGuestsChange } = props;
  const ids = useId();
  const searchKey = `${settledEmail}|${leaveOutGuests}`;
  const [paging, setPaging] = useState({ searchKey, offset: 0 });
  const offset = paging.searchKey === searchKey ? paging.offset : 0;
  const params = { email: settledEmail, leaveOutGuests, limit: pageSize, offset };
  // a page of customers is drawn in the background (a deferred value, rendered in slices that give way
  // to typing), so building the groups does not hold up the e-mail field on a slow machine
  const query = useDeferredQuery(useQuery(customerSearchQueryOptions(merchantCode, params)));
  const guests = useQuery(guestCountQueryOptions(merchantCode, settledEmail, leaveOutGuests)).data;

  return (
    <div className="customer-search stack">
      <div className="row customer-search-controls" role="search" aria-label="Customers by e-mail address">
        <div className="field customer-search-email">
          <label htmlFor={`${ids}-email`}>E-mail address</label>
          <input
            id={`${ids}-email`}
            type="search"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            aria-describedby={`${ids}-hint`}
            onChange={(e) => onEmailChange(e.target.value)}
            onKeyDown={(e) => {
              // Enter searches; it must not submit a form this search sits in
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
          <div id={`${ids}-hint`} className="field-hint">
            A whole address finds exactly that address; a part of one (at least {minSearchLength} characters) finds every address containing it.
          </div>
        </div>
        <Switch label="Leave out guests" checked={leaveOutGuests} onChange={onLeaveOutGuestsChange} />
      </div>
      <p role="status" className="visually-hidden">
        {searchStatus(settledEmail, leaveOutGuests ? guests : null, query)}
      </p>
      <SearchResults {...props} query={query} guestsLeftOut={leaveOutGuests ? guests : null} offset={offset} onOffset={(o) => setPaging({ searchKey, offset: o })} />
    </div>
  );
}

/**
 * What the switch left out: "3 guest accounts left out" once counted, or just that guests were
 * left out while the count is on its way (or could not be had). `null`: the switch is off.
 */
const guestsText = (guests: number | null | undefined) =>
  guests === null ? '' : guests === undefined ? 'guests left out' : guests === 0 ? 'no guest accounts left out' : `${plural(guests, 'guest account')} left out`;

/** What a screen reader hears when the results change; the region is always there, so it is heard. */
function searchStatus(email: string, guests: number | null | undefined, query: UseQueryResult<CustomerList>) {
  if (!canSearchCustomers(email)) return '';
  if (query.isPending || query.isFetching) return 'Finding customers…';
  if (query.isError) return 'Could not load customers.';
  const total = query.data.meta.totalItemCount;
  const leftOut = guestsText(guests);
  if (total === 0) return `No customer found for ${email}${leftOut ? `; ${leftOut}` : ''}.`;
  return `${plural(total, 'customer')} found${leftOut ? `; ${leftOut}` : ''}.`;
}

interface ResultsProps extends CustomerSearchProps {
  query: UseQueryResult<CustomerList>;
  /** guests the switch left out; null when it is off, undefined while counting */
  guestsLeftOut: number | null | undefined;
  offset: number;
  onOffset: (offset: number) => void;
}

function SearchResults({ settledEmail, leaveOutGuests, guestsLeftOut, query, offset, onOffset, picked, onToggle, lockedReason, noteFor }: ResultsProps) {
  const [showIds, setShowIds] = useState(false);
  if (!canSearchCustomers(settledEmail)) {
    return <p className="muted">Type at least {minSearchLength} characters of an e-mail address to find customers.</p>;
  }
  if (query.isPending) return <Loading label="Finding customers…" />;
  if (query.isError) return <LoadError error={query.error} what="customers" onRetry={() => void query.refetch()} />;
  const { customers, meta } = query.data;
  const groups = groupCustomersByAddress(customers);
  return (
    <div className="stack">
      {meta.totalItemCount > 0 && (
        <p className="muted" aria-hidden="true">
          {plural(meta.totalItemCount, 'customer')} found{guestsLeftOut === null ? '' : `; ${guestsText(guestsLeftOut)}`}.
        </p>
      )}
      {meta.totalItemCount === 0 ? (
        <Alert tone="info" title={`No customer found for “${settledEmail}”`}>
          {leaveOutGuests
            ? `Guests are left out${guestsLeftOut ? ` (${plural(guestsLeftOut, 'guest account')} ${guestsLeftOut === 1 ? 'has' : 'have'} this address)` : ''}. Check the address, or switch off “Leave out guests” to include guests.`
            : 'Check the address, or search for a part of it.'}
        </Alert>
      ) : (
        <>
          <Switch label="Show customer IDs" checked={showIds} onChange={setShowIds} />
          <div className="table-wrap contained">
            <table className="table customer-results" aria-busy={query.isFetching || undefined}>
              <caption className="visually-hidden">Customers found, grouped by e-mail address</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Pick</span>
                  </th>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Customer number</th>
                  {showIds && <th scope="col">Customer ID</th>}
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.address || '(none)'}>
                  {group.customers.length > 1 && (
                    <tr className="address-group">
                      <th scope="rowgroup" colSpan={showIds ? 6 : 5}>
                        {group.address || 'No e-mail address'}
                        <span className="muted">
                          {' '}
                          · {formatCount(group.customers.length)} customers share this address: {plural(group.registered, 'registered customer')},{' '}
                          {plural(group.guests, 'guest')}
                        </span>
                      </th>
                    </tr>
                  )}
                  {group.customers.map((c) => {
                    const locked = lockedReason?.(c);
                    const note = noteFor?.(c.id);
                    const name = customerName(c);
                    return (
                      <tr key={c.id}>
                        <td>
                          <input
                            type="checkbox"
                            checked={Boolean(locked) || picked.has(c.id)}
                            disabled={Boolean(locked)}
                            aria-label={`${locked ? '' : 'Pick '}${name}, ${c.isAnonymous ? 'guest' : 'registered'}, ${c.emailAddress ?? 'no e-mail address'}, customer ID ${c.id}${locked ? `: ${locked}` : ''}`}
                            onChange={(e) => onToggle(c, e.target.checked)}
                          />
                        </td>
                        <td>
                          {name}
                          {locked && <div className="muted">{locked}</div>}
                          {note && <div className="field-error">{note}</div>}
                        </td>
                        <td className="break">{c.emailAddress ?? '—'}</td>
                        <td>
                          <CustomerKindBadge isAnonymous={c.isAnonymous} /> {c.status !== 'active' && <Badge tone="neutral">{c.status}</Badge>}
                        </td>
                        <td>
                          <CustomerNumberText customer={c} />
                        </td>
                        {showIds && <td className="mono break">{c.id}</td>}
                      </tr>
                    );
                  })}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
      {meta.totalItemCount > pageSize && (
        <Pager kind="offset" what="customers" offset={offset} limit={pageSize} total={meta.totalItemCount} onChange={onOffset} />
      )}
    </div>
  );
}

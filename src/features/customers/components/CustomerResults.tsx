import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Customer, CustomerList } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Pager } from '@/components/ui/Pager';
import { Loading, LoadError } from '@/components/ui/QueryState';
import { Switch } from '@/components/ui/Switch';
import { formatCount, plural } from '@/i18n/format';
import { customerName } from '../customerName';
import { groupCustomersByAddress } from '../groupByAddress';
import { CustomerKindBadge } from './CustomerKindBadge';
import { CustomerNumberText } from './CustomerNumberText';

/** What the caller keeps of the picking and tells about each customer. */
export interface Picking {
  picked: ReadonlyMap<string, Customer>;
  onToggle: (customer: Customer, pick: boolean) => void;
  /** why a customer cannot be picked (e.g. "Already a member"); such customers show ticked and disabled */
  lockedReason?: (customer: Customer) => string | undefined;
  /** a note next to a customer, e.g. the service's error about them */
  noteFor?: (customerId: string) => string | undefined;
}

interface ResultsProps extends Picking {
  /** the search the results are for */
  settledEmail: string;
  leaveOutGuests: boolean;
  query: UseQueryResult<CustomerList>;
  /** guests the switch left out; null when it is off, undefined while counting */
  guestsLeftOut: number | null | undefined;
  /** the same in words, e.g. "3 guest accounts left out"; empty when the switch is off */
  leftOutText: string;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
}

/** The customers found for a search (of at least the shortest length), grouped by address, to pick from. */
export function CustomerResults(props: ResultsProps) {
  const { settledEmail, leaveOutGuests, guestsLeftOut, leftOutText, query, offset, limit, onOffset, picked, onToggle, lockedReason, noteFor } = props;
  const [showIds, setShowIds] = useState(false);
  if (query.isPending) return <Loading label="Finding customers…" />;
  if (query.isError) return <LoadError error={query.error} what="customers" onRetry={() => void query.refetch()} />;
  const { customers, meta } = query.data;
  const groups = groupCustomersByAddress(customers);
  return (
    <div className="stack">
      {meta.totalItemCount > 0 && (
        <p className="muted" aria-hidden="true">
          {plural(meta.totalItemCount, 'customer')} found{leftOutText ? `; ${leftOutText}` : ''}.
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
      {meta.totalItemCount > limit && (
        <Pager kind="offset" what="customers" offset={offset} limit={limit} total={meta.totalItemCount} onChange={onOffset} />
      )}
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomerList } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Pager } from '@/components/ui/Pager';
import { Loading, LoadError } from '@/components/ui/QueryState';
import { Switch } from '@/components/ui/Switch';
import { customerName } from '../customerName';
import { groupCustomersByAddress } from '../groupByAddress';
import { CustomerKindBadge } from './CustomerKindBadge';
import { CustomerNameText } from './CustomerNameText';
import { CustomerNumberText } from './CustomerNumberText';

/** What the caller keeps of the picking and tells about each customer. */
export interface Picking {
  picked: ReadonlyMap<string, Customer>;
  onToggle: (customer: Customer, pick: boolean) => void;
  /** why a customer cannot be picked (e.g. "Already a member"); such customers show ticked and disabled */
  lockedReason?: (customer: Customer) => string | undefined;
  /** a note next to a customer, e.g. the service's error about them (marked `translate="no"` by the caller where it is the service's) */
  noteFor?: (customerId: string) => ReactNode;
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
  const { t } = useTranslation('segments');
  const [showIds, setShowIds] = useState(false);
  if (query.isPending) return <Loading label={t('customers.search.finding')} />;
  if (query.isError) return <LoadError error={query.error} what={t('customers.results.what')} onRetry={() => void query.refetch()} />;
  const { customers, meta } = query.data;
  const groups = groupCustomersByAddress(customers);
  return (
    <div className="stack">
      {meta.totalItemCount > 0 && (
        <p className="muted" aria-hidden="true">
          {foundText(t, meta.totalItemCount, leftOutText)}
        </p>
      )}
      {meta.totalItemCount === 0 ? (
        <Alert tone="info" title={t('customers.results.noneTitle', { email: settledEmail })}>
          {leaveOutGuests
            ? guestsLeftOut
              ? t('customers.results.noneGuestsCounted', { count: guestsLeftOut })
              : t('customers.results.noneGuestsLeftOut')
            : t('customers.results.noneCheck')}
        </Alert>
      ) : (
        <>
          <Switch label={t('customers.showIds')} checked={showIds} onChange={setShowIds} />
          <div className="table-wrap contained">
            <table className="table customer-results" aria-busy={query.isFetching || undefined}>
              <caption className="visually-hidden">{t('customers.results.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('customers.results.pick')}</span>
                  </th>
                  <th scope="col">{t('customers.results.name')}</th>
                  <th scope="col">{t('customers.results.email')}</th>
                  <th scope="col">{t('customers.results.kind')}</th>
                  <th scope="col">{t('customers.results.number')}</th>
                  {showIds && <th scope="col">{t('customers.results.id')}</th>}
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.address || '(none)'}>
                  {group.customers.length > 1 && (
                    <tr className="address-group">
                      <th scope="rowgroup" colSpan={showIds ? 6 : 5}>
                        {group.address ? <span translate="no">{group.address}</span> : t('customers.results.noAddress')}
                        <span className="muted">
                          {' '}
                          ·{' '}
                          {t('customers.results.groupShare', {
                            count: group.customers.length,
                            registered: t('customers.results.registeredCount', { count: group.registered }),
                            guests: t('customers.guestCount', { count: group.guests }),
                          })}
                        </span>
                      </th>
                    </tr>
                  )}
                  {group.customers.map((c) => {
                    const locked = lockedReason?.(c);
                    const note = noteFor?.(c.id);
                    const labelParts = {
                      name: customerName(c),
                      kind: t(c.isAnonymous ? 'customers.kindInLabel.guest' : 'customers.kindInLabel.registered'),
                      email: c.emailAddress ?? t('customers.noEmail'),
                      id: c.id,
                    };
                    return (
                      <tr key={c.id}>
                        <td>
                          <input
                            type="checkbox"
                            checked={Boolean(locked) || picked.has(c.id)}
                            disabled={Boolean(locked)}
                            aria-label={locked ? t('customers.results.lockedLabel', { ...labelParts, reason: locked }) : t('customers.results.pickLabel', labelParts)}
                            onChange={(e) => onToggle(c, e.target.checked)}
                          />
                        </td>
                        <td>
                          <CustomerNameText customer={c} />
                          {locked && <div className="muted">{locked}</div>}
                          {note && <div className="field-error">{note}</div>}
                        </td>
                        <td className="break" translate="no">
                          {c.emailAddress ?? '—'}
                        </td>
                        <td>
                          <CustomerKindBadge isAnonymous={c.isAnonymous} /> {c.status !== 'active' && <Badge tone="neutral">{t(`customers.status.${c.status}`)}</Badge>}
                        </td>
                        <td>
                          <CustomerNumberText customer={c} />
                        </td>
                        {showIds && (
                          <td className="mono break" translate="no">
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
        </>
      )}
      {meta.totalItemCount > limit && (
        <Pager kind="offset" what={t('customers.results.pagerWhat')} offset={offset} limit={limit} total={meta.totalItemCount} onChange={onOffset} />
      )}
    </div>
  );
}

/** "3 customers found; 2 guest accounts left out." — on the page and to screen readers alike. */
export const foundText = (t: TFunction<'segments'>, total: number, leftOut: string) =>
  leftOut ? t('customers.search.foundLeftOut', { count: total, leftOut }) : t('customers.search.found', { count: total });

import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerList } from '@/api';
import { Switch } from '@/components/ui/Switch';
import { minSearchLength } from '../api/emailMatch';
import { canSearchCustomers, customerSearchQueryOptions, guestCountQueryOptions } from '../api/listCustomers';
import { CustomerResults, foundText, type Picking } from './CustomerResults';
import './customers.css';

const pageSize = 25;

interface CustomerSearchProps extends Picking {
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
}

/**
 * Find customers by e-mail address and pick some. Results are grouped by address, because guests
 * may share one with each other and with one registered customer: the merchant sees whom they pick.
 * Renders no <form>, so it can sit inside another form.
 */
export function CustomerSearch(props: CustomerSearchProps) {
  const { merchantCode, email, onEmailChange, settledEmail, leaveOutGuests, onLeaveOutGuestsChange } = props;
  const { t } = useTranslation('segments');
  const ids = useId();
  const searchKey = `${settledEmail}|${leaveOutGuests}`;
  const [paging, setPaging] = useState({ searchKey, offset: 0 });
  const offset = paging.searchKey === searchKey ? paging.offset : 0;
  const params = { email: settledEmail, leaveOutGuests, limit: pageSize, offset };
  const query = useQuery(customerSearchQueryOptions(merchantCode, params));
  const guests = useQuery(guestCountQueryOptions(merchantCode, settledEmail, leaveOutGuests)).data;

  return (
    <div className="customer-search stack">
      <div className="row customer-search-controls" role="search" aria-label={t('customers.search.region')}>
        <div className="field customer-search-email">
          <label htmlFor={`${ids}-email`}>{t('customers.search.email')}</label>
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
            {t('customers.search.hint', { count: minSearchLength })}
          </div>
        </div>
        <Switch label={t('customers.leaveOutGuests')} checked={leaveOutGuests} onChange={onLeaveOutGuestsChange} />
      </div>
      <p role="status" className="visually-hidden">
        {searchStatus(t, settledEmail, leaveOutGuests ? guests : null, query)}
      </p>
      {canSearchCustomers(settledEmail) ? (
        <CustomerResults
          {...props}
          query={query}
          guestsLeftOut={leaveOutGuests ? guests : null}
          leftOutText={guestsText(t, leaveOutGuests ? guests : null)}
          offset={offset}
          limit={pageSize}
          onOffset={(o) => setPaging({ searchKey, offset: o })}
        />
      ) : (
        <p className="muted">{t('customers.search.typeMore', { count: minSearchLength })}</p>
      )}
    </div>
  );
}

/**
 * What the switch left out: "3 guest accounts left out" once counted, or just that guests were
 * left out while the count is on its way (or could not be had). `null`: the switch is off.
 */
const guestsText = (t: TFunction<'segments'>, guests: number | null | undefined) =>
  guests === null
    ? ''
    : guests === undefined
      ? t('customers.guests.leftOutUncounted')
      : guests === 0
        ? t('customers.guests.noneLeftOut')
        : t('customers.guests.leftOut', { count: guests });

/** What a screen reader hears when the results change; the region is always there, so it is heard. */
function searchStatus(t: TFunction<'segments'>, email: string, guests: number | null | undefined, query: UseQueryResult<CustomerList>) {
  if (!canSearchCustomers(email)) return '';
  if (query.isPending || query.isFetching) return t('customers.search.finding');
  if (query.isError) return t('customers.search.loadFailed');
  const total = query.data.meta.totalItemCount;
  const leftOut = guestsText(t, guests);
  if (total === 0) return leftOut ? t('customers.search.noneFoundLeftOut', { email, leftOut }) : t('customers.search.noneFound', { email });
  return foundText(t, total, leftOut);
}

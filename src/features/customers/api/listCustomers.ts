import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { wireNames } from '@/api/wireNames';
import type { ListFilter } from '@/api';
import { customerList } from '@/api/customers';
import { apiRequest, merchantPath } from '@/lib/http';
import { emailCondition, minSearchLength, normalizeEmail } from './emailMatch';
import { customerKeys, type CustomerSearchParams } from './keys';

interface ListCustomersParams {
  filter: ListFilter;
  limit: number;
  offset: number;
}

/** Call 7: customers matching a filter, e.g. `{"emailAddress":"…","isAnonymous":false}`. */
export const listCustomers = (merchantCode: string, { filter, limit, offset }: ListCustomersParams, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantCode, 'customers'), {
    service: 'customers',
    query: { [wireNames.filterParam]: filter, limit, offset, sort: 'emailAddress:asc' },
    schema: customerList,
    signal,
  });

/** The filter of a search by e-mail; "Leave out guests" adds `isAnonymous: false`. */
const customerSearchFilter = ({ email, leaveOutGuests }: Pick<CustomerSearchParams, 'email' | 'leaveOutGuests'>): ListFilter => ({
  emailAddress: emailCondition(email),
  ...(leaveOutGuests ? { isAnonymous: false } : {}),
});

export const canSearchCustomers = (email: string) => normalizeEmail(email).length >= minSearchLength;

export const customerSearchQueryOptions = (merchantCode: string, params: CustomerSearchParams) =>
  queryOptions({
    queryKey: customerKeys.search(merchantCode, params),
    queryFn: ({ signal }) =>
      listCustomers(merchantCode, { filter: customerSearchFilter(params), limit: params.limit, offset: params.offset }, signal),
    enabled: canSearchCustomers(params.email),
    placeholderData: keepPreviousData,
  });

/**
 * How many guests a search by e-mail leaves out when "Leave out guests" is on: the same search for
 * guests only, one row long, read for its total.
 */
export const guestCountQueryOptions = (merchantCode: string, email: string, enabled: boolean) =>
  queryOptions({
    queryKey: customerKeys.guestCount(merchantCode, normalizeEmail(email)),
    queryFn: async ({ signal }) => {
      const list = await listCustomers(merchantCode, { filter: { emailAddress: emailCondition(email), isAnonymous: true }, limit: 1, offset: 0 }, signal);
      return list.meta.totalItemCount;
    },
    enabled: enabled && canSearchCustomers(email),
  });

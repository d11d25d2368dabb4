import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { wireNames } from '@/contract/wireNames';
import type { Customer, ListFilter } from '@/contract';
import { customerList } from '@/contract/customers';
import { apiRequest, merchantPath } from '@/lib/http';
import { emailCondition, minSearchLength, normalizeEmail } from './emailMatch';
import { readEveryPage } from '@/lib/readEveryPage';

/** `GET /customers` (customer service): customers matching a filter, e.g. `{"emailAddress":"…","isAnonymous":false}`. */
export const listCustomers = (merchantCode: string, { filter, limit, offset }: { filter: ListFilter; limit: number; offset: number }, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantCode, 'customers'), {
    service: 'customers',
    query: { [wireNames.filterParam]: filter, limit, offset, sort: 'emailAddress:asc' },
    schema: customerList,
    signal,
  });

/** Every customer, guests included, with one of these lower-case addresses: one `$in` request, more if guests sharing them fill a page. */
export const customersByAddresses = (merchantCode: string, addresses: readonly string[], signal?: AbortSignal): Promise<Customer[]> =>
  readEveryPage(
    (offset, limit) => listCustomers(merchantCode, { filter: { emailAddress: { $in: [...addresses] } }, limit, offset }, signal),
    (page) => page.customers,
  );

export const canSearchCustomers = (email: string) => normalizeEmail(email).length >= minSearchLength;

/** A search by e-mail: a whole address is matched exactly, a part of one anywhere; "Leave out guests" adds `isAnonymous: false`. */
export const customerSearchQueryOptions = (merchantCode: string, params: { email: string; leaveOutGuests: boolean; limit: number; offset: number }) =>
  queryOptions({
    queryKey: ['customers', merchantCode, 'search', params],
    queryFn: ({ signal }) => {
      const filter = { emailAddress: emailCondition(params.email), ...(params.leaveOutGuests ? { isAnonymous: false } : {}) };
      return listCustomers(merchantCode, { ...params, filter }, signal);
    },
    enabled: canSearchCustomers(params.email),
    placeholderData: keepPreviousData,
  });

/** How many guests a search leaves out with "Leave out guests" on: the same search for guests only, one row long, read for its total. */
export const guestCountQueryOptions = (merchantCode: string, email: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['customers', merchantCode, 'search', 'guests', normalizeEmail(email)],
    queryFn: async ({ signal }) => {
      const list = await listCustomers(merchantCode, { filter: { emailAddress: emailCondition(email), isAnonymous: true }, limit: 1, offset: 0 }, signal);
      return list.meta.totalItemCount;
    },
    enabled: enabled && canSearchCustomers(email),
  });

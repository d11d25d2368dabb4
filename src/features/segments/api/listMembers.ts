import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listLimits } from '@/api/terms';
import { wireNames } from '@/api/wireNames';
import type { ListFilter, Member } from '@/api';
import { memberList } from '@/api/segments';
import { apiRequest, merchantPath } from '@/lib/http';
import { normalizeEmail } from '@/features/customers';
import { segmentKeys, type MemberPageParams } from './keys';

/** The field the members list filters e-mail addresses on (public spec). */
export const memberEmailField = 'customer.emailAddress';

interface ListMembersParams {
  limit: number;
  after?: string;
  filter?: ListFilter;
}

/** One page of a fixed segment's members, paged with the service's `after` cursor. */
const listMembers = (merchantCode: string, segmentCode: string, { limit, after, filter }: ListMembersParams, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantCode, 'segments', segmentCode, 'members'), {
    service: 'segments',
    query: {
      limit,
      after: after || undefined,
      [wireNames.filterParam]: filter && Object.keys(filter).length ? filter : undefined,
    },
    schema: memberList,
    signal,
  });

const emailFilter = (email?: string): ListFilter | undefined => {
  const text = normalizeEmail(email ?? '');
  return text ? { [memberEmailField]: { $ct: text } } : undefined;
};

export const memberPageQueryOptions = (merchantCode: string, segmentCode: string, params: MemberPageParams) =>
  queryOptions({
    queryKey: segmentKeys.memberPage(merchantCode, segmentCode, params),
    queryFn: ({ signal }) => listMembers(merchantCode, segmentCode, { limit: params.limit, after: params.after, filter: emailFilter(params.email) }, signal),
    placeholderData: keepPreviousData,
  });

/** Every member matching a filter, page after page at the largest page size the service allows. */
export async function listAllMembers(merchantCode: string, segmentCode: string, filter: ListFilter | undefined, signal?: AbortSignal) {
  const all: Member[] = [];
  let after: string | undefined;
  do {
    const page = await listMembers(merchantCode, segmentCode, { limit: listLimits.maxLimit, after, filter }, signal);
    all.push(...page.members);
    after = page.members.length ? (page.meta.cursors.after ?? undefined) : undefined;
  } while (after);
  return all;
}

/**
 * Which customers whose address contains what the merchant searched for are members already, so
 * the customer search can show them ticked and disabled.
 */
export const membershipQueryOptions = (merchantCode: string, segmentCode: string, email: string, enabled: boolean) =>
  queryOptions({
    queryKey: segmentKeys.membership(merchantCode, segmentCode, email),
    queryFn: async ({ signal }) => {
      const members = await listAllMembers(merchantCode, segmentCode, emailFilter(email), signal);
      return new Set(members.map((m) => m.ID));
    },
    enabled,
  });

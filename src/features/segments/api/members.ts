import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { listLimits, memberToWire, toMemberRef } from '@/contract/terms';
import { wireNames } from '@/contract/wireNames';
import type { BatchResult, ListFilter, Member, MemberRef } from '@/contract';
import { customerList } from '@/contract/customers';
import { batchResult } from '@/contract/common';
import { memberList } from '@/contract/segments';
import { apiRequest, merchantPath } from '@/lib/http';
import { normalizeEmail } from '@/features/customers';
import { segmentKeys } from './keys';

/** The field the members list filters e-mail addresses on (public spec). */
export const memberEmailField = 'customer.emailAddress';

/** One page of a fixed segment's members, paged with the service's `after` cursor. */
const listMembers = (merchantCode: string, segmentCode: string, query: { limit: number; after?: string; filter?: ListFilter }, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantCode, 'segments', segmentCode, 'members'), {
    service: 'segments',
    query: { limit: query.limit, after: query.after, [wireNames.filterParam]: query.filter },
    schema: memberList,
    signal,
  });

const emailFilter = (email: string): ListFilter | undefined => {
  const text = normalizeEmail(email);
  return text ? { [memberEmailField]: { $ct: text } } : undefined;
};

export const memberPageQueryOptions = (merchantCode: string, segmentCode: string, params: { limit: number; after?: string; email: string }) =>
  queryOptions({
    queryKey: segmentKeys.memberPage(merchantCode, segmentCode, params),
    queryFn: async ({ signal }) => {
      const page = await listMembers(merchantCode, segmentCode, { limit: params.limit, after: params.after, filter: emailFilter(params.email) }, signal);
      return { ...page, members: await withGuestFlags(merchantCode, page.members, signal) };
    },
    placeholderData: keepPreviousData,
  });

/** The customer IDs of every member matching a filter, page after page at the largest page size the service allows. */
export async function memberIds(merchantCode: string, segmentCode: string, filter: ListFilter | undefined, signal?: AbortSignal) {
  const ids: string[] = [];
  let after: string | undefined;
  do {
    const page = await listMembers(merchantCode, segmentCode, { limit: listLimits.maxLimit, after, filter }, signal);
    ids.push(...page.members.map((m) => m.ID));
    after = page.members.length ? (page.meta.cursors.after ?? undefined) : undefined;
  } while (after);
  return ids;
}

/** For the export: each call reads the page after `after`, at the largest page size, and says where the next one starts. */
export const memberPageReader = (merchantCode: string, segmentCode: string) => async (after: string | undefined, signal: AbortSignal) => {
  const page = await listMembers(merchantCode, segmentCode, { limit: listLimits.maxLimit, after }, signal);
  return { members: await withGuestFlags(merchantCode, page.members, signal), after: page.meta.cursors.after, total: page.meta.totalItemCount };
};

/** customers asked for by id in one request: a hundred ids keep the address short enough for any server */
const idBatch = 100;

/** The public member list does not say whether a member is a guest (no `isAnonymous`): the customer list, asked by id, says. */
async function withGuestFlags(merchantCode: string, members: Member[], signal: AbortSignal): Promise<Member[]> {
  const ids = members.filter((m) => m.customer.isAnonymous === undefined).map((m) => m.customer.id);
  if (!ids.length) return members;
  const guest = new Map<string, boolean>();
  const batches = Array.from({ length: Math.ceil(ids.length / idBatch) }, (_, i) => ids.slice(i * idBatch, (i + 1) * idBatch));
  await Promise.all(
    batches.map(async (batch) => {
      const body = await apiRequest(merchantPath(merchantCode, 'customers'), {
        service: 'customers',
        query: { [wireNames.filterParam]: { id: { $in: batch } }, limit: batch.length },
        schema: customerList,
        signal,
      });
      // a customer the list gives without `isAnonymous` is registered: the spec's default is false
      for (const c of body.customers) guest.set(c.id, c.isAnonymous ?? false);
    }),
  );
  return members.map((m) => {
    const isAnonymous = guest.get(m.customer.id);
    return isAnonymous === undefined ? m : { ...m, customer: { ...m.customer, isAnonymous } };
  });
}

/** Which customers whose address contains the search are members already, for the customer search to show ticked and disabled. */
export const membershipQueryOptions = (merchantCode: string, segmentCode: string, email: string, enabled: boolean) =>
  queryOptions({
    queryKey: segmentKeys.membership(merchantCode, segmentCode, email),
    queryFn: async ({ signal }) => new Set(await memberIds(merchantCode, segmentCode, emailFilter(email), signal)),
    enabled,
  });

export interface MemberFailure {
  customerId: string;
  /** the service's code: 404 unknown, 409 already a member, 400 bad shape */
  code: string;
  message: string;
}

/**
 * A batch call answers only the elements that failed, by index in the request; this pairs each with its customer.
 * Entries pointing outside the request are tied by their `entityId`, so a service that numbers differently still reads right.
 */
function batchOutcome(sent: readonly MemberRef[], result: BatchResult) {
  const failedById = new Map<string, MemberFailure>();
  for (const e of result.errors) {
    const id = (e.entityIndex === undefined ? undefined : sent[e.entityIndex]?.ID) ?? (typeof e.entityId === 'string' ? e.entityId : undefined);
    if (id) failedById.set(id, { customerId: id, code: String(e.code), message: e.message });
  }
  return {
    succeeded: sent.map((m) => m.ID).filter((id) => !failedById.has(id)),
    failed: [...failedById.values()],
  };
}

export type BatchOutcome = ReturnType<typeof batchOutcome>;

export const isAlreadyMember = (f: MemberFailure) => f.code === '409' || /conflict|already/i.test(f.code);
export const isNotAMember = (f: MemberFailure) => f.code === '404' || /notfound/i.test(f.code);

/** `POST /segments/{code}/members` (add) and `DELETE` on the same address (remove): several members in one request; the answer names the ones that failed. */
const changeMembers =
  (method: 'POST' | 'DELETE') => async (merchantCode: string, segmentCode: string, customerIds: readonly string[], signal?: AbortSignal) => {
    const sent = customerIds.map(toMemberRef);
    const result = await apiRequest(merchantPath(merchantCode, 'segments', segmentCode, 'members'), {
      method,
      service: 'segments',
      body: sent.map(memberToWire),
      schema: batchResult,
      signal,
    });
    return batchOutcome(sent, result);
  };
export const addMembers = changeMembers('POST');
export const removeMembers = changeMembers('DELETE');

/** Fresh counts and member lists after members changed. */
export const refreshSegment = (queryClient: QueryClient, merchantCode: string, segmentCode: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: segmentKeys.detail(merchantCode, segmentCode) }),
    queryClient.invalidateQueries({ queryKey: segmentKeys.lists(merchantCode) }),
  ]);

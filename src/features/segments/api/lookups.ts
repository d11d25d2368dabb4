import { listLimits, type Customer } from '../../../api';
import { listCustomers } from '../../customers/api/listCustomers';
import type { CustomerLookup, MembershipLookup } from '../bulk/resolveAddresses';
import { listAllMembers, memberEmailField } from './listMembers';

/**
 * Every customer, guests included, whose address is one of these: one `$in` request, more only
 * if guests sharing the addresses make the answer longer than a page.
 */
export const customersByAddresses = (merchantCode: string): CustomerLookup => async (addresses, signal) => {
  const found: Customer[] = [];
  let offset = 0;
  for (;;) {
    const page = await listCustomers(merchantCode, { filter: { emailAddress: { $in: addresses } }, limit: listLimits.maxLimit, offset }, signal);
    found.push(...page.customers);
    offset += page.customers.length;
    if (page.customers.length === 0 || offset >= page.meta.totalItemCount) return found;
  }
};

/** The members among the customers with these addresses. */
export const membersByAddresses = (merchantCode: string, segmentCode: string): MembershipLookup => async (addresses, signal) =>
  (await listAllMembers(merchantCode, segmentCode, { [memberEmailField]: { $in: addresses } }, signal)).map((m) => m.ID);

/** The whole member list's customer IDs. */
export const allMemberIds = (merchantCode: string, segmentCode: string) => async (signal: AbortSignal) =>
  (await listAllMembers(merchantCode, segmentCode, undefined, signal)).map((m) => m.ID);

/** Requests needed to read the whole member list. */
export const memberListPages = (memberCount: number) => Math.ceil(memberCount / listLimits.maxLimit);

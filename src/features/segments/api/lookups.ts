import { listLimits } from '@/api/terms';
import { customersByAddresses } from '@/features/customers';
import type { CustomerLookup, MembershipLookup } from '../bulk/resolveAddresses';
import { listAllMembers, memberEmailField } from './listMembers';

/** Every customer, guests included, with one of these addresses (the customers feature's `$in` lookup). */
export const customersWithAddresses = (merchantCode: string): CustomerLookup => (addresses, signal) =>
  customersByAddresses(merchantCode, addresses, signal);

/** The members among the customers with these addresses. */
export const membersByAddresses = (merchantCode: string, segmentCode: string): MembershipLookup => async (addresses, signal) =>
  (await listAllMembers(merchantCode, segmentCode, { [memberEmailField]: { $in: addresses } }, signal)).map((m) => m.ID);

/** The whole member list's customer IDs. */
export const allMemberIds = (merchantCode: string, segmentCode: string) => async (signal: AbortSignal) =>
  (await listAllMembers(merchantCode, segmentCode, undefined, signal)).map((m) => m.ID);

/** Requests needed to read the whole member list. */
export const memberListPages = (memberCount: number) => Math.ceil(memberCount / listLimits.maxLimit);

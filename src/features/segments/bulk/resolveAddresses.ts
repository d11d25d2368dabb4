import type { Customer } from '@/api';
import { normalizeEmail } from '@/features/customers';
import { chunkAddresses, runLimited, type RunOptions } from './chunks';

/** Finds every customer (guests included) whose address is one of these; one request per call. */
export type CustomerLookup = (addresses: string[], signal: AbortSignal) => Promise<Customer[]>;

/** Finds which of these addresses' customers are already members; answers their customer IDs. */
export type MembershipLookup = (addresses: string[], signal: AbortSignal) => Promise<string[]>;

export interface ResolvedAddresses {
  /** lower-cased address → its customers (deleted ones left out: they cannot be members) */
  customers: Map<string, Customer[]>;
  /** customer IDs already in the segment, among the customers found */
  memberIds: Set<string>;
  /** requests sent, for the record */
  requests: number;
}

interface ResolveOptions extends Omit<RunOptions, 'onProgress'> {
  /** how many requests the membership check takes if it reads the whole member list instead */
  memberListPages?: number;
  /** the whole member list, for when that is fewer requests than checking address by address */
  listAllMemberIds?: (signal: AbortSignal) => Promise<string[]>;
  /** after each request: how many are done, of how many */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Resolves addresses to customers with the `$in` operator, a chunk per request with a few in
 * flight, then checks which of them are members already: either per chunk of the addresses that
 * found someone, or by reading the whole member list, whichever takes fewer requests.
 */
export async function resolveAddresses(
  addresses: readonly string[],
  lookupCustomers: CustomerLookup,
  lookupMembers: MembershipLookup,
  options: ResolveOptions = {},
): Promise<ResolvedAddresses> {
  const { onProgress, memberListPages, listAllMemberIds, ...run } = options;
  const customerChunks = chunkAddresses(addresses);
  const customers = new Map<string, Customer[]>();
  const wanted = new Set(addresses);
  let expected = customerChunks.length;
  let done = 0;
  const progress = () => onProgress?.(++done, Math.max(expected, done));

  const found = await runLimited(customerChunks, lookupCustomers, { ...run, onProgress: progress });
  for (const c of found.flat()) {
    const address = normalizeEmail(c.emailAddress ?? '');
    if (c.status === 'deleted' || !wanted.has(address)) continue;
    const list = customers.get(address) ?? [];
    if (!list.some((known) => known.id === c.id)) customers.set(address, [...list, c]);
  }

  const memberIds = new Set<string>();
  const memberChunks = chunkAddresses([...customers.keys()]);
  let memberRequests = memberChunks.length;
  if (listAllMemberIds && memberListPages !== undefined && memberListPages <= memberChunks.length) {
    memberRequests = memberListPages;
    // an empty segment needs no check; one filled meanwhile answers 409s when adding
    if (memberListPages > 0) {
      expected += 1;
      for (const id of await listAllMemberIds(run.signal ?? new AbortController().signal)) memberIds.add(id);
      progress();
    }
  } else {
    expected += memberChunks.length;
    const results = await runLimited(memberChunks, lookupMembers, { ...run, onProgress: progress });
    for (const id of results.flat()) memberIds.add(id);
  }
  return { customers, memberIds, requests: customerChunks.length + memberRequests };
}

import type { Customer } from '@/contract';
import { normalizeEmail } from '@/features/customers';

/** At most this many addresses go into one `$in` filter… */
export const maxAddressesPerLookup = 200;
/** …and at most this many characters of them (quoted, encoded), so the request line stays under the 8 KB many servers allow. */
const maxLookupChars = 7000;
/** Lookups running at the same time. */
const lookupsInFlight = 3;
/** Tries after the first, for transient failures. */
const retries = 2;

/** Cuts a list of addresses into lookups within those limits (the characters counted as sent, quoted and encoded). */
export function chunkAddresses(addresses: readonly string[]): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const address of addresses) {
    const cost = encodeURIComponent(JSON.stringify(address)).length + 3;
    if (current.length > 0 && (current.length >= maxAddressesPerLookup || chars + cost > maxLookupChars)) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(address);
    chars += cost;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

interface RunOptions {
  concurrency?: number;
  signal?: AbortSignal;
  /** after each task that finished */
  onProgress?: () => void;
  /** whether a failure is worth trying again (network, timeouts, 5xx) */
  isTransient?: (error: unknown) => boolean;
  /** wait before a retry; tests pass 0 */
  retryDelayMs?: number;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/** One task per input, at most `concurrency` at once, results in input order; a failure not transient or past the retries stops the rest. */
export async function runLimited<I, R>(inputs: readonly I[], task: (input: I, signal: AbortSignal) => Promise<R>, options: RunOptions = {}): Promise<R[]> {
  const { concurrency = lookupsInFlight, signal, onProgress, isTransient = () => false, retryDelayMs = 500 } = options;
  const stop = new AbortController();
  const combined = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  const results = new Array<R>(inputs.length);
  let next = 0;
  const attempt = async (input: I): Promise<R> => {
    for (let tried = 0; ; tried++) {
      try {
        return await task(input, combined);
      } catch (error) {
        if (combined.aborted || tried >= retries || !isTransient(error)) throw error;
        await pause(retryDelayMs * 2 ** tried, combined);
      }
    }
  };
  const worker = async () => {
    while (next < inputs.length) {
      combined.throwIfAborted();
      const index = next++;
      results[index] = await attempt(inputs[index]!);
      onProgress?.();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, inputs.length) }, worker));
  } catch (error) {
    stop.abort(error);
    throw error;
  }
  return results;
}

/** Finds every customer (guests included) whose address is one of these; one request per call. */
export type CustomerLookup = (addresses: string[], signal: AbortSignal) => Promise<Customer[]>;

/** Finds which of these addresses' customers are already members; answers their customer IDs. */
export type MembershipLookup = (addresses: string[], signal: AbortSignal) => Promise<string[]>;

export interface ResolvedAddresses {
  /** lower-cased address → its customers (deleted ones left out: they cannot be members) */
  customers: Map<string, Customer[]>;
  /** customer IDs already in the segment, among the customers found */
  memberIds: Set<string>;
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
 * Resolves addresses to customers with `$in`, a chunk per request and a few in flight, then checks which are members already:
 * per chunk of the addresses that found someone, or by reading the whole member list, whichever takes fewer requests.
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
  if (listAllMemberIds && memberListPages !== undefined && memberListPages <= memberChunks.length) {
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
  return { customers, memberIds };
}

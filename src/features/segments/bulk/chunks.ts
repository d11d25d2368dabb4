/** At most this many addresses go into one `$in` filter… */
export const maxAddressesPerLookup = 200;
/** …and at most this many characters of them (quoted, encoded), so the request line stays under the 8 KB many servers allow. */
const maxLookupChars = 7000;
/** Lookups running at the same time. */
const lookupsInFlight = 3;

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

export interface RunOptions {
  concurrency?: number;
  signal?: AbortSignal;
  /** after each task that finished */
  onProgress?: () => void;
  /** whether a failure is worth trying again (network, timeouts, 5xx) */
  isTransient?: (error: unknown) => boolean;
  /** tries after the first, for transient failures */
  retries?: number;
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

/**
 * Runs one task per input with at most `concurrency` running at once, results in input order.
 * The first failure that is not transient (or still fails after the retries) stops the rest.
 */
export async function runLimited<I, R>(inputs: readonly I[], task: (input: I, signal: AbortSignal) => Promise<R>, options: RunOptions = {}): Promise<R[]> {
  const { concurrency = lookupsInFlight, signal, onProgress, isTransient = () => false, retries = 2, retryDelayMs = 500 } = options;
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

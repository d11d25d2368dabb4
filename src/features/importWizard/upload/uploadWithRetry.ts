/**
 * How one file gets to the service despite the network: dropped connections and 5xx answers are tried again after a
 * growing pause; an expired address (403, or `expiresAt` past) is replaced and the upload starts over. Time, pauses and
 * chance are injected, so the policy is tested without waiting.
 */
import type { UploadAddress } from '@/contract';
import { i18next } from '@/i18n/i18n';
import { isApiError } from '@/lib/errors';
import { cancelledUpload, UploadError } from './putFile';
import { errorText } from '@/lib/errorText';

export const defaultRetryPolicy = {
  /** tries of one address before giving up on the file */
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 16_000,
  /** new addresses after a 403 before giving up */
  maxNewAddresses: 3,
  /** an address this close to its expiry is replaced before starting */
  expiryMarginMs: 5_000,
};
type RetryPolicy = typeof defaultRetryPolicy;

export type UploadEvent =
  | { type: 'requestingAddress' }
  | { type: 'uploading'; attempt: number }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'retrying'; attempt: number; maxAttempts: number; delayMs: number; reason: string }
  | { type: 'newAddress'; reason: string };

interface UploadWithRetryOptions {
  requestAddress: (signal: AbortSignal) => Promise<UploadAddress>;
  put: (url: string, signal: AbortSignal, onProgress: (loaded: number, total: number) => void) => Promise<void>;
  signal: AbortSignal;
  onEvent?: (event: UploadEvent) => void;
  policy?: Partial<RetryPolicy>;
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

const sleepUnlessAborted = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(cancelledUpload());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(cancelledUpload());
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/** The pause before try `attempt + 1`: doubling, capped, with jitter so that parallel uploads do not retry in step. */
export const backoffDelay = (attempt: number, policy: RetryPolicy, random: () => number) => {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};

const isTransient = (e: unknown) => (e instanceof UploadError ? e.isTransient : isApiError(e) && e.isTransient);

export async function uploadWithRetry(options: UploadWithRetryOptions): Promise<void> {
  const { requestAddress, put, signal, onEvent, now = Date.now, sleep = sleepUnlessAborted, random = Math.random } = options;
  const policy = { ...defaultRetryPolicy, ...options.policy };
  let address: UploadAddress | null = null;
  let failures = 0;
  let newAddresses = 0;

  for (;;) {
    if (signal.aborted) throw cancelledUpload();
    try {
      // an address in hand may have expired while waiting to try again; a fresh one is used as given
      // (the clocks of browser and service need not agree), and one without `expiresAt` until a 403
      if (!address || (address.expiresAt && Date.parse(address.expiresAt) - policy.expiryMarginMs <= now())) {
        onEvent?.({ type: 'requestingAddress' });
        address = await requestAddress(signal);
      }
      onEvent?.({ type: 'uploading', attempt: failures + 1 });
      onEvent?.({ type: 'progress', loaded: 0, total: 0 });
      await put(address.url, signal, (loaded, total) => onEvent?.({ type: 'progress', loaded, total }));
      return;
    } catch (e) {
      if (signal.aborted || (e instanceof UploadError && e.kind === 'aborted')) throw cancelledUpload();
      if (e instanceof UploadError && e.kind === 'expired') {
        newAddresses++;
        // the service's own words here name a timestamp in UTC ("expired at 2025-…Z"): say what happened and
        // what to do instead (addresses that expire as soon as they are given point at the clock or a slow line)
        if (newAddresses > policy.maxNewAddresses) {
          throw new UploadError('expired', i18next.t('wizard:upload.keptExpiring', { tries: newAddresses }), 403);
        }
        address = null;
        onEvent?.({ type: 'newAddress', reason: e.message });
        continue;
      }
      if (!isTransient(e)) throw e;
      failures++;
      if (failures >= policy.maxAttempts) throw e;
      const delayMs = backoffDelay(failures, policy, random);
      const reason = errorText(e);
      onEvent?.({ type: 'retrying', attempt: failures + 1, maxAttempts: policy.maxAttempts, delayMs, reason });
      await sleep(delayMs, signal);
    }
  }
}

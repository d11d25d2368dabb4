import { describe, expect, it, vi } from 'vitest';
import type { UploadAddress } from '@/contract';
import { ApiError } from '@/lib/errors';
import { UploadError } from './putFile';
import { backoffDelay, defaultRetryPolicy, uploadWithRetry, type UploadEvent } from './uploadWithRetry';

const now = Date.parse('2030-01-01T00:00:00Z');
const address = (n: number, minutes = 15): UploadAddress => ({
  url: `https://uploads.example/${n}`,
  expiresAt: new Date(now + minutes * 60_000).toISOString(),
});

/** A fake service: each address request hands out the next address; each PUT does what `outcomes` says. */
const setup = (outcomes: (UploadError | ApiError | null)[], addresses: UploadAddress[] = [address(1), address(2), address(3), address(4), address(5)]) => {
  const requested: string[] = [];
  const puts: string[] = [];
  const slept: number[] = [];
  const events: UploadEvent[] = [];
  const controller = new AbortController();
  const run = () =>
    uploadWithRetry({
      requestAddress: async () => {
        const next = addresses.shift();
        if (!next) throw new Error('no more addresses');
        requested.push(next.url);
        return next;
      },
      put: async (url, _signal, onProgress) => {
        puts.push(url);
        onProgress(10, 20);
        const outcome = outcomes.shift();
        if (outcome) throw outcome;
        onProgress(20, 20);
      },
      signal: controller.signal,
      onEvent: (e) => events.push(e),
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
      },
      random: () => 0.5,
    });
  return { run, requested, puts, slept, events, controller };
};

describe('uploadWithRetry', () => {
  it('uploads once when all goes well', async () => {
    const t = setup([null]);
    await t.run();
    expect(t.requested).toEqual(['https://uploads.example/1']);
    expect(t.puts).toEqual(['https://uploads.example/1']);
    expect(t.slept).toEqual([]);
    expect(t.events.filter((e) => e.type === 'progress').at(-1)).toEqual({ type: 'progress', loaded: 20, total: 20 });
  });

  it('tries a dropped connection and a 5xx again on the same address, after growing pauses', async () => {
    const t = setup([new UploadError('network', 'lost'), new UploadError('server', 'boom', 503), null]);
    await t.run();
    expect(t.puts).toEqual(['https://uploads.example/1', 'https://uploads.example/1', 'https://uploads.example/1']);
    expect(t.slept).toEqual([750, 1500]);
    expect(t.events).toContainEqual({ type: 'retrying', attempt: 2, maxAttempts: 5, delayMs: 750, reason: 'lost' });
  });

  it('gives up after the last try', async () => {
    const t = setup(Array.from({ length: 5 }, () => new UploadError('network', 'lost')));
    await expect(t.run()).rejects.toMatchObject({ kind: 'network' });
    expect(t.puts).toHaveLength(5);
  });

  it('asks for a new address after a 403 and starts over without waiting', async () => {
    const t = setup([new UploadError('expired', 'expired', 403), null]);
    await t.run();
    expect(t.puts).toEqual(['https://uploads.example/1', 'https://uploads.example/2']);
    expect(t.slept).toEqual([]);
    expect(t.events).toContainEqual({ type: 'newAddress', reason: 'expired' });
  });

  it('without expiresAt (the public service) keeps the address through retries and asks again only on a 403', async () => {
    const bare = (n: number): UploadAddress => ({ url: `https://uploads.example/${n}` });
    const t = setup([new UploadError('network', 'lost'), new UploadError('expired', 'expired', 403), null], [bare(1), bare(2)]);
    await t.run();
    expect(t.requested).toEqual(['https://uploads.example/1', 'https://uploads.example/2']);
    expect(t.puts).toEqual(['https://uploads.example/1', 'https://uploads.example/1', 'https://uploads.example/2']);
  });

  it('asks for a new address when the one in hand expired while waiting to try again', async () => {
    let clock = now;
    const urls: string[] = [];
    await uploadWithRetry({
      requestAddress: async () => address(urls.length + 1, 1),
      put: async (url) => {
        urls.push(url);
        if (urls.length === 1) {
          clock += 2 * 60_000;
          throw new UploadError('network', 'lost');
        }
      },
      signal: new AbortController().signal,
      now: () => clock,
      sleep: async () => undefined,
    });
    expect(urls).toEqual(['https://uploads.example/1', 'https://uploads.example/2']);
  });

  it('stops asking for addresses when every one is refused', async () => {
    const t = setup(Array.from({ length: 10 }, () => new UploadError('expired', 'expired', 403)));
    // in the merchant's words, not the service's "expired at <UTC timestamp>"
    await expect(t.run()).rejects.toMatchObject({ kind: 'expired', message: expect.stringMatching(/^The upload address kept expiring .*date and time/) });
    expect(t.requested).toHaveLength(defaultRetryPolicy.maxNewAddresses + 1);
  });

  it('does not try again what cannot succeed', async () => {
    const t = setup([new UploadError('tooLarge', 'too big', 413)]);
    await expect(t.run()).rejects.toMatchObject({ kind: 'tooLarge' });
    expect(t.puts).toHaveLength(1);
  });

  it('tries the address request again when the service is down for a moment', async () => {
    const addresses = [address(1)];
    let calls = 0;
    const sleep = vi.fn(async () => undefined);
    await uploadWithRetry({
      requestAddress: async () => {
        calls++;
        if (calls === 1) throw new ApiError('server', 'down', { status: 500 });
        return addresses[0]!;
      },
      put: async () => undefined,
      signal: new AbortController().signal,
      now: () => now,
      sleep,
      random: () => 0,
    });
    expect(calls).toBe(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('stops at once when cancelled', async () => {
    const controller = new AbortController();
    const pending = uploadWithRetry({
      requestAddress: async () => address(1),
      put: (_url, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new UploadError('aborted', 'cancelled')))),
      signal: controller.signal,
      now: () => now,
    });
    await Promise.resolve();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('pauses grow and are capped', () => {
    const noJitter = () => 1;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, defaultRetryPolicy, noJitter))).toEqual([1000, 2000, 4000, 8000, 16000, 16000, 16000]);
  });
});

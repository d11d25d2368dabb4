import { describe, expect, it } from 'vitest';
import { UploadError } from './putFile';
import { UploadQueue, type UploadState } from './uploadQueue';
import type { UploadEvent } from './uploadWithRetry';

/** A job that waits until the test lets it finish (or fail). */
const controllable = () => {
  let finish: (error?: Error) => void = () => undefined;
  let emit: (e: UploadEvent) => void = () => undefined;
  let started = false;
  let signal: AbortSignal | null = null;
  const run = (s: AbortSignal, onEvent: (e: UploadEvent) => void) =>
    new Promise<void>((resolve, reject) => {
      started = true;
      signal = s;
      emit = onEvent;
      finish = (error) => (error ? reject(error) : resolve());
      s.addEventListener('abort', () => reject(new UploadError('aborted', 'cancelled')));
    });
  return {
    run,
    get started() {
      return started;
    },
    get aborted() {
      return signal?.aborted ?? false;
    },
    finish: (error?: Error) => finish(error),
    emit: (e: UploadEvent) => emit(e),
  };
};

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('UploadQueue', () => {
  it('runs at most two uploads at a time and starts the next when one ends', async () => {
    const states = new Map<string, UploadState>();
    const queue = new UploadQueue(2, (key, s) => states.set(key, s), () => 0);
    const jobs = [controllable(), controllable(), controllable()];
    jobs.forEach((j, i) => queue.enqueue({ key: `f${i}`, size: 100, run: j.run }));
    await tick();
    expect(jobs.map((j) => j.started)).toEqual([true, true, false]);
    expect(states.get('f2')?.status).toBe('waiting');
    jobs[0]!.finish();
    await tick();
    expect(states.get('f0')?.status).toBe('done');
    expect(jobs[2]!.started).toBe(true);
  });

  it('reports progress with speed and time left, and retries with their reason', async () => {
    let clock = 0;
    const states = new Map<string, UploadState>();
    const queue = new UploadQueue(2, (key, s) => states.set(key, s), () => clock);
    const job = controllable();
    queue.enqueue({ key: 'products', size: 1000, run: job.run });
    await tick();
    job.emit({ type: 'uploading', attempt: 1 });
    job.emit({ type: 'progress', loaded: 0, total: 1000 });
    clock = 1000;
    job.emit({ type: 'progress', loaded: 250, total: 1000 });
    clock = 2000;
    job.emit({ type: 'progress', loaded: 500, total: 1000 });
    const s = states.get('products')!;
    expect(s).toMatchObject({ status: 'uploading', loaded: 500, total: 1000, bytesPerSecond: 250 });
    expect(s.secondsLeft).toBe(2);
    job.emit({ type: 'retrying', attempt: 2, maxAttempts: 5, delayMs: 2000, reason: 'The connection was lost.' });
    expect(states.get('products')).toMatchObject({ status: 'retrying', message: 'The connection was lost. Trying again in 2 s (try 2 of 5).' });
  });

  it('cancels one upload without touching the others', async () => {
    const states = new Map<string, UploadState>();
    const queue = new UploadQueue(2, (key, s) => states.set(key, s), () => 0);
    const a = controllable();
    const b = controllable();
    queue.enqueue({ key: 'a', size: 1, run: a.run });
    queue.enqueue({ key: 'b', size: 1, run: b.run });
    await tick();
    queue.cancel('a');
    await tick();
    expect(a.aborted).toBe(true);
    expect(states.get('a')?.status).toBe('cancelled');
    expect(states.get('b')?.status).toBe('preparing');
    b.finish();
    await tick();
    expect(states.get('b')?.status).toBe('done');
  });

  it('says why an upload failed', async () => {
    const states = new Map<string, UploadState>();
    const queue = new UploadQueue(1, (key, s) => states.set(key, s), () => 0);
    const job = controllable();
    queue.enqueue({ key: 'a', size: 1, run: job.run });
    await tick();
    job.finish(new UploadError('tooLarge', 'The file is larger than the upload limit of 2 GiB', 413));
    await tick();
    expect(states.get('a')).toMatchObject({ status: 'failed', message: 'The file is larger than the upload limit of 2 GiB' });
  });
});

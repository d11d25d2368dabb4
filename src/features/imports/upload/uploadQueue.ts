/**
 * Runs the uploads of an import a few at a time, keeps each one's state (waiting, uploading with
 * progress and time left, retrying, done, failed, cancelled) and tells the page what changed.
 * Framework-free: the wizard's store owns one and renders what it reports.
 */
import { i18next } from '@/i18n/i18n';
import { TransferRate } from './transferRate';
import { UploadError } from './putFile';
import type { UploadEvent } from './uploadWithRetry';
import { isActiveUpload, type UploadState } from './uploadState';

interface UploadJob {
  key: string;
  size: number;
  run: (signal: AbortSignal, onEvent: (event: UploadEvent) => void) => Promise<void>;
}

interface Entry {
  job: UploadJob;
  state: UploadState;
  controller: AbortController | null;
  rate: TransferRate;
  lastEmit: number;
}

export class UploadQueue {
  private readonly entries = new Map<string, Entry>();
  private running = 0;

  constructor(
    private readonly concurrency: number,
    private readonly onChange: (key: string, state: UploadState) => void,
    private readonly now: () => number = () => performance.now(),
    /** progress is reported at most this often per upload; status changes at once */
    private readonly progressIntervalMs = 200,
  ) {}

  /** Queues an upload; one already queued or running for the key is cancelled first. */
  enqueue(job: UploadJob) {
    this.cancel(job.key);
    const state: UploadState = { status: 'waiting', loaded: 0, total: job.size, bytesPerSecond: null, secondsLeft: null, message: null, attempt: 0 };
    this.entries.set(job.key, { job, state, controller: null, rate: new TransferRate(), lastEmit: 0 });
    this.onChange(job.key, state);
    this.pump();
  }

  cancel(key: string) {
    const entry = this.entries.get(key);
    if (!entry || !isActiveUpload(entry.state)) return;
    entry.controller?.abort();
    this.update(entry, { status: 'cancelled', message: null, secondsLeft: null }, true);
  }

  cancelAll() {
    for (const key of this.entries.keys()) this.cancel(key);
  }

  private update(entry: Entry, patch: Partial<UploadState>, force: boolean) {
    entry.state = { ...entry.state, ...patch };
    const at = this.now();
    if (!force && at - entry.lastEmit < this.progressIntervalMs) return;
    entry.lastEmit = at;
    this.onChange(entry.job.key, entry.state);
  }

  private pump() {
    for (const entry of this.entries.values()) {
      if (this.running >= this.concurrency) return;
      if (entry.state.status === 'waiting' && !entry.controller) void this.start(entry);
    }
  }

  private async start(entry: Entry) {
    const controller = new AbortController();
    entry.controller = controller;
    this.running++;
    const live = () => this.entries.get(entry.job.key) === entry && !controller.signal.aborted;
    this.update(entry, { status: 'preparing' }, true);
    try {
      await entry.job.run(controller.signal, (event) => {
        if (!live()) return;
        this.onEvent(entry, event);
      });
      if (live()) this.update(entry, { status: 'done', loaded: entry.job.size, secondsLeft: 0, message: null }, true);
    } catch (e) {
      if (live() && !(e instanceof UploadError && e.kind === 'aborted')) {
        this.update(entry, { status: 'failed', message: e instanceof Error ? e.message : String(e), secondsLeft: null }, true);
      }
    } finally {
      this.running--;
      this.pump();
    }
  }

  private onEvent(entry: Entry, event: UploadEvent) {
    const at = this.now();
    switch (event.type) {
      case 'requestingAddress':
        return this.update(entry, { status: 'preparing' }, true);
      case 'uploading':
        return this.update(entry, { status: 'uploading', attempt: event.attempt, message: null }, true);
      case 'newAddress':
        return this.update(entry, { status: 'preparing', loaded: 0, message: i18next.t('imports:upload.newAddress', { reason: event.reason }) }, true);
      case 'retrying': {
        const { attempt, maxAttempts: attempts, reason } = event;
        const message = i18next.t('imports:upload.retrying', { reason, seconds: Math.ceil(event.delayMs / 1000), attempt, attempts });
        return this.update(entry, { status: 'retrying', attempt, secondsLeft: null, message }, true);
      }
      case 'progress': {
        const total = event.total || entry.job.size;
        entry.rate.sample(event.loaded, at);
        const { bytesPerSecond } = entry.rate;
        return this.update(entry, { loaded: event.loaded, total, bytesPerSecond, secondsLeft: entry.rate.secondsLeft(total, at) }, event.loaded === 0);
      }
    }
  }
}

/** Runs the uploads of an import a few at a time, keeps each one's state and tells the wizard's store what changed. */
import { i18next } from '@/i18n/i18n';
import { UploadError } from './putFile';
import type { UploadEvent } from './uploadWithRetry';
import { errorText } from '@/lib/errorText';

export interface UploadState {
  status: 'waiting' | 'preparing' | 'uploading' | 'retrying' | 'done' | 'failed' | 'cancelled';
  loaded: number;
  total: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
  /** why it is retrying, or why it failed: the service's words, or the app's in the page's language when it was set */
  message: string | null;
}

export const isActiveUpload = (s: UploadState | null | undefined) =>
  !!s && (s.status === 'waiting' || s.status === 'preparing' || s.status === 'uploading' || s.status === 'retrying');

/** The speed is an exponentially weighted average over this long, so that "time left" does not jump with every progress event. */
const smoothingMs = 3_000;

interface UploadJob {
  key: string;
  size: number;
  run: (signal: AbortSignal, onEvent: (event: UploadEvent) => void) => Promise<void>;
}

interface Entry {
  job: UploadJob;
  state: UploadState;
  controller: AbortController | null;
  /** the last progress seen, and when the bytes of this try began to move */
  last: { loaded: number; at: number } | null;
  startedAt: number;
}

export class UploadQueue {
  private readonly entries = new Map<string, Entry>();
  private running = 0;

  constructor(
    private readonly concurrency: number,
    private readonly onChange: (key: string, state: UploadState) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Queues an upload; one already queued or running for the key is cancelled first. */
  enqueue(job: UploadJob) {
    this.cancel(job.key);
    const state: UploadState = { status: 'waiting', loaded: 0, total: job.size, bytesPerSecond: null, secondsLeft: null, message: null };
    this.entries.set(job.key, { job, state, controller: null, last: null, startedAt: 0 });
    this.onChange(job.key, state);
    this.pump();
  }

  cancel(key: string) {
    const entry = this.entries.get(key);
    if (!entry || !isActiveUpload(entry.state)) return;
    entry.controller?.abort();
    this.update(entry, { status: 'cancelled', message: null, secondsLeft: null });
  }

  cancelAll() {
    for (const key of this.entries.keys()) this.cancel(key);
  }

  private update(entry: Entry, patch: Partial<UploadState>) {
    entry.state = { ...entry.state, ...patch };
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
    this.update(entry, { status: 'preparing' });
    try {
      await entry.job.run(controller.signal, (event) => {
        if (live()) this.onEvent(entry, event);
      });
      if (live()) this.update(entry, { status: 'done', loaded: entry.job.size, secondsLeft: 0, message: null });
    } catch (e) {
      if (live() && !(e instanceof UploadError && e.kind === 'aborted')) {
        this.update(entry, { status: 'failed', message: errorText(e), secondsLeft: null });
      }
    } finally {
      this.running--;
      this.pump();
    }
  }

  private onEvent(entry: Entry, event: UploadEvent) {
    switch (event.type) {
      case 'requestingAddress':
        return this.update(entry, { status: 'preparing' });
      case 'uploading':
        return this.update(entry, { status: 'uploading', message: null });
      case 'newAddress':
        return this.update(entry, { status: 'preparing', loaded: 0, message: i18next.t('wizard:upload.newAddress', { reason: event.reason }) });
      case 'retrying': {
        const { attempt, maxAttempts: attempts, reason } = event;
        const message = i18next.t('wizard:upload.retrying', { reason, seconds: Math.ceil(event.delayMs / 1000), attempt, attempts });
        return this.update(entry, { status: 'retrying', secondsLeft: null, message });
      }
      case 'progress':
        return this.progress(entry, event.loaded, event.total || entry.job.size);
    }
  }

  private progress(entry: Entry, loaded: number, total: number) {
    const at = this.now();
    const { last } = entry;
    let { bytesPerSecond } = entry.state;
    if (!last || loaded < last.loaded) {
      // a start, or a start over with a new address
      entry.last = { loaded, at };
      entry.startedAt = at;
      bytesPerSecond = null;
    } else if (at > last.at) {
      const instant = ((loaded - last.loaded) * 1000) / (at - last.at);
      const weight = 1 - Math.exp(-(at - last.at) / smoothingMs);
      bytesPerSecond = bytesPerSecond === null ? instant : bytesPerSecond + weight * (instant - bytesPerSecond);
      entry.last = { loaded, at };
    }
    // no time left until a second of transfer has been seen
    const secondsLeft = bytesPerSecond && at - entry.startedAt >= 1_000 ? Math.max(0, (total - loaded) / bytesPerSecond) : null;
    this.update(entry, { loaded, total, bytesPerSecond, secondsLeft });
  }
}

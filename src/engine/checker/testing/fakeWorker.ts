import type { CheckReply } from '../startFileCheck';

/** A stand-in for a Web Worker: records what it is sent and whether it was ended. */
export class FakeWorker {
  static made: FakeWorker[] = [];
  readonly sent: unknown[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: CheckReply) {
    this.onmessage?.({ data: message } as MessageEvent);
  }
  failToLoad() {
    this.onerror?.({ message: 'failed to fetch', preventDefault: () => {} } as ErrorEvent);
  }
}

export const asWorker = () => new FakeWorker() as unknown as Worker;
export const fakeOf = (worker: Worker) => worker as unknown as FakeWorker;

/**
 * Spends processing time in small slices so that counts move visibly (the configured pace)
 * and, at full speed, the event loop still answers polls between slices.
 */
export class Cancelled extends Error {
  constructor() {
    super('processing was stopped');
    this.name = 'Cancelled';
  }
}

const tickMs = 50;
/** at full speed, give the event loop a turn this often */
const sliceMs = 15;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const turn = () => new Promise((resolve) => setImmediate(resolve));

export class Pacer {
  private budget = 1;
  private last = Date.now();
  private sliceStart = Date.now();

  /** `rate()` is read on every step so pace changes through /__control apply at once. */
  constructor(
    private readonly rate: () => number,
    private readonly cancelled: () => boolean,
  ) {}

  /** Wait for the right to process one more element. */
  async take(): Promise<void> {
    if (this.cancelled()) throw new Cancelled();
    const rate = this.rate();
    if (rate <= 0 || !Number.isFinite(rate)) return this.yieldIfDue();
    this.refill(rate);
    while (this.budget < 1) {
      await sleep(tickMs);
      if (this.cancelled()) throw new Cancelled();
      this.refill(this.rate() || Number.POSITIVE_INFINITY);
    }
    this.budget -= 1;
  }

  /** For loops that do not count as elements (scanning, deletion checks): only keep the loop responsive. */
  async yieldIfDue(): Promise<void> {
    if (Date.now() - this.sliceStart < sliceMs) return;
    await turn();
    if (this.cancelled()) throw new Cancelled();
    this.sliceStart = Date.now();
  }

  private refill(rate: number) {
    const now = Date.now();
    // a short burst cap, so a pause (e.g. a slow poll) is not followed by a jump
    const cap = Math.max(1, (rate * tickMs * 4) / 1000);
    this.budget = Math.min(cap, this.budget + ((now - this.last) * rate) / 1000);
    this.last = now;
  }
}

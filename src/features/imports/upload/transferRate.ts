/** Over how long the rate is averaged. */
const smoothingMs = 3_000;

/**
 * The speed of a transfer and the time it has left, smoothed so that "time left" does not jump
 * about with every progress event: an exponentially weighted average over a few seconds.
 */
export class TransferRate {
  private last: { loaded: number; at: number } | null = null;
  private startedAt: number | null = null;
  /** bytes per second, once there is something to go by */
  bytesPerSecond: number | null = null;

  /** Records that `loaded` bytes had gone at time `at` (ms). */
  sample(loaded: number, at: number) {
    if (!this.last || loaded < this.last.loaded) {
      // a start, or a start over with a new address
      this.last = { loaded, at };
      this.startedAt = at;
      this.bytesPerSecond = null;
      return;
    }
    const dt = at - this.last.at;
    if (dt <= 0) return;
    const instant = ((loaded - this.last.loaded) * 1000) / dt;
    const weight = 1 - Math.exp(-dt / smoothingMs);
    this.bytesPerSecond = this.bytesPerSecond === null ? instant : this.bytesPerSecond + weight * (instant - this.bytesPerSecond);
    this.last = { loaded, at };
  }

  /** seconds left for `total` bytes; null until a second of transfer has been seen */
  secondsLeft(total: number, at: number): number | null {
    if (!this.last || this.bytesPerSecond === null || this.bytesPerSecond <= 0 || this.startedAt === null || at - this.startedAt < 1_000) return null;
    return Math.max(0, (total - this.last.loaded) / this.bytesPerSecond);
  }
}

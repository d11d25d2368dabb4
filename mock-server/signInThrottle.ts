/**
 * Back-off for password sign-ins, per merchant and user name (known or not, so the answer tells
 * nothing about which exist). A few mistakes are free; after that each failure locks the pair for
 * longer, doubling up to a cap, and even the right password waits until the lock ends.
 */
export interface ThrottleOptions {
  /** failures allowed before the first lock */
  freeFailures?: number;
  /** the first lock; each further failure doubles it */
  baseLockMs?: number;
  maxLockMs?: number;
}

interface Attempts {
  failures: number;
  lockedUntil: number;
}

export class SignInThrottle {
  private readonly attempts = new Map<string, Attempts>();
  private readonly freeFailures: number;
  private readonly baseLockMs: number;
  private readonly maxLockMs: number;

  constructor(opts: ThrottleOptions = {}) {
    this.freeFailures = opts.freeFailures ?? 5;
    this.baseLockMs = opts.baseLockMs ?? 30_000;
    this.maxLockMs = opts.maxLockMs ?? 15 * 60_000;
  }

  private key = (merchantCode: string, username: string) => `${merchantCode.toLowerCase()}\n${username.toLowerCase()}`;

  /** seconds to wait before trying again, or 0 when an attempt may be made now */
  waitSeconds(merchantCode: string, username: string, now = Date.now()): number {
    const entry = this.attempts.get(this.key(merchantCode, username));
    return entry && entry.lockedUntil > now ? Math.ceil((entry.lockedUntil - now) / 1000) : 0;
  }

  /** records a failure; returns the seconds the pair is now locked for (0 while failures are free) */
  failed(merchantCode: string, username: string, now = Date.now()): number {
    const key = this.key(merchantCode, username);
    const entry = this.attempts.get(key) ?? { failures: 0, lockedUntil: 0 };
    entry.failures += 1;
    const over = entry.failures - this.freeFailures;
    if (over > 0) entry.lockedUntil = now + Math.min(this.maxLockMs, this.baseLockMs * 2 ** Math.min(over - 1, 20));
    this.attempts.set(key, entry);
    this.sweep(now);
    return this.waitSeconds(merchantCode, username, now);
  }

  succeeded(merchantCode: string, username: string) {
    this.attempts.delete(this.key(merchantCode, username));
  }

  /** forgets pairs whose lock ended long ago, so guessing random names cannot grow the map forever */
  private sweep(now: number) {
    if (this.attempts.size < 10_000) return;
    for (const [k, a] of this.attempts) if (a.lockedUntil + this.maxLockMs < now) this.attempts.delete(k);
  }
}

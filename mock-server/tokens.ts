/**
 * Access and refresh tokens: opaque random strings bound to a merchant and a user, with an
 * expiry. Refresh tokens rotate: each can be used once.
 */
import type { TokenResponse } from '../src/api';
import type { Faults } from './faults';
import { randomToken } from './ids';
import type { Store } from './store/store';
import type { AccessToken } from './store/types';

export type TokenCheck =
  | { ok: true; token: AccessToken }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' };

export class Tokens {
  constructor(
    private readonly store: Store,
    private readonly faults: Faults,
  ) {}

  issue(merchantCode: string, username: string, now = Date.now()): TokenResponse {
    const { tokenTtlSeconds, refreshTokenTtlSeconds } = this.faults.settings;
    const access = randomToken();
    const refresh = randomToken();
    this.store.accessTokens.set(access, { merchantCode, username, expiresAt: now + tokenTtlSeconds * 1000 });
    this.store.refreshTokens.set(refresh, { merchantCode, username, expiresAt: now + refreshTokenTtlSeconds * 1000 });
    this.store.touch();
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: Math.max(1, Math.round(tokenTtlSeconds)),
      refresh_token: refresh,
    };
  }

  /** Uses up a refresh token and issues a new pair; null when it is unknown, used or expired. */
  refresh(refreshToken: string, now = Date.now()): TokenResponse | null {
    const found = this.store.refreshTokens.get(refreshToken);
    if (!found) return null;
    this.store.refreshTokens.delete(refreshToken);
    this.store.touch();
    if (found.expiresAt <= now) return null;
    return this.issue(found.merchantCode, found.username, now);
  }

  check(authorization: string | undefined, now = Date.now()): TokenCheck {
    const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
    if (!match) return { ok: false, reason: 'missing' };
    const token = this.store.accessTokens.get(match[1]!);
    if (!token) return { ok: false, reason: 'unknown' };
    if (token.expiresAt <= now) return { ok: false, reason: 'expired' };
    return { ok: true, token };
  }

  /** Test control: every access token issued so far stops working now (refresh tokens still do). */
  /** ends every access token now, or only a merchant's (so parallel tests of other merchants carry on) */
  expireAll(now = Date.now(), merchantCode?: string): number {
    let n = 0;
    for (const token of this.store.accessTokens.values()) {
      if (token.expiresAt > now && (!merchantCode || token.merchantCode === merchantCode)) {
        token.expiresAt = now;
        n += 1;
      }
    }
    this.store.touch();
    return n;
  }

  /** Forgets tokens that expired long ago, so a long-running demo does not collect them. */
  sweep(now = Date.now()) {
    const hourAgo = now - 3600_000;
    for (const [k, t] of this.store.accessTokens) if (t.expiresAt < hourAgo) this.store.accessTokens.delete(k);
    for (const [k, t] of this.store.refreshTokens) if (t.expiresAt < now) this.store.refreshTokens.delete(k);
  }
}

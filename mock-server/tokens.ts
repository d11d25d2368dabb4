/**
 * Access and refresh tokens: opaque random strings bound to a merchant and a user, with an
 * expiry. Refresh tokens rotate: each can be used once.
 */
import type { TokenResponse } from '../src/contract';
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

  issue(merchantCode: string, username: string, now = Date.now(), grant = randomToken()): TokenResponse {
    const { tokenTtlSeconds, refreshTokenTtlSeconds } = this.faults.for(merchantCode).settings;
    const access = randomToken();
    const refresh = randomToken();
    this.store.accessTokens.set(access, { merchantCode, username, expiresAt: now + tokenTtlSeconds * 1000, grant });
    this.store.refreshTokens.set(refresh, { merchantCode, username, expiresAt: now + refreshTokenTtlSeconds * 1000, grant });
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
    return this.issue(found.merchantCode, found.username, now, found.grant);
  }

  /**
   * RFC 7009 revocation: the token (access or refresh, whatever the hint says) and every token of
   * the same sign-in stop working, so signing out ends the session on every copy of it. An unknown
   * token is not an error: the result is the same, it does not work.
   */
  revoke(token: string): void {
    const found = this.store.accessTokens.get(token) ?? this.store.refreshTokens.get(token);
    if (!found) return;
    this.store.accessTokens.delete(token);
    this.store.refreshTokens.delete(token);
    if (found.grant !== undefined) {
      for (const map of [this.store.accessTokens, this.store.refreshTokens]) {
        for (const [k, t] of map) if (t.grant === found.grant) map.delete(k);
      }
    }
    this.store.touch();
  }

  check(authorization: string | undefined, now = Date.now()): TokenCheck {
    const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
    if (!match) return { ok: false, reason: 'missing' };
    const token = this.store.accessTokens.get(match[1]!);
    if (!token) return { ok: false, reason: 'unknown' };
    if (token.expiresAt <= now) return { ok: false, reason: 'expired' };
    return { ok: true, token };
  }

  /** Test control: every access token issued so far stops working now, or only a merchant's (refresh tokens still work). */
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

/** Sign-in back-off and token revocation (issue 12, items 2 and 14). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../src/contract';
import type { Platform } from '../platform';
import { base, call, signIn, testPlatform } from '../testing';

const form = (platform: Platform, path: string, fields: Record<string, string>) =>
  platform.api.fetch(
    new Request(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    }),
  );

const passwordGrant = (platform: Platform, over: Record<string, string> = {}) =>
  form(platform, '/oauth/token', { grant_type: 'password', username: 'demo', password: 'demo', tenantType: 'merchant', tenantId: 'demo', ...over });

describe('sign-in back-off', () => {
  afterEach(() => vi.useRealTimers());

  it('answers 429 with Retry-After after a few wrong passwords, even to the right one, until the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const platform = testPlatform();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await passwordGrant(platform, { password: `guess${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);

    const right = await passwordGrant(platform);
    expect(right.status).toBe(429);
    const wait = Number(right.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(await right.json()).toEqual({ error: 'slow_down', error_description: expect.stringMatching(/try again in \d+ s/) });

    // other users of the merchant, and the same user name at another merchant, are not held up
    expect((await passwordGrant(platform, { username: 'nobody' })).status).toBe(401);
    expect((await passwordGrant(platform, { tenantId: 'acme', username: 'acme', password: 'acme' })).status).toBe(200);

    vi.setSystemTime(Date.now() + wait * 1000 + 1);
    expect((await passwordGrant(platform)).status).toBe(200);
  });

  it('throttles an unknown merchant exactly like a wrong password', async () => {
    const platform = testPlatform();
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await passwordGrant(platform, { tenantId: 'no-such-merchant' });
      answers.push(`${res.status} ${JSON.stringify(await res.json())}`);
    }
    expect(answers[0]).toBe('401 {"error":"invalid_grant","error_description":"Wrong merchant code, user name or password"}');
    expect(answers[5]).toMatch(/^429 .*slow_down/);
  });

  it('a right password before the limit clears the count', async () => {
    const platform = testPlatform();
    for (let i = 0; i < 4; i += 1) await passwordGrant(platform, { password: 'wrong' });
    expect((await passwordGrant(platform)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await passwordGrant(platform, { password: 'wrong' })).status).toBe(401);
  });
});

describe('POST /oauth/revoke', () => {
  it('ends the access token and the refresh token of the sign-in, whichever is revoked', async () => {
    const platform = testPlatform();
    for (const which of ['refresh_token', 'access_token'] as const) {
      const pair = await signIn(platform);
      const other = await signIn(platform); // another sign-in of the same user carries on
      const res = await form(platform, '/oauth/revoke', { token: pair[which], token_type_hint: which });
      expect(res.status).toBe(200);
      expect((await call(platform.api, 'GET', '/merchants/demo/imports', { token: pair.access_token })).status).toBe(401);
      const refreshed = await form(platform, '/oauth/token', { grant_type: 'refresh_token', refresh_token: pair.refresh_token });
      expect(refreshed.status).toBe(401);
      expect((await call(platform.api, 'GET', '/merchants/demo/imports', { token: other.access_token })).status).toBe(200);
    }
  });

  it('ends the tokens refreshed from a revoked sign-in too', async () => {
    const platform = testPlatform();
    const first = await signIn(platform);
    const second = tokenResponse.parse(await (await form(platform, '/oauth/token', { grant_type: 'refresh_token', refresh_token: first.refresh_token })).json());
    await form(platform, '/oauth/revoke', { token: second.refresh_token });
    expect((await call(platform.api, 'GET', '/merchants/demo/imports', { token: second.access_token })).status).toBe(401);
  });

  it('answers 200 for an unknown token and 400 without one', async () => {
    const platform = testPlatform();
    expect((await form(platform, '/oauth/revoke', { token: 'never-issued' })).status).toBe(200);
    const missing = await form(platform, '/oauth/revoke', {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe('invalid_request');
  });
});

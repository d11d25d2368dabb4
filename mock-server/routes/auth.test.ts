import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenError, tokenResponse } from '../../src/contract';
import { base, call, signIn, testPlatform } from '../testing';

const token = (form: Record<string, string>, contentType = 'application/x-www-form-urlencoded') => {
  const platform = testPlatform();
  const send = (f: Record<string, string>) =>
    platform.api.fetch(
      new Request(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: contentType.includes('json') ? JSON.stringify(f) : new URLSearchParams(f),
      }),
    );
  return { platform, response: send(form) };
};

const password = (over: Record<string, string> = {}) => ({
  grant_type: 'password',
  username: 'demo',
  password: 'demo',
  tenantType: 'merchant',
  tenantId: 'demo',
  ...over,
});

describe('POST /oauth/token', () => {
  afterEach(() => vi.useRealTimers());

  it('issues a bearer token pair for the demo account', async () => {
    const res = await token(password()).response;
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = tokenResponse.parse(await res.json());
    expect(body.expires_in).toBe(3600);
    expect(body.access_token).not.toBe(body.refresh_token);
  });

  it('accepts JSON as well as a form', async () => {
    expect((await token(password(), 'application/json').response).status).toBe(200);
  });

  it.each([[{ password: 'wrong' }], [{ username: 'nobody' }], [{ tenantId: 'nope' }], [{ tenantId: 'acme' }]])(
    'answers 401 invalid_grant with one message for %j, so it tells nothing about which merchants exist',
    async (over) => {
      const res = await token(password(over)).response;
      expect(res.status).toBe(401);
      const body = tokenError.parse(await res.json());
      expect(body).toEqual({ error: 'invalid_grant', error_description: 'Wrong merchant code, user name or password' });
    },
  );

  it.each([
    [{ grant_type: 'client_credentials' }, 'unsupported_grant_type'],
    [{ tenantType: 'customer' }, 'invalid_request'],
    [{ username: '' }, 'invalid_request'],
  ])('answers 400 for a malformed grant %j', async (over, error) => {
    const res = await token(password(over)).response;
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(error);
  });

  it('rotates refresh tokens: each one works once', async () => {
    const platform = testPlatform();
    const first = await signIn(platform);
    const refresh = (refresh_token: string) =>
      platform.api.fetch(
        new Request(`${base}/oauth/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token }),
        }),
      );
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const pair = tokenResponse.parse(await second.json());
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await call(platform.api, 'GET', '/merchants/demo/imports', { token: pair.access_token })).status).toBe(200);

    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('the merchant guard', () => {
  afterEach(() => vi.useRealTimers());

  it('answers 401 without a token, with a wrong one, or with a malformed header', async () => {
    const platform = testPlatform();
    for (const headers of [{}, { Authorization: 'Bearer nonsense' }, { Authorization: 'Basic ZGVtbzpkZW1v' }] as Record<string, string>[]) {
      const res = await call(platform.api, 'GET', '/merchants/demo/customers', { headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('Unauthorized');
      expect(res.headers.get('WWW-Authenticate')).toContain('Bearer');
    }
  });

  it('answers 401 once the token has expired, and the refresh token still works', async () => {
    const platform = testPlatform({ faults: { tokenTtlSeconds: 60 } });
    const pair = await signIn(platform);
    expect((await call(platform.api, 'GET', '/merchants/demo/segments', { token: pair.access_token })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const expired = await call(platform.api, 'GET', '/merchants/demo/segments', { token: pair.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/expired/);
    const renewed = await platform.api.fetch(
      new Request(`${base}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: pair.refresh_token }),
      }),
    );
    expect(renewed.status).toBe(200);
  });

  it('answers 403 when a token of one merchant is used on another, and for unknown merchants', async () => {
    const platform = testPlatform();
    const demo = await signIn(platform, 'demo');
    const acme = await signIn(platform, 'acme');
    const crossed = await call(platform.api, 'GET', '/merchants/acme/customers', { token: demo.access_token });
    expect(crossed.status).toBe(403);
    expect(crossed.body).toEqual({ code: 'Forbidden', message: expect.stringMatching(/merchant demo .* merchant acme/) });
    expect((await call(platform.api, 'GET', '/merchants/demo/imports', { token: acme.access_token })).status).toBe(403);
    expect((await call(platform.api, 'GET', '/merchants/nobody/imports', { token: demo.access_token })).status).toBe(403);
  });

  it('keeps merchants apart: acme sees only its own imports, customers and segments', async () => {
    const platform = testPlatform();
    const acme = (await signIn(platform, 'acme')).access_token;
    const demo = (await signIn(platform, 'demo')).access_token;
    const acmeCustomers = await call(platform.api, 'GET', '/merchants/acme/customers', { token: acme });
    expect(acmeCustomers.body.meta.totalItemCount).toBe(20);
    expect(acmeCustomers.body.customers.every((c: { emailAddress: string }) => c.emailAddress.endsWith('@acme.test'))).toBe(true);
    const demoRef = (await call(platform.api, 'GET', '/merchants/demo/imports', { token: demo, query: { limit: '1' } })).body.imports[0].importRef;
    expect((await call(platform.api, 'GET', `/merchants/acme/imports/${demoRef}`, { token: acme })).status).toBe(404);
    expect((await call(platform.api, 'GET', '/merchants/acme/segments/vip-customers', { token: acme })).status).toBe(404);
  });
});

describe('CORS', () => {
  it('answers the preflight of any origin, allowing Authorization and Content-Type', async () => {
    const platform = testPlatform();
    const res = await platform.api.fetch(
      new Request(`${base}/merchants/demo/imports`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('DELETE');
  });

  it('sends CORS headers on errors too, so the app can read them', async () => {
    const platform = testPlatform();
    const res = await call(platform.api, 'GET', '/merchants/demo/imports', { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5173');
    expect(res.headers.get('Access-Control-Expose-Headers')).toContain('WWW-Authenticate');
  });
});

describe('unknown routes and errors', () => {
  it('answers 404 NotFound for unknown routes', async () => {
    const res = await call(testPlatform().api, 'GET', '/nowhere');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NotFound');
  });
});

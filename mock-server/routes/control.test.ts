import { describe, expect, it, vi } from 'vitest';
import { defaultFaultSettings, type FaultSettings } from '../faults';
import { call, importFiles, signIn, testPlatform } from '../testing';

describe('/__control', () => {
  it('does not exist without test control', async () => {
    const platform = testPlatform({ testControl: false });
    for (const [method, path] of [['GET', '/__control'], ['POST', '/__control'], ['POST', '/__control/reset'], ['POST', '/__control/tokens/expire']]) {
      const res = await call(platform.api, method!, path!, { body: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('NotFound');
    }
  });

  it('shows, changes and resets the settings without a token', async () => {
    const platform = testPlatform({ testControl: true, faults: { latencyMs: 5 } });
    const current = await call<FaultSettings>(platform.api, 'GET', '/__control');
    expect(current.body).toEqual({ ...defaultFaultSettings(), pace: 0, latencyMs: 5 });
    const patched = await call<FaultSettings>(platform.api, 'PATCH', '/__control', { body: { failNext: { trigger: 1 }, tokenTtlSeconds: 30 } });
    expect(patched.body).toMatchObject({ failNext: { trigger: 1 }, tokenTtlSeconds: 30, latencyMs: 5 });
    const merged = await call<FaultSettings>(platform.api, 'POST', '/__control', { body: { failNext: { urls: 2 } } });
    expect(merged.body.failNext).toEqual({ trigger: 1, urls: 2 });
    const removed = await call<FaultSettings>(platform.api, 'POST', '/__control', { body: { failNext: { trigger: 0 } } });
    expect(removed.body.failNext).toEqual({ urls: 2 });
    const reset = await call<FaultSettings>(platform.api, 'POST', '/__control/reset');
    expect(reset.body).toEqual(current.body);
  });

  it('answers 400 naming an unknown or wrong setting', async () => {
    const platform = testPlatform({ testControl: true });
    const unknown = await call(platform.api, 'PATCH', '/__control', { body: { explode: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].code).toBe('unrecognized_keys');
    const wrong = await call(platform.api, 'PATCH', '/__control', { body: { failNext: { trigger: 0.5 } } });
    expect(wrong.body.errors[0].field).toBe('failNext.trigger');
  });

  it('fails the next N calls of a route, by name or by METHOD /path', async () => {
    const platform = testPlatform({ testControl: true });
    const { access_token: token } = await signIn(platform);
    await call(platform.api, 'PATCH', '/__control', { body: { failNext: { create: 2, 'GET /customers': 1 } } });
    const first = await call(platform.api, 'POST', '/merchants/demo/imports', { token });
    expect(first.status).toBe(500);
    expect(first.body).toEqual({ code: 'InternalError', message: 'Simulated failure of createImport (mock fault switch)' });
    expect((await call(platform.api, 'POST', '/merchants/demo/imports', { token })).status).toBe(500);
    expect((await call(platform.api, 'POST', '/merchants/demo/imports', { token })).status).toBe(201);
    expect((await call(platform.api, 'GET', '/merchants/demo/customers', { token })).status).toBe(500);
    expect((await call(platform.api, 'GET', '/merchants/demo/customers', { token })).status).toBe(200);
    expect((await call(platform.api, 'GET', '/__control')).body.failNext).toEqual({});
  });

  it('fails a route until reset, and the trigger can then be retried', async () => {
    const platform = testPlatform({ testControl: true });
    const { access_token: token } = await signIn(platform);
    const ref = await importFiles(platform, token, [{ entity: 'attribute', importStrategy: 'partial', content: [] }]);
    await call(platform.api, 'PATCH', '/__control', { body: { failNext: { 'POST /imports/:importRef': 100 } } });
    expect((await call(platform.api, 'POST', `/merchants/demo/imports/${ref}`, { token })).status).toBe(500);
    expect((await call(platform.api, 'POST', `/merchants/demo/imports/${ref}`, { token })).status).toBe(500);
    await call(platform.api, 'POST', '/__control/reset');
    expect((await call(platform.api, 'POST', `/merchants/demo/imports/${ref}`, { token })).status).toBe(204);
    await platform.engine.whenDone('demo', ref);
  });

  it('sets a merchant\'s switches apart: only its calls, tokens and uploads meet them', async () => {
    const platform = testPlatform({ testControl: true });
    const { access_token: demo } = await signIn(platform);
    const { access_token: acme } = await signIn(platform, 'acme');
    const set = await call<FaultSettings>(platform.api, 'POST', '/__control', {
      body: { merchant: 'acme', failNext: { create: 1 }, tokenTtlSeconds: 5, uploadLimitBytes: 10 },
    });
    expect(set.body).toMatchObject({ failNext: { create: 1 }, tokenTtlSeconds: 5, uploadLimitBytes: 10 });
    expect((await call(platform.api, 'GET', '/__control', { query: { merchant: 'acme' } })).body).toEqual(set.body);
    expect((await call(platform.api, 'GET', '/__control')).body.failNext).toEqual({});

    expect((await call(platform.api, 'POST', '/merchants/demo/imports', { token: demo })).status).toBe(201);
    expect((await call(platform.api, 'POST', '/merchants/acme/imports', { token: acme })).status).toBe(500);
    expect((await call(platform.api, 'POST', '/merchants/acme/imports', { token: acme })).status).toBe(201);
    expect((await signIn(platform, 'acme')) as { expires_in?: number }).toMatchObject({ expires_in: 5 });
    expect((await signIn(platform)) as { expires_in?: number }).toMatchObject({ expires_in: 3600 });

    // an upload is its import's merchant's
    const upload = async (merchant: string, token: string) => {
      const created = await call(platform.api, 'POST', `/merchants/${merchant}/imports`, { token });
      const address = await call(platform.api, 'POST', `/merchants/${merchant}/imports/${created.body.importRef}/urls`, { token, body: { entity: 'attribute' } });
      return (await platform.uploads.fetch(new Request(address.body.url, { method: 'PUT', body: '[{"code": "more than ten bytes"}]' }))).status;
    };
    expect(await upload('demo', demo)).toBe(200);
    expect(await upload('acme', acme)).toBe(413);

    const reset = await call<FaultSettings>(platform.api, 'POST', '/__control/reset', { query: { merchant: 'acme' } });
    expect(reset.body.uploadLimitBytes).toBe(defaultFaultSettings().uploadLimitBytes);
    expect(await upload('acme', acme)).toBe(200);
    expect((await call(platform.api, 'POST', '/__control', { body: { merchant: 'nobody', latencyMs: 1 } })).status).toBe(404);
  });

  it('runs a merchant\'s imports at that merchant\'s pace', async () => {
    const platform = testPlatform({ testControl: true });
    const { access_token: acme } = await signIn(platform, 'acme');
    // slow enough for acme that its import is still running after the others would have ended
    await call(platform.api, 'POST', '/__control', { body: { merchant: 'acme', pace: 1 } });
    const attributes = Array.from({ length: 5 }, (_, i) => ({ code: `paced-${i}`, type: 'text', use: 'property', name: { 'en-us': `Paced ${i}` } }));
    const ref = await importFiles(platform, acme, [{ entity: 'attribute', importStrategy: 'partial', content: attributes }], 'acme');
    expect((await call(platform.api, 'POST', `/merchants/acme/imports/${ref}`, { token: acme })).status).toBe(204);
    await expect.poll(async () => (await call(platform.api, 'GET', `/merchants/acme/imports/${ref}`, { token: acme })).body.status).toBe('processing');
    const running = (await call(platform.api, 'GET', `/merchants/acme/imports/${ref}`, { token: acme })).body;
    expect(running.entityFiles[0].created.attribute ?? 0).toBeLessThan(5);
    // back to full speed for acme: the import ends
    await call(platform.api, 'POST', '/__control/reset', { query: { merchant: 'acme' } });
    await platform.engine.whenDone('acme', ref);
  });

  it('adds latency to API calls but not to control calls', async () => {
    const platform = testPlatform({ testControl: true });
    const { access_token: token } = await signIn(platform);
    await call(platform.api, 'PATCH', '/__control', { body: { latencyMs: 1_500 } });
    // the latency is a timer: the test moves the clock and watches which calls wait for it
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answered = false;
      const api = call(platform.api, 'GET', '/merchants/demo/segments', { token }).then((res) => {
        answered = true;
        return res;
      });
      await vi.advanceTimersByTimeAsync(1_499);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await api).status).toBe(200);
      // a control call answers with the clock standing still
      const control = await call(platform.api, 'GET', '/__control');
      expect(control.status).toBe(200);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('expires every access token on request, and shorter token lifetimes apply to new tokens', async () => {
    const platform = testPlatform({ testControl: true });
    const { access_token: token } = await signIn(platform);
    const expired = await call(platform.api, 'POST', '/__control/tokens/expire');
    expect(expired.body.expired).toBeGreaterThanOrEqual(1);
    expect((await call(platform.api, 'GET', '/merchants/demo/segments', { token })).status).toBe(401);
    await call(platform.api, 'PATCH', '/__control', { body: { tokenTtlSeconds: 5 } });
    const res = await platform.api.fetch(
      new Request('http://localhost:4010/oauth/token', {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo', tenantType: 'merchant', tenantId: 'demo' }),
      }),
    );
    expect(((await res.json()) as { expires_in: number }).expires_in).toBe(5);
  });

  it('expires only one merchant\'s access tokens when asked to', async () => {
    const platform = testPlatform({ testControl: true });
    const { access_token: demoToken } = await signIn(platform);
    const { access_token: acmeToken } = await signIn(platform, 'acme');
    expect((await call(platform.api, 'POST', '/__control/tokens/expire', { query: { merchant: 'acme' } })).body.expired).toBe(1);
    expect((await call(platform.api, 'GET', '/merchants/acme/segments', { token: acmeToken })).status).toBe(401);
    expect((await call(platform.api, 'GET', '/merchants/demo/segments', { token: demoToken })).status).toBe(200);
  });

  it('shows what the store holds for an entity type, and waits for idle', async () => {
    const platform = testPlatform({ testControl: true });
    const res = await call(platform.api, 'GET', '/__control/merchants/demo/entities/category');
    expect(res.body.count).toBe(6);
    expect(res.body.items).toContainEqual({
      key: 'shoes',
      code: 'shoes',
      name: { 'en-us': 'Shoes', 'de-de': 'Schuhe' },
      parentCategoryCode: 'clothing',
      sequenceId: 2,
      status: 'active',
    });
    expect((await call(platform.api, 'GET', '/__control/merchants/demo/entities/widget')).status).toBe(400);
    expect((await call(platform.api, 'POST', '/__control/idle')).body).toEqual({ running: 0 });
  });

  it('creates a merchant of any size for benchmarks, which signs in as its code', async () => {
    const platform = testPlatform({ testControl: true });
    const made = await call(platform.api, 'POST', '/__control/merchants', { body: { code: 'bench-big', imports: 1200, customers: 500 } });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ code: 'bench-big', imports: 1200, customers: 500 });
    const { access_token: token } = await signIn(platform, 'bench-big');
    const page = await call(platform.api, 'GET', '/merchants/bench-big/imports', { token, query: { limit: 25, offset: 1175 } });
    expect(page.body.meta.totalItemCount).toBe(1200);
    expect(page.body.imports).toHaveLength(25);
    const customers = await call(platform.api, 'GET', '/merchants/bench-big/customers', { token, query: { limit: 1 } });
    expect(customers.body.meta.totalItemCount).toBe(500);
    expect((await call(platform.api, 'POST', '/__control/merchants', { body: { code: 'Bad Code' } })).status).toBe(400);
  });
});

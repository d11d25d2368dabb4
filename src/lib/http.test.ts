import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { config } from './config';
import { ApiError, describeError } from './errors';
import { apiRequest, buildUrl, merchantPath, setAuthProvider } from './http';

/** Answers every fetch with the given status and body, and records what was sent. */
const answer = (status: number, body?: unknown) => {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return calls;
};

/** Like fetch on a server that never answers: settles only when its signal aborts. */
const hangUntilAborted = (_url: string, init: RequestInit) =>
  new Promise((_, reject) => {
    const signal = init.signal!;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason));
  });

const failWith = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
};

config.useBaseUrl('http://api.test');

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthProvider(null);
});

describe('apiRequest error mapping', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [409, 'conflict'],
    [413, 'tooLarge'],
    [500, 'server'],
    [503, 'server'],
    [418, 'other'],
  ])('maps %i to %s with the service message', async (status, kind) => {
    answer(status, { code: 'X', message: `message for ${status}` });
    const error = await failWith(apiRequest('/x', { service: 'imports' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toBe(`message for ${status}`);
    expect(describeError(error)).toBe(`message for ${status}`);
  });

  it('keeps the field errors of a 400 and names the first', async () => {
    answer(400, { errors: [{ field: 'code', code: 'invalid', message: 'must not contain spaces' }] });
    const error = await failWith(apiRequest('/x', { service: 'segments', method: 'POST', body: {} }));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe('code: must not contain spaces');
    expect(error.fieldErrors).toEqual([{ field: 'code', code: 'invalid', message: 'must not contain spaces' }]);
  });

  it('falls back to a plain message when the error body is not JSON', async () => {
    answer(502, '<html>bad gateway</html>');
    const error = await failWith(apiRequest('/x', { service: 'imports' }));
    expect(error.kind).toBe('server');
    expect(error.isTransient).toBe(true);
    expect(error.serviceMessage).toBeUndefined();
    expect(describeError(error)).toMatch(/service had a problem/);
  });

  it('says how long to wait when the service names it, and the status nothing else describes', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 429, headers: { 'Retry-After': '90' } }));
    const throttled = await failWith(apiRequest('/x', { service: 'imports' }));
    expect(throttled.retryAfterSeconds).toBe(90);
    expect(describeError(throttled)).toMatch(/^Too many requests\. Try again in 1 min/);
    answer(418);
    expect(describeError(await failWith(apiRequest('/x', { service: 'imports' })))).toBe('Something went wrong (HTTP status 418).');
  });

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failWith(apiRequest('/x', { service: 'imports' }));
    expect(error.kind).toBe('network');
    expect(describeError(error)).toBe('The service could not be reached. Check your connection and try again.');
  });

  it('reports a timeout', async () => {
    vi.stubGlobal('fetch', hangUntilAborted);
    const error = await failWith(apiRequest('/x', { service: 'imports', timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
  });

  it('reports a cancellation by the caller as aborted', async () => {
    vi.stubGlobal('fetch', hangUntilAborted);
    const controller = new AbortController();
    const pending = apiRequest('/x', { service: 'imports', signal: controller.signal });
    controller.abort();
    expect((await failWith(pending)).kind).toBe('aborted');
  });

  it('turns an answer of the wrong shape into an error naming the field', async () => {
    answer(200, { imports: [{ importRef: 7 }] });
    const schema = z.object({ imports: z.array(z.object({ importRef: z.string() })) });
    const error = await failWith(apiRequest('/x', { service: 'imports', schema }));
    expect(error.kind).toBe('badResponse');
    expect(error.detail).toContain('imports.0.importRef');
    expect(describeError(error)).toMatch(/^The service answered in an unexpected form \(imports\.0\.importRef: .+\)\.$/);
  });
});

describe('apiRequest credentials', () => {
  it('sends the bearer token and JSON body', async () => {
    const calls = answer(200, { ok: true });
    setAuthProvider({ getAccessToken: async () => 'tok', recoverFromUnauthorized: async () => false });
    await apiRequest('/x', { service: 'imports', method: 'POST', body: { a: 1 }, schema: z.object({ ok: z.boolean() }) });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('repeats a call once after the session was recovered from a 401', async () => {
    let n = 0;
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ ok: true }), { status: n++ === 0 ? 401 : 200 }));
    const recover = vi.fn(async () => true);
    setAuthProvider({ getAccessToken: async () => 'tok', recoverFromUnauthorized: recover });
    await expect(apiRequest('/x', { service: 'imports', schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({ ok: true });
    expect(recover).toHaveBeenCalledTimes(1);
  });

  it('does not send a token to the token endpoint', async () => {
    const calls = answer(200, {});
    setAuthProvider({ getAccessToken: async () => 'tok', recoverFromUnauthorized: async () => false });
    await apiRequest('/oauth/token', { service: 'auth', method: 'POST', auth: false, form: { a: 'b' } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });
});

describe('URLs', () => {
  it('encodes path segments and JSON query values', () => {
    expect(merchantPath('de mo', 'imports', 'a/b')).toBe('/merchants/de%20mo/imports/a%2Fb');
    const url = new URL(buildUrl('imports', '/x', { filter: { importRef: 'r1' }, limit: 10, skip: undefined }));
    expect(url.searchParams.get('filter')).toBe('{"importRef":"r1"}');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.has('skip')).toBe(false);
  });
});

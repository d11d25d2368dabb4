/** The mock holds under hostile input: prototype keys, huge or mistyped bodies (issue 12, items 10–12). */
import { describe, expect, it } from 'vitest';
import { maxJsonBodyBytes } from './http';
import { base, call, signIn, testPlatform } from './testing';

const lists = ['/merchants/demo/imports', '/merchants/demo/customers', '/merchants/demo/segments', '/merchants/demo/segments/vip-customers/members'];

describe('filter keys and sort fields that are Object members', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'])('answers 400 naming filter.%s on every list', async (key) => {
    const platform = testPlatform();
    const { access_token: token } = await signIn(platform);
    for (const path of lists) {
      // a raw string: JSON.stringify({__proto__: …}) would drop the key
      const res = await call(platform.api, 'GET', path, { token, query: { filter: `{"${key}":"x"}` } });
      expect(res.status, path).toBe(400);
      expect(res.body.errors[0].field).toBe(`filter.${key}`);
    }
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__'])('answers 400 naming sort for sort=%s:asc', async (key) => {
    const platform = testPlatform();
    const { access_token: token } = await signIn(platform);
    for (const path of ['/merchants/demo/imports', '/merchants/demo/customers', '/merchants/demo/segments']) {
      const res = await call(platform.api, 'GET', path, { token, query: { sort: `${key}:asc` } });
      expect(res.status, path).toBe(400);
      expect(res.body.errors[0].field).toBe('sort');
    }
  });
});

describe('JSON bodies', () => {
  it('refuses a body over the limit with 413 before reading it whole', async () => {
    const platform = testPlatform();
    const { access_token: token } = await signIn(platform);
    const big = JSON.stringify({ source: 'x'.repeat(maxJsonBodyBytes) });
    const res = await call(platform.api, 'POST', '/merchants/demo/imports', { token, body: big });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PayloadTooLarge');
    // the same without a Content-Length: the stream is cut at the limit
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(' '.repeat(64 * 1024)));
      },
    });
    const streamed = await platform.api.fetch(
      new Request(`${base}/merchants/demo/imports`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  it('refuses a JSON route a body of another type with 415', async () => {
    const platform = testPlatform();
    const { access_token: token } = await signIn(platform);
    const res = await call(platform.api, 'POST', '/merchants/demo/segments', {
      token,
      body: 'code=a&name=b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/application\/json.*got application\/x-www-form-urlencoded/);
    // refused before it is read: the unread body ends the connection
    expect(res.headers.get('Connection')).toBe('close');
    const json = await call(platform.api, 'POST', '/merchants/demo/imports', {
      token,
      body: { source: 'ok' },
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(json.status).toBe(201);
  });

  it('says a wrong-typed value must be a string, and a missing one is required', async () => {
    const platform = testPlatform();
    const { access_token: token } = await signIn(platform);
    const wrong = await call(platform.api, 'POST', '/merchants/demo/imports', { token, body: { source: 5 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'source', code: 'invalid_type', message: 'source must be a string' }]);
    const missing = await call(platform.api, 'POST', '/merchants/demo/segments', { token, body: { name: 'x', type: 'fixed' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ field: 'code', code: 'required', message: 'code is required' });
  });
});

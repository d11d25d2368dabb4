import { request } from 'node:http';
import { describe, expect, it, onTestFinished } from 'vitest';
import { maxRequestLineBytes } from './middleware';
import * as spec from './publicSpec.fixture';
import { startMockServer } from './server';
import { base, signIn, testPlatform } from './testing';

/** A target whose request line (`GET <target> HTTP/1.1`) is exactly `bytes` long: the path, then `pad` to fill. */
const targetOf = (path: string, bytes: number, method = 'GET') => {
  const fixed = `${method} ${path}${path.includes('?') ? '&' : '?'}pad= HTTP/1.1`.length;
  return `${path}${path.includes('?') ? '&' : '?'}pad=${'x'.repeat(bytes - fixed)}`;
};

/** 500 product codes in one `$in`, as a preview batch would send them: about 9 kB of address */
const manyCodes = `/merchants/demo/products?filters=${encodeURIComponent(JSON.stringify({ code: { $in: Array.from({ length: 500 }, (_, i) => `product-code-${i}`) } }))}`;

describe('a request line over 8,000 bytes', () => {
  for (const dialect of ['public', 'brief'] as const) {
    it(`is refused with 414 on every API route, and one of 8,000 bytes is taken (${dialect} dialect)`, async () => {
      const platform = testPlatform({ dialect, testControl: true });
      const { access_token: token } = await signIn(platform);
      const send = (method: string, target: string, headers: Record<string, string> = {}) =>
        platform.api.fetch(new Request(new URL(target, base), { method, headers: { Authorization: `Bearer ${token}`, ...headers } }));

      const refused = await send('GET', manyCodes, { Origin: 'http://localhost:5173' });
      expect(refused.status).toBe(414);
      expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
      const body: unknown = await refused.json();
      expect(spec.violations('414', spec.platformError, body)).toEqual([]);
      expect(body).toMatchObject({ code: 'URITooLong', message: expect.stringContaining(`at most ${maxRequestLineBytes}`) });

      for (const [method, path] of [
        ['GET', '/merchants/demo/products'],
        ['GET', '/merchants/demo/inventories'],
        ['GET', '/merchants/demo/imports'],
        ['GET', '/merchants/demo/customers'],
        ['POST', '/oauth/token'],
        ['GET', '/__control'],
        // a browser's preflight of such an address, too
        ['OPTIONS', '/merchants/demo/categories'],
      ] as const) {
        expect((await send(method, targetOf(path, maxRequestLineBytes + 1, method))).status, `${method} ${path}`).toBe(414);
      }
      // at the limit: answered
      const taken = await send('GET', targetOf('/merchants/demo/products?limit=1', maxRequestLineBytes));
      expect(taken.status).toBe(200);
    });
  }

  it('is measured as the client sent it over a socket, and the upload host takes long addresses', async () => {
    const server = await startMockServer({ port: 0, uploadPort: 0, host: '127.0.0.1', dialect: 'public' });
    onTestFinished(() => server.close());
    const { access_token: token } = await signIn(server.platform);
    const get = (url: string, target: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(url);
        const req = request({ hostname, port, path: target, method: 'GET', headers: { Authorization: `Bearer ${token}` }, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await get(server.apiUrl, manyCodes)).toBe(414);
    expect(await get(server.apiUrl, targetOf('/merchants/demo/attributes', maxRequestLineBytes + 1))).toBe(414);
    expect(await get(server.apiUrl, targetOf('/merchants/demo/attributes', maxRequestLineBytes))).toBe(200);
    // the upload host is storage, not the API: no such limit (an unknown address is refused as such)
    expect(await get(server.uploadUrl, targetOf('/uploads/nothing-here', maxRequestLineBytes + 500))).not.toBe(414);
  });
});

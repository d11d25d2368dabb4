/** Helpers for the mock server's own tests: an in-process platform and terse calls against it. */
import { request, type Agent, type ClientRequest } from 'node:http';
import type { Hono } from 'hono';
import { onTestFinished } from 'vitest';
import type { MockDialect } from './dialect';
import type { FaultSettings } from './faults';
import { createPlatform, type Platform } from './platform';

export const base = 'http://localhost:4010';
export const seedNow = new Date('2025-06-01T12:00:00.000Z');

/**
 * A seeded platform at full processing speed, closed (engine stopped, uploads removed) after the test.
 * It answers in the brief's dialect unless told otherwise: the tests of processing and of the routes
 * read its richer answers (structured log entries, per-file status); a test of the real service's
 * shapes asks for `dialect: 'public'`, the platform's own default.
 */
export const testPlatform = (opts: { testControl?: boolean; faults?: Partial<FaultSettings>; dialect?: MockDialect } = {}): Platform => {
  const platform = createPlatform({
    seedNow,
    testControl: opts.testControl ?? false,
    faults: { pace: 0, ...opts.faults },
    dialect: opts.dialect ?? 'brief',
  });
  onTestFinished(() => platform.close());
  return platform;
};

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

type AnyHono = Pick<Hono, 'fetch'> | { fetch: (req: Request) => Response | Promise<Response> };

export const call = async <T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read bodies loosely
  app: AnyHono,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; query?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> => {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await app.fetch(new Request(url, { method, headers, body }));
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
};

export const signIn = async (platform: Platform, merchant = 'demo', password = merchant) => {
  const res = await platform.api.fetch(
    new Request(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: merchant, password, tenantType: 'merchant', tenantId: merchant }),
    }),
  );
  const body = (await res.json()) as { access_token: string; refresh_token: string };
  return body;
};

/** Creates an import, uploads one file per entry (in-process), and returns its ref. */
export const importFiles = async (
  platform: Platform,
  token: string,
  files: { entity: string; content: string | unknown[]; importStrategy?: 'full' | 'partial'; catalogCode?: string; locationCodes?: string[] }[],
  merchant = 'demo',
) => {
  const created = await call<{ importRef?: string; ref?: string }>(platform.api, 'POST', `/merchants/${merchant}/imports`, { token, body: { source: 'test' } });
  // either dialect: the brief's `importRef` or the public `ref`
  const ref = (created.body.importRef ?? created.body.ref)!;
  for (const f of files) {
    const needsCatalog = f.entity === 'product' || f.entity === 'category';
    const address = await call<{ url: string }>(platform.api, 'POST', `/merchants/${merchant}/imports/${ref}/urls`, {
      token,
      body: {
        entity: f.entity,
        importStrategy: f.importStrategy ?? 'full',
        ...(needsCatalog ? { catalogCode: f.catalogCode ?? 'default' } : {}),
        ...(f.locationCodes ? { locationCodes: f.locationCodes } : {}),
      },
    });
    if (address.status !== 201) throw new Error(`urls answered ${address.status}: ${JSON.stringify(address.body)}`);
    const content = typeof f.content === 'string' ? f.content : JSON.stringify(f.content);
    const put = await platform.uploads.fetch(new Request(address.body.url, { method: 'PUT', body: content, headers: { 'Content-Type': 'application/json' } }));
    if (put.status !== 200) throw new Error(`upload answered ${put.status}: ${await put.text()}`);
  }
  return ref;
};

/** Triggers an import and waits until the engine is done with it. */
export const runImport = async (platform: Platform, token: string, ref: string, merchant = 'demo') => {
  const trigger = await call(platform.api, 'POST', `/merchants/${merchant}/imports/${ref}`, { token });
  if (trigger.status !== 204) throw new Error(`trigger answered ${trigger.status}: ${JSON.stringify(trigger.body)}`);
  await platform.engine.whenDone(merchant, ref);
  return (await call(platform.api, 'GET', `/merchants/${merchant}/imports/${ref}`, { token })).body;
};

export type RawPutResult = { status: number; body: string } | { error: string };

/**
 * A PUT over a real socket whose body the test writes as it likes (slowly, in pieces, past a
 * limit, or not to the end), for what fetch cannot do: `send` writes the body and ends it, or not.
 * Answers the status and body, or the error the connection ended with.
 */
export const rawPut = (url: string, send: (req: ClientRequest) => void, options: { agent?: Agent | false; contentLength?: number } = {}) =>
  new Promise<RawPutResult>((resolve) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.contentLength !== undefined) headers['Content-Length'] = String(options.contentLength);
    const req = request(url, { method: 'PUT', agent: options.agent ?? false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (e) => resolve({ error: e.message }));
    send(req);
  });

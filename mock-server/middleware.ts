/** Cross-cutting steps of the API: CORS, fault injection, and the merchant guard. */
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { FieldError } from '../src/contract';
import type { ApiEnv, PlatformDeps } from './context';
import { renderCustomerServiceErrors, type DialectSetting } from './dialect';
import type { Faults } from './faults';
import { forbidden, HttpProblem, problemResponse, unauthorized } from './http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app runs on another origin; answer any origin, without cookies (the token travels in a header). */
export const apiCors = () =>
  cors({
    origin: (origin) => origin || '*',
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposeHeaders: ['WWW-Authenticate', 'Location', 'ETag', 'Retry-After'],
    maxAge: 600,
  });

/** The longest request line the API takes, in bytes (ours: below nginx's 8 KiB header buffer and CloudFront's 8,192-byte URL). */
export const maxRequestLineBytes = 8000;

/**
 * The request line as it came (`GET /merchants/demo/products?filters=… HTTP/1.1`): the method,
 * the target as the client sent it (percent-encoding and all) and the version. In-process (a
 * test calling `fetch` on the app) there is no socket: the URL's path and query stand for the
 * target.
 */
const requestLine = (c: Context<ApiEnv>) => {
  const incoming = c.env?.incoming;
  let target = incoming?.url;
  if (target === undefined) {
    const url = new URL(c.req.url);
    target = url.pathname + url.search;
  }
  return `${c.req.method} ${target} HTTP/${incoming?.httpVersion ?? '1.1'}`;
};

/**
 * Gateways and proxies in front of such a service refuse a request line over about 8 kB with
 * `414 URI Too Long` before the service sees it; so does the mock, on every API route (and a
 * browser's preflight of such an address too, so the browser then reports the call as failed,
 * as behind such a gateway). The body is the platform's error shape *(ours)*, and it carries the
 * CORS origin, so that a call without a preflight can read it.
 */
export const requestLineLimit = (): MiddlewareHandler<ApiEnv> => async (c, next) => {
  const bytes = Buffer.byteLength(requestLine(c));
  if (bytes > maxRequestLineBytes) {
    c.header('Access-Control-Allow-Origin', c.req.header('Origin') || '*');
    return c.json({ code: 'URITooLong', message: `The request line is ${bytes} bytes; at most ${maxRequestLineBytes} are taken. Ask for less per request.` }, 414);
  }
  await next();
};

/** Whose a call is: the merchant its path names, `/merchants/{merchantCode}/…`; none for the others. */
export type MerchantOf = (c: Context) => string | undefined;

const merchantInPath = /^\/merchants\/([^/]+)/;

export const merchantOfPath: MerchantOf = (c) => {
  const code = merchantInPath.exec(c.req.path)?.[1];
  if (code === undefined) return undefined;
  try {
    return decodeURIComponent(code);
  } catch {
    return code;
  }
};

/** Latency applies to every call, so slow networks can be tried everywhere: the merchant's, for a merchant's call. */
export const latency =
  (faults: Faults, merchantOf: MerchantOf = merchantOfPath): MiddlewareHandler =>
  async (c, next) => {
    const ms = c.req.method === 'OPTIONS' ? 0 : faults.for(merchantOf(c)).latency();
    if (ms > 0) await sleep(ms);
    await next();
  };

const merchantPrefix = /^\/merchants\/[^/]+/;

/**
 * Per-route fault point: `name` is the short route key (`trigger`, `urls`…); the key
 * `METHOD /path` (relative to the merchant, e.g. `POST /imports/:ref`) matches too. A merchant's
 * call uses up that merchant's switches.
 */
export const faultPoint =
  (faults: Faults, name: string, merchantOf: MerchantOf = merchantOfPath): MiddlewareHandler =>
  async (c, next) => {
    const path = c.req.routePath.replace(merchantPrefix, '') || '/';
    if (faults.for(merchantOf(c)).shouldFail(name, `${c.req.method} ${path}`)) {
      throw new HttpProblem(500, { code: 'InternalError', message: `Simulated failure of ${name} (mock fault switch)` });
    }
    await next();
  };

/**
 * Every `/merchants/{m}/…` call needs a live token for that merchant: 401 when the token is
 * missing, unknown or expired; 403 when it belongs to another merchant.
 */
export const requireMerchant =
  (deps: PlatformDeps): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const check = deps.tokens.check(c.req.header('Authorization'));
    if (!check.ok) {
      const why = {
        missing: 'Sign in first: send Authorization: Bearer <access_token>',
        unknown: 'The access token is not valid; sign in again',
        expired: 'The access token has expired; refresh it or sign in again',
      }[check.reason];
      throw unauthorized(why);
    }
    const code = c.req.param('merchantCode') ?? '';
    const merchant = deps.store.merchant(code);
    if (check.token.merchantCode !== code || !merchant) {
      throw forbidden(`This token is for merchant ${check.token.merchantCode} and cannot be used for merchant ${code}`);
    }
    c.set('merchant', merchant);
    await next();
  };

/**
 * The 400s of the customer service's calls (customers, segment members) in the dialect's terms: in
 * the public one, each problem carries a code of the spec's ValidationError enum.
 */
export const customerServiceErrors =
  (dialect: DialectSetting): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const problem = c.error;
    if (!(problem instanceof HttpProblem) || problem.status !== 400 || !Array.isArray(problem.body.errors)) return;
    const errors = renderCustomerServiceErrors(dialect.current, problem.body.errors as FieldError[]);
    c.res = problemResponse(c, new HttpProblem(400, { ...problem.body, errors }, problem.headers));
  };

/** Cross-cutting steps of the API: CORS, fault injection, and the merchant guard. */
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { FieldError } from '../src/api';
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

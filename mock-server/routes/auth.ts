/**
 * `POST /oauth/token`: the password and refresh-token grants; `POST /oauth/revoke`: RFC 7009
 * revocation. Errors use the OAuth2 body `{error, error_description}` because that is what OAuth
 * clients read.
 */
import { Hono, type Context } from 'hono';
import { tokenRequest } from '../../src/contract';
import type { ApiEnv, PlatformDeps } from '../context';
import { faultPoint } from '../middleware';
import { SignInThrottle } from '../signInThrottle';

const oauthError = (c: Context, status: 400 | 401 | 429, error: string, description: string) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ error, error_description: description }, status);
};

/** Form-encoded per OAuth2; JSON is accepted too, for hand-made requests. */
const readGrant = async (c: Context): Promise<Record<string, unknown> | null> => {
  const type = c.req.header('Content-Type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    const text = await c.req.text();
    return Object.fromEntries(new URLSearchParams(text));
  } catch {
    return null;
  }
};

/** one answer for every wrong sign-in, so it does not tell which merchants or users exist */
const wrongCredentials = 'Wrong merchant code, user name or password';

const tooManyAttempts = (c: Context, seconds: number) => {
  c.header('Retry-After', String(seconds));
  return oauthError(c, 429, 'slow_down', `Too many failed sign-ins for this user; try again in ${seconds} s`);
};

export const authRoutes = (deps: PlatformDeps) => {
  const app = new Hono<ApiEnv>();
  const throttle = new SignInThrottle();

  // RFC 7009: form-encoded `token` (+ optional `token_type_hint`); 200 whether or not it was known
  app.post('/oauth/revoke', async (c) => {
    const raw = await readGrant(c);
    if (!raw) return oauthError(c, 400, 'invalid_request', 'Send the token form-encoded (application/x-www-form-urlencoded)');
    if (typeof raw.token !== 'string' || raw.token === '') return oauthError(c, 400, 'invalid_request', 'token is required');
    deps.tokens.revoke(raw.token);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 200);
  });

  app.post('/oauth/token', faultPoint(deps.faults, 'token'), async (c) => {
    const raw = await readGrant(c);
    if (!raw) return oauthError(c, 400, 'invalid_request', 'Send the grant form-encoded (application/x-www-form-urlencoded)');
    if (raw.grant_type !== 'password' && raw.grant_type !== 'refresh_token') {
      return oauthError(c, 400, 'unsupported_grant_type', 'grant_type must be password or refresh_token');
    }
    const parsed = tokenRequest.safeParse(raw);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))].join(', ');
      return oauthError(c, 400, 'invalid_request', `Missing or wrong fields: ${fields}`);
    }
    const grant = parsed.data;
    c.header('Cache-Control', 'no-store');
    if (grant.grant_type === 'refresh_token') {
      const tokens = deps.tokens.refresh(grant.refresh_token);
      if (!tokens) return oauthError(c, 401, 'invalid_grant', 'The refresh token is not valid (unknown, already used or expired); sign in again');
      return c.json(tokens, 200);
    }
    const wait = throttle.waitSeconds(grant.tenantId, grant.username);
    if (wait > 0) return tooManyAttempts(c, wait);
    const merchant = deps.store.merchant(grant.tenantId);
    if (!merchant || merchant.users.get(grant.username) !== grant.password) {
      const locked = throttle.failed(grant.tenantId, grant.username);
      return locked > 0 ? tooManyAttempts(c, locked) : oauthError(c, 401, 'invalid_grant', wrongCredentials);
    }
    throttle.succeeded(grant.tenantId, grant.username);
    return c.json(deps.tokens.issue(merchant.code, grant.username), 200);
  });
  return app;
};

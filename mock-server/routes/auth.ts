/**
 * `POST /oauth/token`: the password and refresh-token grants. Errors use the OAuth2 body
 * `{error, error_description}` because that is what OAuth clients read.
 */
import { Hono, type Context } from 'hono';
import { tokenRequest } from '../../src/api';
import type { ApiEnv, PlatformDeps } from '../context';
import { faultPoint } from '../middleware';

const oauthError = (c: Context, status: 400 | 401, error: string, description: string) => {
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

export const authRoutes = (deps: PlatformDeps) => {
  const app = new Hono<ApiEnv>();
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
    const merchant = deps.store.merchant(grant.tenantId);
    if (!merchant) return oauthError(c, 401, 'invalid_grant', `There is no merchant with the code "${grant.tenantId}"`);
    if (merchant.users.get(grant.username) !== grant.password) {
      return oauthError(c, 401, 'invalid_grant', `Wrong user name or password for merchant ${merchant.code}`);
    }
    return c.json(deps.tokens.issue(merchant.code, grant.username), 200);
  });
  return app;
};

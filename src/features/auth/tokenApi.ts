import { tokenResponse } from '@/api/auth';
import { apiRequest } from '@/lib/http';

const grant = (form: Record<string, string>) => apiRequest('/oauth/token', { method: 'POST', service: 'auth', auth: false, form, schema: tokenResponse });

/**
 * `POST /oauth/token` with the password grant. A refusal (wrong credentials, too many attempts)
 * is an ApiError of its kind; the sign-in form says what it means (see SignInRefusal in SignInForm).
 */
export const requestToken = (merchantCode: string, username: string, password: string) =>
  grant({ grant_type: 'password', username, password, tenantType: 'merchant', tenantId: merchantCode });

/** `POST /oauth/token` with the refresh grant. */
export const refreshAccessToken = (refreshToken: string) => grant({ grant_type: 'refresh_token', refresh_token: refreshToken });

/**
 * `POST /oauth/revoke` (RFC 7009): the token stops working on the service, so a copy of it left
 * anywhere (a shared computer, a screenshot of the network panel) is worth nothing after sign-out.
 */
export const revokeToken = (token: string, hint: 'access_token' | 'refresh_token') =>
  apiRequest('/oauth/revoke', { method: 'POST', service: 'auth', auth: false, form: { token, token_type_hint: hint } });

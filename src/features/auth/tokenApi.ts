import { tokenResponse } from '@/contract/auth';
import { apiRequest } from '@/lib/http';

const grant = (form: Record<string, string>) => apiRequest('/oauth/token', { method: 'POST', service: 'auth', auth: false, form, schema: tokenResponse });

/** `POST /oauth/token` with the password grant; a refusal is an ApiError of its kind (see SignInRefusal). */
export const requestToken = (merchantCode: string, username: string, password: string) =>
  grant({ grant_type: 'password', username, password, tenantType: 'merchant', tenantId: merchantCode });

/** `POST /oauth/token` with the refresh grant. */
export const refreshAccessToken = (refreshToken: string) => grant({ grant_type: 'refresh_token', refresh_token: refreshToken });

/** `POST /oauth/revoke` (RFC 7009): a copy of the token left anywhere is worth nothing after sign-out. */
export const revokeToken = (token: string, hint: 'access_token' | 'refresh_token') =>
  apiRequest('/oauth/revoke', { method: 'POST', service: 'auth', auth: false, form: { token, token_type_hint: hint } });

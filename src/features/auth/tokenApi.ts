import { tokenResponse } from '@/api/auth';
import { ApiError, isApiError } from '@/lib/errors';
import { apiRequest } from '@/lib/http';

const formatWait = (seconds: number) => {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** `POST /oauth/token` with the password grant. Wrong credentials become a clear sign-in error. */
export const requestToken = async (merchantCode: string, username: string, password: string) => {
  try {
    return await apiRequest('/oauth/token', {
      method: 'POST',
      service: 'auth',
      auth: false,
      form: { grant_type: 'password', username, password, tenantType: 'merchant', tenantId: merchantCode },
      schema: tokenResponse,
    });
  } catch (e) {
    if (isApiError(e) && (e.kind === 'unauthorized' || e.kind === 'validation')) {
      throw new ApiError(e.kind, 'The merchant code, user name or password is not right. Check them and try again.', { status: e.status });
    }
    if (isApiError(e) && e.kind === 'tooManyRequests') {
      const wait = e.retryAfterSeconds;
      const when = wait === undefined ? 'in a few minutes' : `in ${formatWait(wait)}`;
      throw new ApiError(e.kind, `Too many failed sign-ins for this user. For your safety, try again ${when}.`, {
        status: e.status,
        retryAfterSeconds: wait,
      });
    }
    throw e;
  }
};

/** `POST /oauth/token` with the refresh grant. */
export const refreshAccessToken = (refreshToken: string) =>
  apiRequest('/oauth/token', {
    method: 'POST',
    service: 'auth',
    auth: false,
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
    schema: tokenResponse,
  });

/**
 * `POST /oauth/revoke` (RFC 7009): the token stops working on the service, so a copy of it left
 * anywhere (a shared computer, a screenshot of the network panel) is worth nothing after sign-out.
 */
export const revokeToken = (token: string, hint: 'access_token' | 'refresh_token') =>
  apiRequest('/oauth/revoke', {
    method: 'POST',
    service: 'auth',
    auth: false,
    form: { token, token_type_hint: hint },
  });

import { ApiError, isApiError } from '../../lib/errors';
import { apiRequest } from '../../lib/http';

// the token answer's schema (and the validation library) load beside the call, not with the app
const tokenResponse = () => import('../../api/auth').then((m) => m.tokenResponse);

/** `POST /oauth/token` with the password grant. Wrong credentials become a clear sign-in error. */
export const requestToken = async (merchantCode: string, username: string, password: string, signal?: AbortSignal) => {
  try {
    return await apiRequest('/oauth/token', {
      method: 'POST',
      service: 'auth',
      auth: false,
      form: { grant_type: 'password', username, password, tenantType: 'merchant', tenantId: merchantCode },
      schema: tokenResponse(),
      signal,
    });
  } catch (e) {
    if (isApiError(e) && (e.kind === 'unauthorized' || e.kind === 'validation')) {
      throw new ApiError(e.kind, 'The merchant code, user name or password is not right. Check them and try again.', { status: e.status });
    }
    throw e;
  }
};

/** `POST /oauth/token` with the refresh grant. */
export const refreshAccessToken = (refreshToken: string, signal?: AbortSignal) =>
  apiRequest('/oauth/token', {
    method: 'POST',
    service: 'auth',
    auth: false,
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
    schema: tokenResponse(),
    signal,
  });


import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './authProvider';
import { sessionFromToken, sessionStore } from './session';

const token = (access: string, refresh: string) => ({ access_token: access, refresh_token: refresh, token_type: 'Bearer' as const, expires_in: 3600 });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('recovering from a 401', () => {
  it('a call refused with a token the session has replaced since tries the new one, with no refresh', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    sessionStore.set(sessionFromToken('demo', 'demo', token('access-2', 'refresh-2')));
    await expect(authProvider.recoverFromUnauthorized('access-1')).resolves.toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

});

import { config } from '@/lib/config';
import type { AuthProvider } from '@/lib/http';
import { listeners } from '@/lib/listeners';
import { refreshSession } from './refreshSession';
import { sessionStore } from './session';

let refreshing: Promise<boolean> | null = null;
let reauth: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | null = null;
const reauthChanges = listeners();

const refreshOnce = (): Promise<boolean> => {
  const session = sessionStore.get();
  if (!session) return Promise.resolve(false);
  refreshing ??= refreshSession(session)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
};

const askToSignInAgain = (): Promise<boolean> => {
  if (!reauth) {
    let resolve!: (ok: boolean) => void;
    const promise = new Promise<boolean>((r) => (resolve = r));
    reauth = { promise, resolve };
    reauthChanges.emit();
  }
  return reauth.promise;
};

export const reauthentication = {
  isPending: () => reauth !== null,
  subscribe: reauthChanges.subscribe,
  /** the dialog calls this after a successful sign-in (true) or when the user gives up (false) */
  settle(ok: boolean) {
    const pending = reauth;
    reauth = null;
    reauthChanges.emit();
    pending?.resolve(ok);
  },
};

/**
 * Gives the HTTP client a fresh token, refreshed shortly before it expires, once for all callers at a time.
 * When refreshing fails, the user signs in again in a dialog over the page and the failed call is repeated.
 */
export const authProvider: AuthProvider = {
  async getAccessToken() {
    const session = sessionStore.get();
    if (!session) return null;
    if (session.expiresAt - Date.now() < config.tokenRefreshMarginMs) await refreshOnce();
    return sessionStore.get()?.accessToken ?? null;
  },
  async recoverFromUnauthorized(refused) {
    const session = sessionStore.get();
    if (!session) return false;
    // the call went out with a token that another refresh (here or in another tab) has replaced since: try the new one
    if (refused && session.accessToken !== refused) return true;
    if (await refreshOnce()) return true;
    return askToSignInAgain();
  },
};

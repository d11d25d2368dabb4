import { config } from '@/lib/config';
import type { AuthProvider } from '@/lib/authSlot';
import { isApiError } from '@/lib/errors';
import { handOver, handoffFor, onHandoff, tabsCoordinate, underRefreshLock } from './crossTabRefresh';
import { sessionFromToken, sessionStore, type Session } from './session';

// the token call (and the HTTP client) load with the first refresh, not with the app
const refreshAccessToken = (refreshToken: string) => import('./tokenApi').then((m) => m.refreshAccessToken(refreshToken));

/**
 * Gives the HTTP client a fresh token: refreshed shortly before it expires, once for all callers
 * at a time. When refreshing fails, it asks the user to sign in again in a dialog over the page,
 * so nothing they entered is lost, and the failed call is repeated afterwards.
 */
type ReauthListener = (pending: boolean) => void;

let refreshing: Promise<boolean> | null = null;
let reauth: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | null = null;
const reauthListeners = new Set<ReauthListener>();

// another tab spent the refresh token this tab holds too: take the session it got for it
onHandoff((replaces, next) => {
  if (sessionStore.get()?.refreshToken === replaces) sessionStore.set(next);
});

/** a task's pause, so a hand-over posted just before the lock came to us is read first */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/**
 * How long a refused refresh waits for the hand-over of a tab that spent the token a moment
 * before (it is posted before that tab lets go of the lock, so it is normally there already).
 */
const handoffWaitMs = 1_000;

const refreshUnderLock = async (spent: Session): Promise<boolean> => {
  const replaced = () => sessionStore.get()?.refreshToken !== spent.refreshToken;
  if (replaced()) return sessionStore.get() !== null;
  await nextTask();
  if (replaced()) return sessionStore.get() !== null;
  try {
    const token = await refreshAccessToken(spent.refreshToken);
    const next = sessionFromToken(spent.merchantCode, spent.username, token);
    sessionStore.set(next);
    handOver(spent.refreshToken, next);
    return true;
  } catch (e) {
    // refused: if another tab spent the token first, its hand-over is on its way
    if (!isApiError(e) || (e.kind !== 'unauthorized' && e.kind !== 'validation')) return false;
    if (!replaced() && tabsCoordinate()) await handoffFor(spent.refreshToken, handoffWaitMs);
    // the hand-over (if it came) was adopted by the listener above
    return replaced() && sessionStore.get() !== null;
  }
};

const refreshOnce = (): Promise<boolean> => {
  const session = sessionStore.get();
  if (!session) return Promise.resolve(false);
  refreshing ??= underRefreshLock(session.merchantCode, () => refreshUnderLock(session))
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
    reauthListeners.forEach((l) => l(true));
  }
  return reauth.promise;
};

export const reauthentication = {
  isPending: () => reauth !== null,
  subscribe(listener: ReauthListener) {
    reauthListeners.add(listener);
    return () => {
      reauthListeners.delete(listener);
    };
  },
  /** the dialog calls this after a successful sign-in (true) or when the user gives up (false) */
  settle(ok: boolean) {
    const pending = reauth;
    reauth = null;
    reauthListeners.forEach((l) => l(false));
    pending?.resolve(ok);
  },
};

export const authProvider: AuthProvider = {
  async getAccessToken() {
    const session = sessionStore.get();
    if (!session) return null;
    if (session.expiresAt - Date.now() < config.tokenRefreshMarginMs) await refreshOnce();
    return sessionStore.get()?.accessToken ?? null;
  },
  async recoverFromUnauthorized() {
    if (!sessionStore.get()) return false;
    if (await refreshOnce()) return true;
    return askToSignInAgain();
  },
};

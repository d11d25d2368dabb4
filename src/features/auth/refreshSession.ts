/** One refresh of the session's access token, coordinated across the origin's tabs (see crossTabRefresh). */
import { isApiError } from '@/lib/errors';
import { handOver, onHandoff, tabsCoordinate } from './crossTabRefresh';
import { sessionFromToken, sessionStore, type Session } from './session';
import { refreshAccessToken } from './tokenApi';

const lockName = (merchantCode: string) => `merchant-admin.refresh:${merchantCode}`;

/** Runs `refresh` while no other tab of the origin refreshes this merchant's session. */
const underRefreshLock = (merchantCode: string, refresh: () => Promise<boolean>): Promise<boolean> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // the lock's promise settles with the callback's own result (its typing nests the promise)
  return locks ? locks.request(lockName(merchantCode), refresh).then((ok) => ok) : refresh();
};

/**
 * Waits (at most `ms`) for another tab's hand-over of the session that replaced `refreshToken`:
 * after our refresh lost the race, its message may still be on its way.
 */
const handoffFor = (refreshToken: string, ms: number): Promise<Session | null> =>
  new Promise((resolve) => {
    const stop = onHandoff((replaces, session) => {
      if (replaces !== refreshToken) return;
      clearTimeout(timer);
      stop();
      resolve(session);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, ms);
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
    // the hand-over (if it came) was adopted by the listener authProvider keeps from the start
    return replaced() && sessionStore.get() !== null;
  }
};

/** Refreshes `session` once, whichever tab gets there first; true when a session is in place afterwards. */
export const refreshSession = (session: Session): Promise<boolean> => underRefreshLock(session.merchantCode, () => refreshUnderLock(session));

/**
 * Refresh tokens are single-use, and tabs opened from one another start with a copy of the same
 * session: two of them refreshing at once would spend one token twice. So a refresh takes a Web Lock
 * shared by the origin's tabs, and the tab that refreshed hands the new session to the others
 * (BroadcastChannel, same origin only).
 */
import { isApiError } from '@/lib/errors';
import { listeners } from '@/lib/listeners';
import { sessionFromToken, sessionStore, type Session } from './session';
import { refreshAccessToken } from './tokenApi';

interface Handoff {
  type: 'refreshed';
  /** the refresh token that was spent */
  replaces: string;
  session: Session;
}

const isHandoff = (v: unknown): v is Handoff => {
  const h = v as Partial<Handoff> | null;
  return !!h && h.type === 'refreshed' && typeof h.replaces === 'string' && typeof h.session?.refreshToken === 'string';
};

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('merchant-admin.session');
const handoffs = listeners<[replaces: string, session: Session]>();
if (channel) {
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (isHandoff(data)) handoffs.emit(data.replaces, data.session);
  };
}

/** false where the browser has neither Web Locks nor BroadcastChannel: each tab is on its own */
const tabsCoordinate = () => channel !== null && typeof navigator !== 'undefined' && navigator.locks !== undefined;

/** Tells the other tabs that `replaces` was spent and what replaced it. */
const handOver = (replaces: string, session: Session) => {
  channel?.postMessage({ type: 'refreshed', replaces, session } satisfies Handoff);
};

// another tab spent the refresh token this tab holds too: take the session it got for it
handoffs.subscribe((replaces, next) => {
  if (sessionStore.get()?.refreshToken === replaces) sessionStore.set(next);
});

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
    const stop = handoffs.subscribe((replaces, session) => {
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
    // the hand-over (if it came) was adopted by the listener above, there from the start
    return replaced() && sessionStore.get() !== null;
  }
};

/** Refreshes `session` once, whichever tab gets there first; true when a session is in place afterwards. */
export const refreshSession = (session: Session): Promise<boolean> => underRefreshLock(session.merchantCode, () => refreshUnderLock(session));

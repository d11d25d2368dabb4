/**
 * Refresh tokens are single-use, and tabs opened from one another start with a copy of the same
 * session: two of them refreshing at once would spend one token twice. So a refresh takes a Web Lock
 * shared by the origin's tabs, and the tab that refreshed hands the new session to the others
 * (BroadcastChannel, same origin only). A tab that was loading while the hand-over went out asks for
 * it again: a tab that saw the token replaced answers with the session it holds now.
 */
import { isApiError } from '@/lib/errors';
import { listeners } from '@/lib/listeners';
import { sessionFromToken, sessionStore, type Session } from './session';
import { refreshAccessToken } from './tokenApi';

/** What tabs tell each other: `refreshed` (the token `replaces` was spent for `session`), or `ask` (what replaced `spent`?). */
type Message = { type: 'refreshed'; replaces: string; session: Session } | { type: 'ask'; spent: string };

/** refresh tokens this tab saw replaced, by its own refresh or a hand-over */
const replacedHere = new Set<string>();

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('merchant-admin.session');
const handoffs = listeners<[replaces: string, session: Session]>();
if (channel) {
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    // another tab may run another version of the app: only a message of the expected shape counts
    const m = data as { type?: unknown; replaces?: unknown; session?: Session; spent?: unknown } | null;
    if (m?.type === 'refreshed' && typeof m.replaces === 'string' && typeof m.session?.refreshToken === 'string') handoffs.emit(m.replaces, m.session);
    const now = sessionStore.get();
    if (m?.type === 'ask' && typeof m.spent === 'string' && now && replacedHere.has(m.spent)) handOver(m.spent, now);
  };
}

/** false where the browser has neither Web Locks nor BroadcastChannel: each tab is on its own */
const tabsCoordinate = () => channel !== null && typeof navigator !== 'undefined' && navigator.locks !== undefined;

/** Tells the other tabs that `replaces` was spent and what replaced it. */
const handOver = (replaces: string, session: Session) => {
  replacedHere.add(replaces);
  channel?.postMessage({ type: 'refreshed', replaces, session } satisfies Message);
};

// another tab spent the refresh token this tab holds too: take the session it got for it
handoffs.subscribe((replaces, next) => {
  replacedHere.add(replaces);
  if (sessionStore.get()?.refreshToken === replaces) sessionStore.set(next);
});

/** Asks the other tabs whether the token this tab holds was replaced while it was not listening. */
const askForHandoff = (spent: string) => channel?.postMessage({ type: 'ask', spent } satisfies Message);
// a tab that loads (a reload, a duplicated tab) may hold a token another tab spent meanwhile
const loadedWith = sessionStore.get();
if (loadedWith) askForHandoff(loadedWith.refreshToken);

/**
 * Runs `refresh` while no other tab of the origin refreshes this merchant's session; `refresh` learns
 * whether it had to wait for the lock, that is whether another tab was refreshing just before.
 */
const underRefreshLock = (merchantCode: string, refresh: (waited: boolean) => Promise<boolean>): Promise<boolean> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refresh(false);
  const name = `merchant-admin.refresh:${merchantCode}`;
  // the lock's promise settles with the callback's own result (its typing nests the promise)
  return locks
    .request(name, { ifAvailable: true }, (lock) => (lock ? refresh(false) : null))
    .then((ok) => ok ?? locks.request(name, () => refresh(true)).then((later) => later));
};

/**
 * Waits (at most `handoffWaitMs`) for another tab's hand-over of what replaced `refreshToken`, which the listener
 * above adopts; `ask`: the tabs are asked for it too, in case it went out before this tab listened.
 */
const awaitHandoff = (refreshToken: string, ask: boolean) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const stop = handoffs.subscribe((replaces) => {
      if (replaces === refreshToken) done();
    });
    const timer = setTimeout(done, handoffWaitMs);
    if (ask) askForHandoff(refreshToken);
  });

/**
 * How long a tab waits for another tab's hand-over: the other tab posts it before it lets go of the
 * lock, but the message travels between processes and may arrive after the lock does.
 */
const handoffWaitMs = 1_000;

const refreshUnderLock = async (spent: Session, waited: boolean): Promise<boolean> => {
  const replaced = () => sessionStore.get()?.refreshToken !== spent.refreshToken;
  // the tab that held the lock has most likely spent our token: its hand-over is on its way
  if (!replaced() && waited && tabsCoordinate()) await awaitHandoff(spent.refreshToken, false);
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
    if (!replaced() && tabsCoordinate()) await awaitHandoff(spent.refreshToken, true);
    // the hand-over (if it came) was adopted by the listener above, there from the start
    return replaced() && sessionStore.get() !== null;
  }
};

/** Refreshes `session` once, whichever tab gets there first; true when a session is in place afterwards. */
export const refreshSession = (session: Session): Promise<boolean> => underRefreshLock(session.merchantCode, (waited) => refreshUnderLock(session, waited));

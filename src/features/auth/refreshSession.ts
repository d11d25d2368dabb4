/**
 * Refresh tokens are single-use, and tabs opened from one another start with a copy of the same
 * session: two of them refreshing at once would spend one token twice. So a refresh takes a Web Lock
 * shared by the origin's tabs, and a tab holding that lock learns for certain, with no timer, whether
 * another tab already spent its token:
 *
 * - A tab that can tell what replaced a token (it spent the token, or took over what replaced it)
 *   holds a shared "knows" lock named after that token for as long as it can tell. The tab that
 *   refreshed takes it before it lets go of the refresh lock, so the next holder finds it.
 * - Holding the refresh lock, a tab asks the others (BroadcastChannel, same origin only) what replaced
 *   its token and waits, with no deadline, for an answer or for the "knows" lock to be free. A free
 *   lock means no tab alive can tell (the tabs that knew have closed, signed out or in anew, gone
 *   into the back-forward cache or been frozen), so the token is this tab's to spend.
 *
 * The hand-over travels between processes and may arrive after the refresh lock does; the "knows" lock
 * is what says that it is coming. A SharedWorker owning the refresh would need an HTTP path and a bundle
 * of its own; Web Locks and BroadcastChannel, which the tabs have anyway, are all this needs.
 */
import { listeners } from '@/lib/listeners';
import { sessionFromToken, sessionStore, type Session } from './session';
import { refreshAccessToken } from './tokenApi';

/** What tabs tell each other: `refreshed` (the token `replaces` was spent for `session`), or `ask` (what replaced `spent`?). */
type Message = { type: 'refreshed'; replaces: string; session: Session } | { type: 'ask'; spent: string };

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('merchant-admin.session');
const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
/** null where the browser lacks Web Locks or BroadcastChannel: each tab then refreshes on its own */
const tabs = channel && locks ? { channel, locks } : null;

/** the session this module put in place last (by a refresh or a hand-over): the one `known` is about */
let ours: Session | null = null;
/** refresh tokens this tab saw replaced on the way to the session it holds, each with the release of its "knows" lock */
const known = new Map<string, () => void>();

/**
 * The "knows" lock of a refresh token. Lock names are listed to every script of the origin
 * (`locks.query()`), so the name carries a 64-bit fingerprint, not the token.
 */
const knowsLock = (refreshToken: string) => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < refreshToken.length; i += 1) {
    const c = refreshToken.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `merchant-admin.knows:${(h2 >>> 0).toString(36)}.${(h1 >>> 0).toString(36)}`;
};

/** Holds `spent`'s "knows" lock until this tab forgets; resolves once it is held. */
const know = (spent: string): Promise<void> => {
  if (!tabs || known.has(spent)) return Promise.resolve();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  known.set(spent, release);
  return new Promise((held) => {
    void tabs.locks.request(knowsLock(spent), { mode: 'shared' }, () => {
      held();
      return released;
    });
  });
};

/** This tab can no longer tell (or cannot answer now): its "knows" locks go, so no tab waits for it. */
const forget = () => {
  known.forEach((release) => release());
  known.clear();
};
// signed out, or signed in anew: what this tab knew belongs to a session it no longer holds
sessionStore.subscribe(() => {
  if (sessionStore.get() !== ours) forget();
});
if (typeof window !== 'undefined') {
  // a page in the back-forward cache, or frozen, keeps its locks but runs nothing that could answer
  window.addEventListener('pagehide', forget);
  document.addEventListener('freeze', forget);
}

/** Puts `next` in place of the session whose token `spent` was; resolves once this tab holds the "knows" lock of `spent`. */
const takeOver = (spent: string, next: Session) => {
  ours = next;
  sessionStore.set(next);
  return know(spent);
};

const post = (message: Message) => channel?.postMessage(message);

/** every hand-over heard, by the token it replaces */
const handoffs = listeners<[replaces: string]>();
if (channel) {
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    // another tab may run another version of the app: only a message of the expected shape counts
    const m = data as { type?: unknown; replaces?: unknown; session?: Session; spent?: unknown } | null;
    if (m?.type === 'refreshed' && typeof m.replaces === 'string' && typeof m.session?.refreshToken === 'string') {
      // another tab spent the refresh token this tab holds too: take the session it got for it
      if (sessionStore.get()?.refreshToken === m.replaces) void takeOver(m.replaces, m.session);
      handoffs.emit(m.replaces);
    }
    const now = sessionStore.get();
    if (m?.type === 'ask' && typeof m.spent === 'string' && now && known.has(m.spent)) post({ type: 'refreshed', replaces: m.spent, session: now });
  };
}

// a tab that loads (a reload, a duplicated tab) may hold a token another tab spent meanwhile
const loadedWith = sessionStore.get();
if (loadedWith) post({ type: 'ask', spent: loadedWith.refreshToken });

/**
 * Asks the other tabs what replaced `spent`, and resolves once one has answered (the listener above
 * has taken the answer over) or once none alive can: the exclusive "knows" lock is granted only when no
 * tab holds it shared. No deadline: a tab that knows answers as soon as it hears the question.
 */
const hearFromTabs = ({ channel, locks }: NonNullable<typeof tabs>, spent: string) =>
  new Promise<void>((resolve) => {
    const noLongerNeeded = new AbortController();
    let stopListening = () => {};
    const done = () => {
      stopListening();
      noLongerNeeded.abort();
      resolve();
    };
    stopListening = handoffs.subscribe((replaces) => {
      if (replaces === spent) done();
    });
    locks.request(knowsLock(spent), { signal: noLongerNeeded.signal }, () => undefined).then(done, () => undefined);
    channel.postMessage({ type: 'ask', spent } satisfies Message);
  });

const refreshUnderLock = async (spent: Session): Promise<boolean> => {
  const replaced = () => sessionStore.get()?.refreshToken !== spent.refreshToken;
  if (!replaced() && tabs) await hearFromTabs(tabs, spent.refreshToken);
  if (replaced()) return sessionStore.get() !== null;
  try {
    const token = await refreshAccessToken(spent.refreshToken);
    // signed out (or in anew) while the request ran: the session it renewed is over
    if (replaced()) return sessionStore.get() !== null;
    const next = sessionFromToken(spent.merchantCode, spent.username, token);
    // the "knows" lock is held before the refresh lock goes, so the next holder finds it
    await takeOver(spent.refreshToken, next);
    post({ type: 'refreshed', replaces: spent.refreshToken, session: next });
    return true;
  } catch {
    // refused or failed, and no tab alive could tell; a hand-over from a tab that could not say it
    // knew (one running an older version of the app) may have come meanwhile
    return replaced() && sessionStore.get() !== null;
  }
};

/** Runs `refresh` while no other tab of the origin refreshes this merchant's session. */
const underRefreshLock = (merchantCode: string, refresh: () => Promise<boolean>): Promise<boolean> =>
  // the lock's promise settles with the callback's own result (its typing nests the promise)
  locks ? locks.request(`merchant-admin.refresh:${merchantCode}`, refresh).then((ok) => ok) : refresh();

/** Refreshes `session` once, whichever tab gets there first; true when a session is in place afterwards. */
export const refreshSession = (session: Session): Promise<boolean> => underRefreshLock(session.merchantCode, () => refreshUnderLock(session));

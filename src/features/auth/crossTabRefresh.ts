/**
 * Refresh tokens are single-use, and tabs opened from one another start with a copy of the same
 * session: two of them refreshing at once would spend one token twice. So a refresh takes a Web Lock
 * shared by the origin's tabs, and the tab that refreshed hands the new session to the others
 * (BroadcastChannel, same origin only).
 */
import type { Session } from './session';

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
const receivers = new Set<(handoff: Handoff) => void>();
if (channel) {
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isHandoff(event.data)) receivers.forEach((r) => r(event.data as Handoff));
  };
}

/** false where the browser has neither Web Locks nor BroadcastChannel: each tab is on its own */
export const tabsCoordinate = () => channel !== null && typeof navigator !== 'undefined' && navigator.locks !== undefined;

/** Tells the other tabs that `replaces` was spent and what replaced it. */
export const handOver = (replaces: string, session: Session) => {
  channel?.postMessage({ type: 'refreshed', replaces, session } satisfies Handoff);
};

/** Calls `adopt` with every session another tab got for a refresh token it spent. */
export const onHandoff = (adopt: (replaces: string, session: Session) => void) => {
  const receiver = (h: Handoff) => adopt(h.replaces, h.session);
  receivers.add(receiver);
  return () => {
    receivers.delete(receiver);
  };
};

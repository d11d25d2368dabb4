/**
 * Refresh tokens are single-use, and tabs opened from one another start with a copy of the same
 * session: two of them refreshing at once would spend one token twice. So a refresh takes a Web Lock
 * shared by the origin's tabs, and the tab that refreshed hands the new session to the others
 * (BroadcastChannel, same origin only).
 */
import { listeners } from '@/lib/listeners';
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
const handoffs = listeners<[replaces: string, session: Session]>();
if (channel) {
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (isHandoff(data)) handoffs.emit(data.replaces, data.session);
  };
}

/** false where the browser has neither Web Locks nor BroadcastChannel: each tab is on its own */
export const tabsCoordinate = () => channel !== null && typeof navigator !== 'undefined' && navigator.locks !== undefined;

/** Tells the other tabs that `replaces` was spent and what replaced it. */
export const handOver = (replaces: string, session: Session) => {
  channel?.postMessage({ type: 'refreshed', replaces, session } satisfies Handoff);
};

/** Calls `adopt` with every session another tab got for a refresh token it spent. */
export const onHandoff = handoffs.subscribe;

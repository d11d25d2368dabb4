import { useSyncExternalStore } from 'react';
import type { TokenResponse } from '@/api';
import { listeners } from '@/lib/listeners';
import { appKeyPrefix, tabStorage } from '@/lib/tabStorage';

/**
 * The signed-in session: kept in memory and in sessionStorage (so a reload keeps the merchant
 * signed in, and closing the tab ends it), never in localStorage.
 */
export interface Session {
  merchantCode: string;
  username: string;
  accessToken: string;
  refreshToken: string;
  /** epoch ms */
  expiresAt: number;
}

const storageKey = `${appKeyPrefix}.session`;
const changes = listeners();

const load = (): Session | null => {
  try {
    const raw = tabStorage.get(storageKey);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<Session>;
    return s.merchantCode && s.username && s.accessToken && s.refreshToken && typeof s.expiresAt === 'number' ? (s as Session) : null;
  } catch {
    return null;
  }
};

let current: Session | null = load();

export const sessionStore = {
  get: () => current,
  subscribe: changes.subscribe,
  set(session: Session | null) {
    current = session;
    if (session) tabStorage.set(storageKey, JSON.stringify(session));
    else tabStorage.remove(storageKey);
    changes.emit();
  },
};

export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);

export const sessionFromToken = (merchantCode: string, username: string, token: TokenResponse, now = Date.now()): Session => ({
  merchantCode,
  username,
  accessToken: token.access_token,
  refreshToken: token.refresh_token,
  expiresAt: now + token.expires_in * 1000,
});

import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { TokenResponse } from '@/contract';
import { listeners } from '@/lib/listeners';
import { appKeyPrefix, tabStorage } from '@/lib/tabStorage';
import { revokeToken } from './tokenApi';

export const sessionFromToken = (merchantCode: string, username: string, token: TokenResponse, now = Date.now()) => ({
  merchantCode,
  username,
  accessToken: token.access_token,
  refreshToken: token.refresh_token,
  /** epoch ms */
  expiresAt: now + token.expires_in * 1000,
});
export type Session = ReturnType<typeof sessionFromToken>;

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

/**
 * The signed-in session: kept in memory and in sessionStorage (so a reload keeps the merchant
 * signed in, and closing the tab ends it), never in localStorage.
 */
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

/**
 * Ends the session for real: the service revokes both tokens (a copy is worth nothing), and the tab forgets
 * them, everything loaded with them and everything kept for the session (the import wizard's drafts too).
 */
export const signOut = (queryClient: QueryClient): Promise<void> => {
  const session = current;
  sessionStore.set(null);
  tabStorage.clearApp();
  queryClient.clear();
  if (!session) return Promise.resolve();
  // the refresh token first: revoking it ends the whole sign-in on services that link the two
  return Promise.allSettled([revokeToken(session.refreshToken, 'refresh_token'), revokeToken(session.accessToken, 'access_token')]).then(() => undefined);
};

import type { QueryClient } from '@tanstack/react-query';
import { tabStorage } from '@/lib/tabStorage';
import { sessionStore } from './session';
import { revokeToken } from './tokenApi';

/**
 * Ends the session for real: the service revokes both tokens (a copied token no longer reads data
 * or mints new ones), and the tab forgets them, everything loaded with them, and everything kept
 * for the session in its storage (the import wizard's drafts included).
 */
export const signOut = (queryClient: QueryClient): Promise<void> => {
  const session = sessionStore.get();
  sessionStore.set(null);
  tabStorage.clearApp();
  queryClient.clear();
  if (!session) return Promise.resolve();
  // the refresh token first: revoking it ends the whole sign-in on services that link the two
  return Promise.allSettled([revokeToken(session.refreshToken, 'refresh_token'), revokeToken(session.accessToken, 'access_token')]).then(() => undefined);
};

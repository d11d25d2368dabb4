import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from './session';

/** Forgets the token and everything loaded with it. */
export const signOut = (queryClient: QueryClient) => {
  sessionStore.set(null);
  queryClient.clear();
};

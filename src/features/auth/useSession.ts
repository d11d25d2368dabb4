import { useSyncExternalStore } from 'react';
import { sessionStore } from './session';

export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);

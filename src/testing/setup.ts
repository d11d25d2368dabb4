import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sessionStore } from '@/features/auth/session';

// CI's machine has 2 cores shared with other work: a findBy/waitFor waits for the state, however
// slowly it comes, and only a state that never comes fails (the test's own timeout is higher still)
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  sessionStorage.clear();
});

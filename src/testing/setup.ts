import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sessionStore } from '../features/auth/session';
import { startI18nWith } from '../i18n/i18n';
import en from '../i18n/locales/en';

// Component tests read the page in English, as its users' words are asserted in English.
startI18nWith('en', en);

// CI's machine has 2 cores shared with other work: a findBy/waitFor waits for the state, however
// slowly it comes, and only a state that never comes fails (the test's own timeout is higher still)
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  sessionStorage.clear();
});

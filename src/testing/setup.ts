import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sessionStore } from '../features/auth/session';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  sessionStorage.clear();
});

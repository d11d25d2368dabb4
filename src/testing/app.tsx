/**
 * Component tests render the real app (router, providers) against the real mock server,
 * started in-process on a random port: one mock, no second set of handlers to drift.
 */
import { render } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { tokenResponse } from '@/contract';
import { App } from '@/app/App';
import { sessionFromToken, sessionStore } from '@/features/auth/session';
import { config } from '@/lib/config';
import { startMockServer, type MockServer } from '../../mock-server/server';

export interface TestPlatform extends MockServer {
  /** the mock's fault switches (test control route) */
  control: (body: Record<string, unknown>) => Promise<unknown>;
}

export async function startTestPlatform(): Promise<TestPlatform> {
  const server = await startMockServer({ port: 0, uploadPort: 0, testControl: true, seed: true, pace: 100_000 });
  config.useBaseUrl(server.apiUrl);
  const control = async (body: Record<string, unknown>) => {
    const res = await fetch(`${server.apiUrl}/__control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return res.json();
  };
  return { ...server, control };
}

/**
 * One mock platform per test file: started before its tests, closed after them, and (unless told
 * otherwise) signed in as demo before each test. Returns the running platform.
 */
export function withTestPlatform({ signedIn = true }: { signedIn?: boolean } = {}): () => TestPlatform {
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform?.close());
  if (signedIn) beforeEach(() => signIn());
  return () => {
    if (!platform) throw new Error('The test platform starts in beforeAll; use it inside tests and hooks.');
    return platform;
  };
}

/** Signs in over the real token endpoint and stores the session as the app does. */
export async function signIn(merchantCode = 'demo', username = 'demo', password = 'demo') {
  const res = await fetch(`${config.apiBaseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password, tenantType: 'merchant', tenantId: merchantCode }),
  });
  const token = tokenResponse.parse(await res.json());
  sessionStore.set(sessionFromToken(merchantCode, username, token));
}

/** Renders the whole app at a path, e.g. `/demo/segments`. */
export function renderApp(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

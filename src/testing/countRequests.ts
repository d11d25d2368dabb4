import { onTestFinished, vi } from 'vitest';

/**
 * How many requests the app has sent to an address that passes `test`, counted from now until the test ends: a test
 * that shows nothing comes of the polls waits for polls to have been made, not for a time to pass.
 */
export function countRequests(test: (url: URL, init: RequestInit | undefined) => boolean): () => number {
  const spy = vi.spyOn(globalThis, 'fetch');
  onTestFinished(() => spy.mockRestore());
  return () => spy.mock.calls.filter(([input, init]) => test(new URL(input instanceof Request ? input.url : String(input)), init)).length;
}

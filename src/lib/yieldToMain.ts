/**
 * Ends the current task so that the browser can paint and take input; what follows the `await`
 * runs in a task of its own. Where `scheduler.yield` exists, the rest runs before other queued work.
 */
export const yieldToMain = (): Promise<void> => {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

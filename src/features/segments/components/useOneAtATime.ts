import { useCallback, useRef } from 'react';

/**
 * Runs an action only when the previous run of it has finished. A mutation's `isPending` (and so
 * a button's busy state) turns true only after the next render, so without this a fast double
 * click would send the request twice; the ref changes at once, inside the first click.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  }, []);
}

import { useRef } from 'react';

/**
 * Runs an action only when its previous run has finished. A mutation's `isPending` (a button's busy state) turns true only
 * after the next render, so a fast double click would send the request twice; the ref changes at once, inside the first click.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  };
}

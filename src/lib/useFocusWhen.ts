import { useCallback, useEffect, useRef } from 'react';

/**
 * For a control that goes away with what it did (its row removed, the button disabled or hidden):
 * `arm()` when it acts, and once `ready` becomes true the focus moves to `target`, where the result
 * is told, instead of falling to the page's start.
 */
export function useFocusWhen<T extends HTMLElement>(ready: boolean) {
  const target = useRef<T>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (!ready || !armed.current) return;
    armed.current = false;
    target.current?.focus();
  }, [ready]);
  const arm = useCallback(() => {
    armed.current = true;
  }, []);
  return { target, arm };
}

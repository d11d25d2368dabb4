/**
 * Progress told at most every `intervalMs` (and always when forced, e.g. at the end): a check sends
 * its figures to the page, and more than a few messages a second only costs the page renders.
 */
export const progressTimer = (intervalMs: number, send: (() => void) | undefined) => {
  let last = performance.now();
  return (force: boolean) => {
    if (!send) return;
    const now = performance.now();
    if (!force && now - last < intervalMs) return;
    last = now;
    send();
  };
};

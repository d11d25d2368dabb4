import { startTransition, useCallback, useEffect, useState } from 'react';
import type { WizardState } from './wizardState';
import type { WizardStore } from './wizardStore';

/**
 * What `read` gives of the store, rendered again when it changes.
 *
 * Not useSyncExternalStore: React renders its updates synchronously, always, so the end of a check
 * or a step of an upload re-rendered the wizard in one long task. Here a change that came from the
 * work in the background (the checker, an upload, the service: see WizardStateCell.background) is
 * rendered as a transition, which React slices and interrupts for input; the merchant's own actions
 * (a controlled field among them) are rendered at once. Every part of the page reads the store
 * through this hook, so the news of one moment lands in one transition: no part runs ahead of the others.
 */
export function useWizardReading<T>(store: WizardStore | null, read: () => T): T {
  const [seen, setSeen] = useState(() => ({ read, value: read() }));
  useEffect(() => {
    if (!store) return;
    // what this subscription last handed to React: a reading that did not change (progress, when
    // this part reads the settled state; another slot, when it reads one) is not handed again, so
    // React neither queues nor renders anything for it
    let last: { value: T } | null = null;
    const take = (urgent: boolean) => {
      const value = read();
      if (last && Object.is(last.value, value)) return;
      last = { value };
      const update = () => setSeen((before) => (before.read === read && Object.is(before.value, value) ? before : { read, value }));
      if (urgent) update();
      else startTransition(update);
    };
    const stop = store.subscribe(take);
    // a change between the render and this subscription is not lost
    take(true);
    return stop;
  }, [store, read]);
  // another reading than the one last seen (another store, another slot): as it is now
  return seen.read === read ? seen.value : read();
}

/** The store's settled state (every change but not progress); null while there is no store. */
export function useSettledState(store: WizardStore | null): WizardState | null {
  const read = useCallback(() => store?.getSettled() ?? null, [store]);
  return useWizardReading(store, read);
}

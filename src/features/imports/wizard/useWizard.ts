import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WizardState } from './wizardState';
import { sameItems } from './wizardStateCell';
import type { WizardStore } from './wizardStore';

/**
 * What `select` picks of the wizard's state, rendered again only when that changes: the one way
 * from the store to React. A selection that builds a new value each time gives `isEqual`, so that
 * an equal one keeps the value React saw last. Without a store (none yet, or none any more), undefined.
 *
 * A change goes to React as a transition unless the store calls it urgent (a controlled field's
 * value): a check's end or an upload's step redraws the page in slices React can interrupt, which a
 * store read with `useSyncExternalStore` (always drawn in one task) cannot do. Each subscriber keeps
 * the state of the change that reached it, so that one render never reads two versions of it.
 */
export function useWizard<T>(store: WizardStore, select: (state: WizardState) => T, isEqual?: (a: T, b: T) => boolean): T;
export function useWizard<T>(store: WizardStore | null, select: (state: WizardState) => T, isEqual?: (a: T, b: T) => boolean): T | undefined;
export function useWizard<T>(store: WizardStore | null, select: (state: WizardState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T | undefined {
  const [held, setHeld] = useState(() => ({ store, state: store?.getState() }));
  // a new store is read at once; its changes arrive once the effect below subscribes
  const state = held.store === store ? held.state : store?.getState();
  const chosen = useRef({ select, isEqual });
  useLayoutEffect(() => {
    chosen.current = { select, isEqual };
  });

  // the state last handed to React: a change that selects nothing new schedules no render at all
  const told = useRef(state);
  useEffect(() => {
    if (!store) return;
    const take = () => {
      // read when told, so that every subscriber told of one change renders that same state
      const next = store.getState();
      const before = told.current;
      const { select: pick, isEqual: same } = chosen.current;
      if (before === next || (before && same(pick(before), pick(next)))) return;
      told.current = next;
      setHeld({ store, state: next });
    };
    // a change between the render and this subscription
    take();
    return store.subscribe((urgent) => (urgent ? take() : startTransition(take)));
  }, [store]);

  const last = useRef<{ state: WizardState; select: (state: WizardState) => T; value: T } | null>(null);
  if (!state) return undefined;
  const seen = last.current;
  if (seen?.state === state && seen.select === select) return seen.value;
  const value = select(state);
  const kept = seen && isEqual(seen.value, value) ? seen.value : value;
  last.current = { state, select, value: kept };
  return kept;
}

const whole = (state: WizardState) => state;
const sameChanges = (a: WizardState, b: WizardState) => a.changes === b.changes;

/**
 * The state for a part that draws no progress: rendered again for every change but a step of a
 * check's or an upload's progress (the parts that draw those select them with `useWizard`). A part
 * that reads only some of the state names what it reads (`inputs`): a change to none of it does
 * not render it again either.
 */
export const useWizardState = (store: WizardStore, inputs?: (state: WizardState) => readonly unknown[]) =>
  useWizard(store, whole, inputs ? (a, b) => sameChanges(a, b) || sameItems(inputs(a), inputs(b)) : sameChanges);

import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WizardState } from './wizardState';
import { sameItems } from './wizardStateCell';
import type { WizardStore } from './wizardStore';

/**
 * What `select` picks of the wizard's state (undefined without a store), rendered again only when it changes (`isEqual`
 * for a selection that builds a new value each time). A change goes to React as a transition unless it is urgent, so
 * React can draw it in slices, which `useSyncExternalStore` (always one task) cannot; each subscriber keeps the state
 * of the change that reached it, so that one render never reads two versions of it.
 */
export function useWizardSelection<T>(store: WizardStore, select: (state: WizardState) => T, isEqual?: (a: T, b: T) => boolean): T;
export function useWizardSelection<T>(store: WizardStore | null, select: (state: WizardState) => T, isEqual?: (a: T, b: T) => boolean): T | undefined;
export function useWizardSelection<T>(store: WizardStore | null, select: (state: WizardState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T | undefined {
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
 * The whole state, for a part that draws no progress: rendered again for each change but a step of progress, and with
 * `inputs` only for one that changes what they read.
 */
export const useWizardState = (store: WizardStore, inputs?: (state: WizardState) => readonly unknown[]) =>
  useWizardSelection(store, whole, inputs ? (a, b) => sameChanges(a, b) || sameItems(inputs(a), inputs(b)) : sameChanges);

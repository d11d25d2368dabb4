import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { WizardState } from './wizardState';
import { sameItems } from './wizardStateCell';
import type { WizardStore } from './wizardStore';

const noStore = () => () => {};

/**
 * What `select` picks of the wizard's state, rendered again only when that changes: the one way
 * from the store to React. A selection that builds a new value each time gives `isEqual`, so that
 * an equal one keeps the value React saw last. Without a store (none yet, or none any more), undefined.
 */
export function useWizard<T>(store: WizardStore, select: (state: WizardState) => T, isEqual?: (a: T, b: T) => boolean): T;
export function useWizard<T>(store: WizardStore | null, select: (state: WizardState) => T, isEqual?: (a: T, b: T) => boolean): T | undefined;
export function useWizard<T>(store: WizardStore | null, select: (state: WizardState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T | undefined {
  const last = useRef<{ state: WizardState; select: (state: WizardState) => T; value: T } | null>(null);
  const snapshot = useCallback(() => {
    if (!store) return undefined;
    const state = store.getState();
    const seen = last.current;
    if (seen && seen.state === state && seen.select === select) return seen.value;
    const value = select(state);
    last.current = { state, select, value: seen && isEqual(seen.value, value) ? seen.value : value };
    return last.current.value;
  }, [store, select, isEqual]);
  return useSyncExternalStore(store ? store.subscribe : noStore, snapshot, snapshot);
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

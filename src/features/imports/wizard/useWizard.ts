import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { WizardState } from './wizardState';
import type { WizardStore } from './wizardStore';

const noStore = () => () => {};

/**
 * What `select` picks of the wizard's state, rendered again only when that changes: the one way
 * from the store to React. A selection that builds a new value each time gives `isEqual` (e.g.
 * `sameItems`), so that an equal one keeps the value React saw last. Without a store (none yet,
 * or none any more), undefined.
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

/** Two lists with the same items in the same order. */
export const sameItems = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

const whole = (state: WizardState) => state;
const sameChanges = (a: WizardState, b: WizardState) => a.changes === b.changes;

/**
 * The state for a part that draws no progress: rendered again for every change but a step of a
 * check's or an upload's progress (the parts that draw those select them with `useWizard`). A part
 * that reads fewer of its inputs gives its own `isEqual`, which must hold whenever `changes` is equal.
 */
export const useWizardState = (store: WizardStore, isEqual: (a: WizardState, b: WizardState) => boolean = sameChanges) =>
  useWizard(store, whole, isEqual);

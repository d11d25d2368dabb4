import { useSyncExternalStore } from 'react';
import type { WizardState, WizardStore } from './wizardStore';

const noSubscription = () => () => undefined;
const noState = () => null;

/** The store's state, re-rendering on every change; null while there is no store. */
export const useWizardState = (store: WizardStore | null): WizardState | null =>
  useSyncExternalStore(store ? store.subscribe : noSubscription, store ? store.getState : noState);

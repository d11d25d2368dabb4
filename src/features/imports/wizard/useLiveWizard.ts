import { useCallback, useMemo } from 'react';
import type { EntityType } from '@/api';
import type { CheckProgress } from '@/features/imports/checker/checkResult';
import { useWizardReading } from './useSettledState';
import type { SlotState } from './wizardState';
import type { WizardStore } from './wizardStore';

/**
 * One slot as of its last change that was not progress: re-renders when that slot's upload or
 * check changes status, never for a step of progress and never for the other slots. Progress itself
 * is drawn without React (LiveProgressBar, LiveText), from readers such as `checkProgressReader`.
 */
export function useSettledSlot(store: WizardStore, entity: EntityType): SlotState {
  const read = useCallback(() => store.getSettled().slots[entity], [store, entity]);
  return useWizardReading(store, read);
}

/**
 * The latest progress of the slot's check, kept once the check ended: the bar shows until the
 * report replaces it, and should not jump back to "starting" meanwhile.
 */
export const checkProgressReader = (store: WizardStore, entity: EntityType) => {
  let last: CheckProgress | null = null;
  return () => {
    const { check } = store.getState().slots[entity];
    if (check.status === 'checking') last = check.progress;
    return last;
  };
};

/** `checkProgressReader`, kept for the life of the component that reads it. */
export const useCheckProgressReader = (store: WizardStore, entity: EntityType) => useMemo(() => checkProgressReader(store, entity), [store, entity]);

/** The slots as they are now, progress included: what the live parts of the page read between renders. */
export const liveSlots = (store: WizardStore) => store.getState().slots;

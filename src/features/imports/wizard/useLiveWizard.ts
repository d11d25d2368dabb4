import { useCallback, useMemo } from 'react';
import type { EntityType } from '@/api';
import type { CheckProgress } from '@/features/imports/validation/checkResult';
import { useWizardReading } from './useSettledState';
import type { SlotState } from './wizardState';
import type { WizardStore } from './wizardStore';

/**
 * One slot as it is now, progress included: re-renders when that slot changes (at most once per
 * few hundred milliseconds for progress), never for the others. For the small parts that draw a check's or an upload's progress.
 */
export function useLiveSlot(store: WizardStore, entity: EntityType): SlotState {
  const read = useCallback(() => store.getState().slots[entity], [store, entity]);
  return useWizardReading(store, read);
}

/**
 * The latest progress of the slot's check, kept once the check ended: the bar shows until the
 * report replaces it, and should not jump back to "starting" meanwhile.
 */
export function useLiveCheckProgress(store: WizardStore, entity: EntityType): CheckProgress | null {
  const read = useMemo(() => checkProgressReader(store, entity), [store, entity]);
  return useWizardReading(store, read);
}

const checkProgressReader = (store: WizardStore, entity: EntityType) => {
  let last: CheckProgress | null = null;
  return () => {
    const { check } = store.getState().slots[entity];
    if (check.status === 'checking') last = check.progress;
    return last;
  };
};

/** Every slot as it is now (the slots object changes whenever one of them does): for the page's upload progress. */
export function useLiveSlots(store: WizardStore): Record<EntityType, SlotState> {
  const read = useCallback(() => store.getState().slots, [store]);
  return useWizardReading(store, read);
}

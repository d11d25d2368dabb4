import { useCallback, useSyncExternalStore } from 'react';
import type { EntityType } from '@/api';
import type { SlotState } from './wizardState';
import type { WizardStore } from './wizardStore';

/**
 * One slot as it is now, progress included: re-renders when that slot changes (at most once per
 * few hundred milliseconds for progress), never for the others. For the small parts that draw a check's or an upload's progress.
 */
export function useLiveSlot(store: WizardStore, entity: EntityType): SlotState {
  const read = useCallback(() => store.getState().slots[entity], [store, entity]);
  return useSyncExternalStore(store.subscribe, read);
}

/** Every slot as it is now (the slots object changes whenever one of them does): for the page's upload progress. */
export function useLiveSlots(store: WizardStore): Record<EntityType, SlotState> {
  const read = useCallback(() => store.getState().slots, [store]);
  return useSyncExternalStore(store.subscribe, read);
}

import type { EntityType } from '@/api';
import type { WizardState } from './wizardState';

/**
 * Everything of the wizard's state that one slot's view reads: its own slot and the service's
 * record of its file, whether the service waits for it, what locks every slot (the import being
 * created or started), and the slot its file looks like (offered as a move). When none of these
 * changed, the slot need not render again: another slot's check or upload does not touch it.
 */
export const slotInputs = (state: WizardState, entity: EntityType): readonly unknown[] => {
  const slot = state.slots[entity];
  const looksLike = slot.check.status === 'done' ? slot.check.result.looksLike : null;
  return [
    slot,
    state.serverFiles[entity],
    state.requested.includes(entity),
    state.creating,
    state.trigger,
    looksLike && state.slots[looksLike].file,
    looksLike && state.slots[looksLike].upload,
    looksLike && state.serverFiles[looksLike],
  ];
};

/** The two states look the same to the entity's slot. */
export const sameSlotInputs = (a: WizardState, b: WizardState, entity: EntityType) => {
  if (a === b) return true;
  const x = slotInputs(a, entity);
  const y = slotInputs(b, entity);
  return x.every((value, i) => Object.is(value, y[i]));
};

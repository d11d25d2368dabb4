import type { EntityType } from '@/api';
import type { SlotState, WizardState } from './wizardState';

/**
 * The wizard's state and who listens to it: the one place it is written, shared by the store and
 * the parts it delegates to (checks, uploads, the trigger). Every write makes a new state object
 * and a new object for the slot it touches only, so that readers can compare slices by identity.
 */
export class WizardStateCell {
  private state: WizardState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: WizardState) {
    this.state = initial;
  }

  get = (): WizardState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(patch: Partial<WizardState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  updateSlot(entity: EntityType, patch: Partial<SlotState>) {
    this.set({ slots: { ...this.state.slots, [entity]: { ...this.state.slots[entity], ...patch } } });
  }
}

import type { EntityType } from '@/api';
import type { SlotState, WizardState } from './wizardState';

/** A write that only moves a number (a check's or an upload's progress) is told at most every `progressIntervalMs`. */
type WriteKind = 'change' | 'progress';

/**
 * How often progress is told at most: five times a second moves a bar smoothly, and a timer (not an
 * animation frame) keeps the render out of the frame's own style, layout and paint.
 */
export const progressIntervalMs = 200;

/** Two lists with the same items in the same order. */
export const sameItems = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

/**
 * The wizard's state and who listens to it: the one place it is written, shared by the store and
 * the parts it delegates to (checks, uploads, the trigger). Every write makes a new state object
 * and a new object for the slot it touches only, so that readers can select slices by identity.
 */
export class WizardStateCell {
  private state: WizardState;
  private readonly listeners = new Set<() => void>();
  private pending: ReturnType<typeof setTimeout> | null = null;

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

  set(patch: Partial<WizardState>, kind: WriteKind = 'change') {
    this.state = { ...this.state, ...patch, changes: this.state.changes + (kind === 'progress' ? 0 : 1) };
    if (kind === 'progress') {
      this.pending ??= setTimeout(() => this.notify(), progressIntervalMs);
      return;
    }
    this.notify();
  }

  updateSlot(entity: EntityType, patch: Partial<SlotState>, kind: WriteKind = 'change') {
    this.set({ slots: { ...this.state.slots, [entity]: { ...this.state.slots[entity], ...patch } } }, kind);
  }

  private notify() {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    for (const listener of this.listeners) listener();
  }
}

import type { EntityType } from '@/api';
import type { SlotState, WizardState } from './wizardState';

/**
 * `progress`: a write that only moves a number (a check's or an upload's progress), told at most
 * every `progressIntervalMs`. `input`: what the merchant types or picks in a controlled field, which
 * React must draw at once; every other write may be drawn in slices (see useWizard).
 */
type WriteKind = 'change' | 'progress' | 'input';

/** Told of every change; `urgent` when React must draw it in the same task (a controlled field's value). */
export type WizardListener = (urgent: boolean) => void;

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
  private readonly listeners = new Set<WizardListener>();
  private pending: ReturnType<typeof setTimeout> | null = null;

  constructor(initial: WizardState) {
    this.state = initial;
  }

  get = (): WizardState => this.state;

  subscribe = (listener: WizardListener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(patch: Partial<WizardState>, kind: WriteKind = 'change') {
    this.state = { ...this.state, ...patch, changes: this.state.changes + (kind === 'progress' ? 0 : 1) };
    if (kind === 'progress') {
      this.pending ??= setTimeout(() => this.notify(false), progressIntervalMs);
      return;
    }
    this.notify(kind === 'input');
  }

  updateSlot(entity: EntityType, patch: Partial<SlotState>, kind: WriteKind = 'change') {
    this.set({ slots: { ...this.state.slots, [entity]: { ...this.state.slots[entity], ...patch } } }, kind);
  }

  private notify(urgent: boolean) {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    for (const listener of this.listeners) listener(urgent);
  }
}

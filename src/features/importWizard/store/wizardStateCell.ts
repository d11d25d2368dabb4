import type { EntityType } from '@/contract';
import { listeners } from '@/lib/listeners';
import type { SlotState, WizardState } from './wizardState';

/**
 * `progress`: only moves a number, told at most every `progressIntervalMs`. `input`: a controlled field's value, which
 * React must draw at once; every other write may be drawn in slices (see useWizardSelection).
 */
type WriteKind = 'change' | 'progress' | 'input';

/** Told of every change; `urgent` when React must draw it in the same task (a controlled field's value). */
export type WizardListener = (urgent: boolean) => void;

/** Five times a second moves a bar smoothly; a timer (not an animation frame) keeps the render out of the frame's paint. */
export const progressIntervalMs = 200;

/** Two lists with the same items in the same order. */
export const sameItems = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

/**
 * The one place the wizard's state is written, shared by the store and its checks. Every write makes a new state
 * object and a new object for the slot it touches only, so that readers can select slices by identity.
 */
export class WizardStateCell {
  private readonly listeners = listeners<[urgent: boolean]>();
  private pending: ReturnType<typeof setTimeout> | null = null;

  constructor(private state: WizardState) {}

  get = (): WizardState => this.state;

  subscribe = (listener: WizardListener) => this.listeners.subscribe(listener);

  set(patch: Partial<WizardState>, kind: WriteKind = 'change') {
    this.state = { ...this.state, ...patch, changes: this.state.changes + (kind === 'progress' ? 0 : 1) };
    if (kind === 'progress') this.pending ??= setTimeout(() => this.notify(false), progressIntervalMs);
    else this.notify(kind === 'input');
  }

  updateSlot(entity: EntityType, patch: Partial<SlotState>, kind: WriteKind = 'change') {
    this.set({ slots: { ...this.state.slots, [entity]: { ...this.state.slots[entity], ...patch } } }, kind);
  }

  private notify(urgent: boolean) {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    this.listeners.emit(urgent);
  }
}

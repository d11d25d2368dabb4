import type { EntityType } from '@/api';
import type { SlotState, WizardState } from './wizardState';

/**
 * A write that only moves a number (a check's or an upload's progress): listeners hear of it at
 * most every `progressIntervalMs`, and the settled state (what the page's structure depends on)
 * does not change with it.
 */
export type WriteKind = 'change' | 'progress';

/**
 * How often progress is told at most. A timer, not an animation frame: work done in a frame
 * callback joins the frame's own style, layout and paint in one task, which on a slow CPU made
 * the tasks longer, not shorter. Five times a second moves a bar smoothly enough.
 */
export const progressIntervalMs = 200;

const later = (run: () => void): (() => void) => {
  const id = setTimeout(run, progressIntervalMs);
  return () => clearTimeout(id);
};

/**
 * The wizard's state and who listens to it: the one place it is written, shared by the store and
 * the parts it delegates to (checks, uploads, the trigger). Every write makes a new state object
 * and a new object for the slot it touches only, so that readers can compare slices by identity.
 *
 * Progress comes many times a second from the checker's worker and the uploads; re-rendering the
 * whole wizard for each message made main-thread tasks of 100–200 ms on a slow machine. So
 * progress is told a few times a second, and `getSettled` gives the state as of the last change that
 * was not progress: the page's structure reads that, and only the parts that draw progress read
 * the live state.
 */
export class WizardStateCell {
  private state: WizardState;
  private settled: WizardState;
  private readonly listeners = new Set<() => void>();
  private cancelPending: (() => void) | null = null;

  constructor(initial: WizardState) {
    this.state = initial;
    this.settled = initial;
  }

  get = (): WizardState => this.state;

  getSettled = (): WizardState => this.settled;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(patch: Partial<WizardState>, kind: WriteKind = 'change') {
    this.state = { ...this.state, ...patch };
    if (kind === 'progress') {
      this.cancelPending ??= later(() => this.notify());
      return;
    }
    this.settled = this.state;
    this.notify();
  }

  updateSlot(entity: EntityType, patch: Partial<SlotState>, kind: WriteKind = 'change') {
    this.set({ slots: { ...this.state.slots, [entity]: { ...this.state.slots[entity], ...patch } } }, kind);
  }

  private notify() {
    this.cancelPending?.();
    this.cancelPending = null;
    for (const listener of this.listeners) listener();
  }
}

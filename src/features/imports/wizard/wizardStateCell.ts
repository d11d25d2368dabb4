import type { EntityType } from '@/api';
import type { SlotState, WizardState } from './wizardState';

/**
 * A write that only moves a number (a check's or an upload's progress): listeners hear of it at
 * most once per animation frame, and the settled state (what the page's structure depends on)
 * does not change with it.
 */
export type WriteKind = 'change' | 'progress';

const nextFrame = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(run);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
};

/**
 * The wizard's state and who listens to it: the one place it is written, shared by the store and
 * the parts it delegates to (checks, uploads, the trigger). Every write makes a new state object
 * and a new object for the slot it touches only, so that readers can compare slices by identity.
 *
 * Progress comes many times a second from the checker's worker and the uploads; re-rendering the
 * whole wizard for each message made main-thread tasks of 100–200 ms on a slow machine. So
 * progress is told once per frame, and `getSettled` gives the state as of the last change that
 * was not progress: the page's structure reads that, and only the parts that draw progress read
 * the live state.
 */
export class WizardStateCell {
  private state: WizardState;
  private settled: WizardState;
  private readonly listeners = new Set<() => void>();
  private cancelFrame: (() => void) | null = null;

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
      this.cancelFrame ??= nextFrame(() => this.notify());
      return;
    }
    this.settled = this.state;
    this.notify();
  }

  updateSlot(entity: EntityType, patch: Partial<SlotState>, kind: WriteKind = 'change') {
    this.set({ slots: { ...this.state.slots, [entity]: { ...this.state.slots[entity], ...patch } } }, kind);
  }

  private notify() {
    this.cancelFrame?.();
    this.cancelFrame = null;
    for (const listener of this.listeners) listener();
  }
}

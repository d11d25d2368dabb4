import type { EntityType } from '@/api';
import type { SlotState, WizardState } from './wizardState';

/**
 * A write that only moves a number (a check's or an upload's progress): listeners hear of it at
 * most every `progressIntervalMs`, and the settled state (what the page's structure depends on)
 * does not change with it.
 */
export type WriteKind = 'change' | 'progress';

/**
 * Hears of writes. `urgent` is false for a change that came from the work in the background (a
 * check or an upload that moved on, the service's answer): the page may draw those in a React
 * transition, in slices that leave the main thread free. The merchant's own actions are urgent: a
 * controlled field must show its new value in the same event, or React puts the old one back.
 */
export type StateListener = (urgent: boolean) => void;

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
  private readonly listeners = new Set<StateListener>();
  /** writes now come from the work in the background (see background) */
  private inBackground = 0;
  private cancelPending: (() => void) | null = null;

  constructor(initial: WizardState) {
    this.state = initial;
    this.settled = initial;
  }

  get = (): WizardState => this.state;

  getSettled = (): WizardState => this.settled;

  subscribe = (listener: StateListener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(patch: Partial<WizardState>, kind: WriteKind = 'change') {
    this.state = { ...this.state, ...patch };
    if (kind === 'progress') {
      this.cancelPending ??= later(() => this.notify(false));
      return;
    }
    this.settled = this.state;
    this.notify(this.inBackground === 0);
  }

  /**
   * Runs `write` as news from the work in the background (a worker's answer, an upload's event, the
   * service's record): what it writes is told as not urgent. Only what runs before `write` returns
   * counts, so a callback that awaits marks its later writes again.
   */
  background<T>(write: () => T): T {
    this.inBackground++;
    try {
      return write();
    } finally {
      this.inBackground--;
    }
  }

  updateSlot(entity: EntityType, patch: Partial<SlotState>, kind: WriteKind = 'change') {
    this.set({ slots: { ...this.state.slots, [entity]: { ...this.state.slots[entity], ...patch } } }, kind);
  }

  private notify(urgent: boolean) {
    this.cancelPending?.();
    this.cancelPending = null;
    for (const listener of this.listeners) listener(urgent);
  }
}

/** The snapshot before the start, taken beside the uploads: the store's start waits for it. */
import type { SnapshotKeep, SnapshotRun } from '@/features/snapshots';
import { previewSubjectsOf } from './slotRules';
import type { SnapshotState, WizardServices } from './wizardState';
import type { WizardStateCell } from './wizardStateCell';

export class SnapshotTaker {
  private run: SnapshotRun | null = null;
  /** whether the snapshot of the last start reads descriptions too (a retry takes it as it was asked) */
  describe = false;

  constructor(
    private readonly cell: WizardStateCell,
    private readonly services: Pick<WizardServices, 'takeSnapshot'>,
    /** false while the wizard is over: what a run ends with then changes nothing */
    private readonly live: () => boolean,
    /** the snapshot is taken: the start may go ahead */
    private readonly onTaken: () => void,
  ) {}

  /** Of the files the slots hold now; a run under way gives way to this one. */
  take(importRef: string, keep: SnapshotKeep) {
    this.run?.cancel();
    const subjects = previewSubjectsOf(this.cell.get());
    if (subjects.length === 0) return this.drop();
    this.cell.set({ snapshot: { status: 'taking', keep, progress: null } });
    const run = this.services.takeSnapshot(
      importRef,
      subjects,
      keep,
      (progress) => this.cell.set({ snapshot: { status: 'taking', keep, progress } }, 'progress'),
      this.describe,
    );
    this.run = run;
    const settle = (snapshot: SnapshotState) => {
      if (this.run !== run || !this.live()) return;
      this.run = null;
      this.cell.set({ snapshot });
      if (snapshot.status === 'taken') this.onTaken();
    };
    run.done.then(
      (manifest) => settle({ status: 'taken', keep, manifest }),
      (error: unknown) => settle({ status: 'failed', keep, error }),
    );
  }

  /** No snapshot for this start: a run under way stops. */
  drop() {
    this.run?.cancel();
    this.run = null;
    if (this.cell.get().snapshot.status !== 'none') this.cell.set({ snapshot: { status: 'none' } });
  }

  /** The wizard is over: the run under way stops. */
  cancel() {
    this.run?.cancel();
  }
}

import type { EntityType } from '@/contract';
import { describeError } from '@/lib/errors';
import { type FileCheck, readBlob } from '@/engine';
import { isTooLarge } from './slotRules';
import type { WizardStateCell } from './wizardStateCell';
import type { CheckState, FileChange, WizardServices } from './wizardState';


/** The slots' checks, each in a worker, cancelled when the slot moves on and remembered so that an upload can tell the file changed since. */
export class FileChecks {
  private readonly running = new Map<EntityType, FileCheck>();
  /** each slot's file as it was on disk when its check began: an upload compares it before sending */
  private readonly checkedAs = new Map<EntityType, { file: File; size: number; lastModified: number }>();

  constructor(
    private readonly cell: WizardStateCell,
    private readonly startFileCheck: WizardServices['startFileCheck'],
  ) {}

  start(entity: EntityType) {
    this.cancel(entity);
    const { file, strategy } = this.cell.get().slots[entity];
    // a file the service would refuse is not worth reading: the slot says it is too large instead
    if (!file || isTooLarge(file)) {
      this.cell.updateSlot(entity, { check: { status: 'idle' } });
      return;
    }
    // read before the check starts: bytes changed from here on make the check stale
    this.checkedAs.set(entity, { file, size: file.size, lastModified: file.lastModified });
    const check = this.startFileCheck(file, {
      entity,
      strategy,
      onProgress: (progress) => {
        if (this.running.get(entity) === check) this.cell.updateSlot(entity, { check: { status: 'checking', progress } }, 'progress');
      },
    });
    this.running.set(entity, check);
    this.cell.updateSlot(entity, { check: { status: 'checking', progress: null } });
    const settle = (outcome: CheckState) => {
      if (this.running.get(entity) !== check) return;
      this.running.delete(entity);
      this.cell.updateSlot(entity, { check: outcome });
    };
    check.result.then(
      (result) => settle({ status: 'done', result }),
      (error: unknown) => settle({ status: 'failed', message: describeError(error) }),
    );
  }

  cancel(entity: EntityType) {
    const running = this.running.get(entity);
    this.running.delete(entity);
    running?.cancel();
  }

  cancelAll() {
    for (const entity of [...this.running.keys()]) this.cancel(entity);
  }

  /** The slot's file is gone for good (the browser will not read it again): nothing of its check stays. */
  forget(entity: EntityType) {
    this.cancel(entity);
    this.checkedAs.delete(entity);
  }

  /**
   * A browser File is not a copy: an upload sends what is on disk at the time. Some browsers read
   * its size and date again each time; Chromium keeps them and refuses to read a file modified
   * since it was chosen. Both are asked: the size and date against the check's, and one byte read.
   */
  async changeSince(entity: EntityType, file: File): Promise<FileChange | null> {
    const checked = this.checkedAs.get(entity);
    if (!checked || checked.file !== file || checked.size !== file.size || checked.lastModified !== file.lastModified) return 'changed';
    try {
      await readBlob(file.slice(0, 1));
      return null;
    } catch {
      return 'unreadable';
    }
  }
}

import type { EntityType, UploadAddressRequest } from '@/api';
import { UploadQueue } from '@/features/imports/upload/uploadQueue';
import type { UploadState } from '@/features/imports/upload/uploadState';
import { uploadWithRetry } from '@/features/imports/upload/uploadWithRetry';
import type { FileChange, FileChecks } from './fileChecks';
import { isCatalogEntity, locationCodesFor } from './slotRules';
import type { WizardStateCell } from './wizardStateCell';
import type { WizardServices } from './wizardState';

/** Uploads running at once: enough to fill the line, few enough that each shows progress. */
const uploadConcurrency = 2;

interface UploadEvents {
  /** false once the wizard is over: late news from an upload is then ignored */
  live: () => boolean;
  /** the upload stopped before sending because the file changed on disk since its check */
  onChangedOnDisk: (entity: EntityType, change: FileChange) => void;
  /** the upload's state changed and is in the slot */
  onChanged: (entity: EntityType, upload: UploadState, before: UploadState | null) => void;
}

/**
 * The slots' uploads: each file to its own upload address, a few at a time, with retries, and
 * never bytes other than the ones checked. Writes each slot's upload state and the slots the
 * service now waits for.
 */
export class WizardUploads {
  private readonly queue: UploadQueue;
  /** slots whose upload stopped because the file changed on disk since its check, and how */
  private readonly changedOnDisk = new Map<EntityType, FileChange>();

  constructor(
    private readonly cell: WizardStateCell,
    private readonly services: Pick<WizardServices, 'requestUploadAddress' | 'putFile'>,
    private readonly checks: FileChecks,
    private readonly events: UploadEvents,
  ) {
    this.queue = new UploadQueue(uploadConcurrency, (key, upload) => this.onChange(key as EntityType, upload));
  }

  enqueue(importRef: string, entity: EntityType) {
    const slot = this.cell.get().slots[entity];
    const file = slot.file;
    if (!file) return;
    const body: UploadAddressRequest = {
      entity,
      importStrategy: slot.strategy,
      ...(isCatalogEntity(entity) ? { catalogCode: slot.catalogCode.trim() } : {}),
      ...locationCodesFor(slot),
    };
    this.queue.enqueue({
      key: entity,
      size: file.size,
      run: (signal, onEvent) =>
        uploadWithRetry({
          requestAddress: (s) => this.services.requestUploadAddress(importRef, body, s),
          put: async (url, s, onProgress) => {
            // every attempt, retries included: never send bytes that are not the ones checked
            const change = await this.checks.changeSince(entity, file);
            if (change) {
              this.changedOnDisk.set(entity, change);
              // never shown: the failure it causes becomes the slot's notice (onChange)
              throw new Error(`${file.name} changed on disk since its check`);
            }
            return this.services.putFile(url, file, { signal: s, onProgress });
          },
          signal,
          onEvent,
        }),
    });
  }

  cancel(entity: EntityType) {
    this.queue.cancel(entity);
  }

  cancelAll() {
    this.queue.cancelAll();
  }

  private onChange(entity: EntityType, upload: UploadState) {
    if (!this.events.live()) return;
    const change = this.changedOnDisk.get(entity);
    if (upload.status === 'failed' && change) {
      this.changedOnDisk.delete(entity);
      return this.events.onChangedOnDisk(entity, change);
    }
    const before = this.cell.get().slots[entity].upload;
    // more bytes sent is progress; anything else (a new status, a message) changes what the slot shows
    const moved = before?.status === 'uploading' && upload.status === 'uploading' && before.message === upload.message;
    this.cell.updateSlot(entity, { upload }, moved ? 'progress' : 'change');
    const { requested } = this.cell.get();
    if (upload.status === 'uploading' && !requested.includes(entity)) this.cell.set({ requested: [...requested, entity] });
    this.events.onChanged(entity, upload, before);
  }
}

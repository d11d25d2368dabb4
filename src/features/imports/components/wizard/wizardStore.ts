/**
 * The state of one run of the import wizard, and the work it starts: file checks in workers,
 * the import's creation, the uploads and the trigger. It lives outside React on purpose: that
 * work outlasts renders (and the page itself: see wizardRegistry), must be cancelled precisely
 * (a slot emptied mid-check, an upload cancelled), and the trigger must go out once whatever the
 * clicks. Components read it with useSyncExternalStore and call its actions.
 */
import { defaultCatalogCode, entityTypes } from '@/api/terms';
import type { EntityFile, EntityType, ImportRecord, ImportStrategy, UploadAddress, UploadAddressRequest } from '@/api';
import { errorMessage, isApiError } from '@/lib/errors';
import type { SlotPreset } from '@/features/imports/wizardPreset';
import type { putFile } from '@/features/imports/upload/putFile';
import { isActiveUpload, UploadQueue, type UploadState } from '@/features/imports/upload/uploadQueue';
import { uploadWithRetry } from '@/features/imports/upload/uploadWithRetry';
import type { CheckProgress, FileCheckResult } from '@/features/imports/validation/checkResult';
import { readBlob } from '@/features/imports/validation/readText';
import type { FileCheck, FileCheckOptions } from '@/features/imports/validation/startFileCheck';
import { awaitsFile, isCatalogEntity, isTooLarge, isUploadedOnServer, locationCodesFor, slotIsUploaded, slotSettings } from './slotRules';
import type { SavedWizard } from './wizardStorage';

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking'; progress: CheckProgress | null }
  | { status: 'done'; result: FileCheckResult }
  | { status: 'failed'; message: string };

export interface SlotState {
  entity: EntityType;
  strategy: ImportStrategy;
  catalogCode: string;
  /** inventory with the full strategy: the locations whose stock alone is replaced, as typed */
  locations: string;
  file: File | null;
  check: CheckState;
  /** a file offered to the slot that it did not take, and why */
  notice: string | null;
  /** the file chosen in an earlier visit (before a reload): its name and size, since the File is gone */
  remembered: { name: string; size: number } | null;
  upload: UploadState | null;
}

export type TriggerState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'started' }
  | { status: 'failed'; message: string };

export interface WizardState {
  importRef: string | null;
  slots: Record<EntityType, SlotState>;
  /** the service's latest record of the import's files, as the import's query has it */
  serverFiles: Partial<Record<EntityType, EntityFile>>;
  /** slots given an upload address in this visit: the service waits for their files */
  requested: readonly EntityType[];
  creating: boolean;
  createError: string | null;
  /** the merchant confirmed the files: the import starts by itself once every one is uploaded */
  autoStart: boolean;
  trigger: TriggerState;
}

/** The calls the store makes, injected so that tests can stand in for any of them. */
export interface WizardServices {
  createImport: () => Promise<ImportRecord>;
  requestUploadAddress: (importRef: string, body: UploadAddressRequest, signal: AbortSignal) => Promise<UploadAddress>;
  putFile: typeof putFile;
  triggerImport: (importRef: string) => Promise<void>;
  getImport: (importRef: string) => Promise<ImportRecord>;
  startFileCheck: (file: Blob, options: FileCheckOptions) => FileCheck;
  save: (importRef: string, saved: SavedWizard) => void;
  /** follows the service's record of the import (now and whenever it is fetched again); returns how to stop */
  watchImport: (importRef: string, onRecord: (record: ImportRecord) => void) => () => void;
  /** asks the service for the import's record again; the answer comes through watchImport */
  refreshImport: (importRef: string) => void;
  /** the import now has a reference */
  onCreated: (importRef: string) => void;
  /** the service accepted the trigger (or had it already) */
  onStarted: (importRef: string) => void;
}

export interface WizardSetup {
  importRef?: string | null;
  record?: ImportRecord | null;
  saved?: SavedWizard | null;
  preset?: readonly SlotPreset[];
}

/** What a file looked like on disk when its check began: an upload compares it before sending. */
interface Fingerprint {
  file: File;
  size: number;
  lastModified: number;
}

/** How a file differs from what its check read: other bytes, or bytes the browser no longer lets us read. */
type FileChange = 'changed' | 'unreadable';

/** the merchant's words for a file that changed on disk after its check */
export const changedOnDiskNotice = (name: string, change: FileChange) =>
  change === 'changed'
    ? `${name} changed on disk after it was checked, so it was not uploaded. It is being checked again: look at the result and start the import again.`
    : `${name} changed on disk after it was checked, so it was not uploaded. Choose it again to check what it holds now, then start the import again.`;

/** Uploads running at once: enough to fill the line, few enough that each shows progress. */
export const uploadConcurrency = 2;

const initialSlots = ({ record, saved, preset }: WizardSetup): Record<EntityType, SlotState> => {
  const slots = {} as Record<EntityType, SlotState>;
  for (const entity of entityTypes) {
    // a file the service has shows the service's settings (slotSettings); a slot still waiting for
    // its file starts from the merchant's last choice, else from what the upload address was asked with
    const server = record?.entityFiles.find((f) => f.entity === entity);
    const kept = saved?.slots.find((s) => s.entity === entity);
    const wanted = preset?.find((p) => p.entity === entity);
    slots[entity] = {
      entity,
      strategy: kept?.strategy ?? server?.importStrategy ?? wanted?.importStrategy ?? 'full',
      catalogCode: kept?.catalogCode ?? server?.catalogCode ?? wanted?.catalogCode ?? defaultCatalogCode,
      locations: kept?.locations ?? '',
      file: null,
      check: { status: 'idle' },
      notice: null,
      remembered: kept?.fileName ? { name: kept.fileName, size: kept.fileSize ?? 0 } : null,
      upload: null,
    };
  }
  return slots;
};

const serverFilesOf = (record: ImportRecord | null | undefined) => {
  const files: Partial<Record<EntityType, EntityFile>> = {};
  for (const f of record?.entityFiles ?? []) files[f.entity] = f;
  return files;
};

/** One file of the selection the merchant confirmed, as it was then. */
interface Selected {
  file: File | null;
  strategy: ImportStrategy;
  catalogCode: string | undefined;
  locationCodes: readonly string[];
}

export class WizardStore {
  private state: WizardState;
  private readonly listeners = new Set<() => void>();
  private readonly checks = new Map<EntityType, FileCheck>();
  private readonly uploads: UploadQueue;
  private triggerAttempted: boolean;
  private triggerInFlight = false;
  private creatingNow = false;
  /** the files, with their settings, that the merchant confirmed with the button; null when not armed */
  private confirmed: Map<EntityType, Selected> | null = null;
  private unwatch: (() => void) | null = null;
  private disposed = false;
  /** each slot's file as its check found it on disk */
  private readonly checkedAs = new Map<EntityType, Fingerprint>();
  /** slots whose upload stopped because the file changed on disk since its check, and how */
  private readonly changedOnDisk = new Map<EntityType, FileChange>();

  constructor(
    private readonly services: WizardServices,
    setup: WizardSetup = {},
  ) {
    this.state = {
      importRef: setup.importRef ?? setup.record?.importRef ?? null,
      slots: initialSlots(setup),
      serverFiles: serverFilesOf(setup.record),
      requested: [],
      creating: false,
      createError: null,
      autoStart: false,
      trigger: { status: 'idle' },
    };
    this.triggerAttempted = setup.saved?.triggerAttempted ?? false;
    this.uploads = new UploadQueue(uploadConcurrency, (key, upload) => this.onUploadChange(key as EntityType, upload));
    if (this.state.importRef) this.watch(this.state.importRef);
  }

  // ---- reading

  getState = (): WizardState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Something runs that a page unload would cut: the import's creation, an upload, the trigger. */
  isBusy() {
    const { creating, slots, trigger } = this.state;
    return creating || trigger.status === 'starting' || entityTypes.some((entity) => isActiveUpload(slots[entity].upload ?? undefined));
  }

  private set(patch: Partial<WizardState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private updateSlot(entity: EntityType, patch: Partial<SlotState>) {
    this.set({ slots: { ...this.state.slots, [entity]: { ...this.state.slots[entity], ...patch } } });
  }

  private watch(importRef: string) {
    this.unwatch?.();
    this.unwatch = this.services.watchImport(importRef, (record) => {
      if (!this.disposed && record.importRef === this.state.importRef) this.set({ serverFiles: serverFilesOf(record) });
    });
  }

  private stopWatching() {
    this.unwatch?.();
    this.unwatch = null;
  }

  // ---- choosing files

  chooseFile(entity: EntityType, file: File) {
    if (this.isLocked(entity)) return;
    this.updateSlot(entity, { file, notice: null, remembered: null, upload: null });
    this.startCheck(entity);
    this.persist();
  }

  clearFile(entity: EntityType) {
    if (this.isLocked(entity)) return;
    this.cancelCheck(entity);
    this.updateSlot(entity, { file: null, check: { status: 'idle' }, notice: null, remembered: null, upload: null });
    this.persist();
  }

  /** A drop the slot refused (two files, not .json): say so and keep what the slot had. */
  refuseDrop(entity: EntityType, notice: string) {
    this.updateSlot(entity, { notice });
  }

  dismissNotice(entity: EntityType) {
    this.updateSlot(entity, { notice: null });
  }

  setStrategy(entity: EntityType, strategy: ImportStrategy) {
    if (this.isLocked(entity) || this.state.slots[entity].strategy === strategy) return;
    this.updateSlot(entity, { strategy });
    // the rules depend on the strategy (importType is allowed only in partial files)
    if (this.state.slots[entity].file) this.startCheck(entity);
    this.persist();
  }

  setCatalogCode(entity: EntityType, catalogCode: string) {
    if (this.isLocked(entity)) return;
    this.updateSlot(entity, { catalogCode });
    this.persist();
  }

  setLocations(entity: EntityType, locations: string) {
    if (this.isLocked(entity)) return;
    this.updateSlot(entity, { locations });
    this.persist();
  }

  /** Moves a file dropped on the wrong slot to the one it belongs to. */
  moveFile(from: EntityType, to: EntityType) {
    const file = this.state.slots[from].file;
    if (!file || this.isLocked(from) || this.isLocked(to)) return;
    this.clearFile(from);
    this.chooseFile(to, file);
  }

  /**
   * A slot cannot change while its file is on its way or already with the service. The other
   * slots stay open during uploads: a file chosen then waits for its own upload (and confirmation)
   * before the import may start.
   */
  isLocked(entity: EntityType) {
    const slot = this.state.slots[entity];
    if (isActiveUpload(slot.upload ?? undefined) || slot.upload?.status === 'done') return true;
    if (isUploadedOnServer(this.state.serverFiles[entity])) return true;
    return this.state.creating || this.state.trigger.status === 'starting' || this.state.trigger.status === 'started';
  }

  private startCheck(entity: EntityType) {
    this.cancelCheck(entity);
    const { file, strategy } = this.state.slots[entity];
    // a file the service would refuse is not worth reading: the slot says it is too large instead
    if (!file || isTooLarge(file)) {
      this.updateSlot(entity, { check: { status: 'idle' } });
      return;
    }
    // read before the check starts: bytes changed from here on make the check stale
    this.checkedAs.set(entity, { file, size: file.size, lastModified: file.lastModified });
    const check = this.services.startFileCheck(file, {
      entity,
      strategy,
      onProgress: (progress) => {
        if (this.checks.get(entity) === check) this.updateSlot(entity, { check: { status: 'checking', progress } });
      },
    });
    this.checks.set(entity, check);
    this.updateSlot(entity, { check: { status: 'checking', progress: null } });
    check.result.then(
      (result) => {
        if (this.checks.get(entity) !== check) return;
        this.checks.delete(entity);
        this.updateSlot(entity, { check: { status: 'done', result } });
      },
      (error: unknown) => {
        if (this.checks.get(entity) !== check) return;
        this.checks.delete(entity);
        this.updateSlot(entity, { check: { status: 'failed', message: errorMessage(error) } });
      },
    );
  }

  private cancelCheck(entity: EntityType) {
    const running = this.checks.get(entity);
    this.checks.delete(entity);
    running?.cancel();
  }

  // ---- uploading and starting

  /**
   * Creates the import if there is none yet, uploads every chosen file that is not uploaded or on
   * its way, and starts the import once all of them are. The caller has checked the plan and had
   * any deletions confirmed: what is chosen now is what may start by itself.
   */
  async start() {
    if (this.creatingNow || this.triggerInFlight || this.disposed) return;
    this.confirmed = this.selection();
    this.set({ autoStart: true });
    let importRef = this.state.importRef;
    if (!importRef) {
      this.creatingNow = true;
      this.set({ creating: true, createError: null });
      try {
        importRef = (await this.services.createImport()).importRef;
      } catch (e) {
        this.confirmed = null;
        this.set({ creating: false, autoStart: false, createError: `The import could not be created: ${errorMessage(e)}` });
        return;
      } finally {
        this.creatingNow = false;
      }
      if (this.disposed) return;
      this.set({ importRef, creating: false });
      this.watch(importRef);
      this.persist();
      this.services.onCreated(importRef);
    }
    const toUpload = entityTypes.filter((entity) => this.needsUpload(entity));
    if (toUpload.length === 0) return this.maybeTrigger();
    for (const entity of toUpload) this.enqueueUpload(importRef, entity);
  }

  cancelUpload(entity: EntityType) {
    this.uploads.cancel(entity);
  }

  /** Sends the slot's file again; the import then starts by itself only if nothing changed since it was confirmed. */
  retryUpload(entity: EntityType) {
    const importRef = this.state.importRef;
    if (!importRef || !this.state.slots[entity].file || this.disposed) return;
    this.enqueueUpload(importRef, entity);
  }

  private needsUpload(entity: EntityType) {
    const slot = this.state.slots[entity];
    return slot.file !== null && !isActiveUpload(slot.upload ?? undefined) && !slotIsUploaded(this.state, entity);
  }

  private enqueueUpload(importRef: string, entity: EntityType) {
    const slot = this.state.slots[entity];
    const file = slot.file;
    if (!file) return;
    const body: UploadAddressRequest = {
      entity,
      importStrategy: slot.strategy,
      ...(isCatalogEntity(entity) ? { catalogCode: slot.catalogCode.trim() } : {}),
      ...locationCodesFor(slot),
    };
    this.uploads.enqueue({
      key: entity,
      size: file.size,
      run: (signal, onEvent) =>
        uploadWithRetry({
          requestAddress: (s) => this.services.requestUploadAddress(importRef, body, s),
          put: async (url, s, onProgress) => {
            // every attempt, retries included: never send bytes that are not the ones checked
            const change = await this.fileChangeSinceCheck(entity, file);
            if (change) {
              this.changedOnDisk.set(entity, change);
              throw new Error(changedOnDiskNotice(file.name, change));
            }
            return this.services.putFile(url, file, { signal: s, onProgress });
          },
          signal,
          onEvent,
        }),
    });
  }

  /**
   * A browser File is not a copy: an upload sends what is on disk at the time. Some browsers read
   * its size and date again each time; Chromium keeps them and refuses to read a file modified
   * since it was chosen. Both are asked: the size and date against the check's, and one byte read.
   */
  private async fileChangeSinceCheck(entity: EntityType, file: File): Promise<FileChange | null> {
    const checked = this.checkedAs.get(entity);
    if (!checked || checked.file !== file || checked.size !== file.size || checked.lastModified !== file.lastModified) return 'changed';
    try {
      await readBlob(file.slice(0, 1));
      return null;
    } catch {
      return 'unreadable';
    }
  }

  /** The upload stopped because the file changed: check it again (or ask for it again) and wait for a new confirmation. */
  private recheckChangedFile(entity: EntityType, change: FileChange) {
    this.changedOnDisk.delete(entity);
    const file = this.state.slots[entity].file;
    this.confirmed = null;
    this.set({ autoStart: false });
    const notice = file ? changedOnDiskNotice(file.name, change) : null;
    if (change === 'changed') {
      this.updateSlot(entity, { upload: null, notice });
      this.startCheck(entity);
    } else {
      // the browser will not read this File again: only choosing the file anew gives its new bytes
      this.cancelCheck(entity);
      this.checkedAs.delete(entity);
      this.updateSlot(entity, { file: null, check: { status: 'idle' }, upload: null, notice });
      this.persist();
    }
  }

  private onUploadChange(entity: EntityType, upload: UploadState) {
    if (this.disposed) return;
    const change = this.changedOnDisk.get(entity);
    if (upload.status === 'failed' && change) return this.recheckChangedFile(entity, change);
    const before = this.state.slots[entity].upload;
    this.updateSlot(entity, { upload });
    if (upload.status === 'uploading' && !this.state.requested.includes(entity)) this.set({ requested: [...this.state.requested, entity] });
    // an upload that ended changes what the service holds (a file, or a slot that waits for one): ask it
    const ended = !isActiveUpload(upload) && isActiveUpload(before ?? undefined);
    if (ended && this.state.importRef) this.services.refreshImport(this.state.importRef);
    if (upload.status === 'done') void this.maybeTrigger();
  }

  /** The files the import would take now, each with its settings. */
  private selection() {
    const selected = new Map<EntityType, Selected>();
    for (const entity of entityTypes) {
      const slot = this.state.slots[entity];
      if (!slot.file && !slotIsUploaded(this.state, entity) && !awaitsFile(this.state, entity)) continue;
      selected.set(entity, { file: slot.file, ...slotSettings(this.state, entity) });
    }
    return selected;
  }

  private static sameSelection(a: Map<EntityType, Selected>, b: Map<EntityType, Selected>) {
    if (a.size !== b.size) return false;
    for (const [entity, x] of a) {
      const y = b.get(entity);
      if (!y || x.file !== y.file || x.strategy !== y.strategy || x.catalogCode !== y.catalogCode) return false;
      if (x.locationCodes.join('\n') !== y.locationCodes.join('\n')) return false;
    }
    return true;
  }

  /**
   * Every file of the import is with the service: start it, if what is there is what the merchant
   * confirmed. A file chosen, or a setting changed, after the confirmation waits for the button.
   */
  private async maybeTrigger() {
    if (!this.confirmed || this.disposed) return;
    const statuses = entityTypes.map((entity) => this.uploadStatus(entity));
    if (statuses.includes('pending') || !statuses.includes('uploaded')) return;
    const confirmed = WizardStore.sameSelection(this.confirmed, this.selection());
    this.confirmed = null;
    this.set({ autoStart: false });
    if (confirmed) await this.trigger();
  }

  /** A slot the merchant put a file in, or the service waits for, is pending until its file is uploaded. */
  private uploadStatus(entity: EntityType): 'none' | 'pending' | 'uploaded' {
    const slot = this.state.slots[entity];
    if (slotIsUploaded(this.state, entity)) return 'uploaded';
    if (slot.file || slot.upload || awaitsFile(this.state, entity)) return 'pending';
    return 'none';
  }

  /**
   * Starts the import, once. A second call while one is out does nothing; a call after an
   * attempt whose outcome is unknown (timeout, 5xx, a reload) first asks the service whether
   * the import already started.
   */
  async trigger() {
    const importRef = this.state.importRef;
    if (!importRef || this.triggerInFlight || this.disposed) return;
    this.triggerInFlight = true;
    this.set({ trigger: { status: 'starting' } });
    try {
      if (this.triggerAttempted && (await this.alreadyStarted(importRef))) return this.started(importRef);
      this.triggerAttempted = true;
      this.persist();
      await this.services.triggerImport(importRef);
      this.started(importRef);
    } catch (e) {
      if (isApiError(e) && e.kind === 'conflict' && (await this.alreadyStarted(importRef).catch(() => false))) return this.started(importRef);
      this.set({ trigger: { status: 'failed', message: `The import could not be started: ${errorMessage(e)}` } });
    } finally {
      this.triggerInFlight = false;
    }
  }

  private async alreadyStarted(importRef: string) {
    const record = await this.services.getImport(importRef);
    return record.status !== 'new';
  }

  private started(importRef: string) {
    // from here the page follows the import through its own query
    this.stopWatching();
    this.set({ trigger: { status: 'started' } });
    this.services.onStarted(importRef);
  }

  private persist() {
    const { importRef, slots } = this.state;
    if (!importRef) return;
    this.services.save(importRef, {
      triggerAttempted: this.triggerAttempted,
      slots: entityTypes
        .map((entity) => slots[entity])
        .filter((s) => s.file || s.remembered)
        .map((s) => ({
          entity: s.entity,
          strategy: s.strategy,
          catalogCode: s.catalogCode,
          ...(s.locations ? { locations: s.locations } : {}),
          fileName: s.file?.name ?? s.remembered?.name ?? null,
          fileSize: s.file?.size ?? s.remembered?.size ?? null,
        })),
    });
  }

  /** Stops every check and upload and stops following the import: the wizard is over (sign-out, or it started). */
  dispose() {
    this.disposed = true;
    this.stopWatching();
    for (const entity of [...this.checks.keys()]) this.cancelCheck(entity);
    this.uploads.cancelAll();
  }

  /** The page came back (React's StrictMode mounts twice): accept work again. */
  revive() {
    if (!this.disposed) return;
    this.disposed = false;
    if (this.state.importRef && this.state.trigger.status !== 'started') this.watch(this.state.importRef);
  }
}

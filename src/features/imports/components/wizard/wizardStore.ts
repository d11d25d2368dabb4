/**
 * The state of one run of the import wizard, and the work it starts: file checks in workers,
 * the import's creation, the uploads and the trigger. It lives outside React on purpose: that
 * work outlasts renders and must be cancelled precisely (a slot emptied mid-check, an upload
 * cancelled), and the trigger must go out once whatever the clicks. Components read it with
 * useSyncExternalStore (useWizardState) and call its actions.
 */
import {
  catalogEntities,
  defaultCatalogCode,
  entityTypes,
  type EntityFile,
  type EntityType,
  type ImportRecord,
  type ImportStrategy,
  type UploadAddress,
  type UploadAddressRequest,
} from '../../../../api';
import { errorMessage, isApiError } from '../../../../lib/errors';
import type { SlotPreset } from '../../wizardPreset';
import { putFile } from '../../upload/putFile';
import { isActiveUpload, UploadQueue, type UploadState } from '../../upload/uploadQueue';
import { uploadWithRetry } from '../../upload/uploadWithRetry';
import type { CheckProgress, FileCheckResult } from '../../validation/checkResult';
import { fileIsUsable } from '../../validation/checkResult';
import type { FileCheck, FileCheckOptions } from '../../validation/startFileCheck';
import { entityWords } from './entityWords';
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
  file: File | null;
  check: CheckState;
  /** a file offered to the slot that it did not take, and why */
  notice: string | null;
  /** the file chosen before a reload: its name and size, since the File is gone */
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
  /** what the service held for this import when the wizard opened it */
  serverFiles: Partial<Record<EntityType, EntityFile>>;
  /** slots given an upload address in this visit: the service waits for their files */
  requested: readonly EntityType[];
  creating: boolean;
  createError: string | null;
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
  /** the import now has a reference: put it in the page's address */
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

/** Uploads running at once: enough to fill the line, few enough that each shows progress. */
export const uploadConcurrency = 2;

const isCatalogEntity = (entity: EntityType) => catalogEntities.includes(entity);
export const isUploadedOnServer = (f: EntityFile | undefined) => f !== undefined && f.status !== 'awaitingUpload';

const initialSlots = ({ record, saved, preset }: WizardSetup): Record<EntityType, SlotState> => {
  const slots = {} as Record<EntityType, SlotState>;
  for (const entity of entityTypes) {
    const server = record?.entityFiles.find((f) => f.entity === entity);
    const kept = saved?.slots.find((s) => s.entity === entity);
    const wanted = preset?.find((p) => p.entity === entity);
    slots[entity] = {
      entity,
      strategy: server?.importStrategy ?? kept?.strategy ?? wanted?.importStrategy ?? 'full',
      catalogCode: server?.catalogCode ?? kept?.catalogCode ?? wanted?.catalogCode ?? defaultCatalogCode,
      file: null,
      check: { status: 'idle' },
      notice: null,
      remembered: kept?.fileName ? { name: kept.fileName, size: kept.fileSize ?? 0 } : null,
      upload: null,
    };
  }
  return slots;
};

export class WizardStore {
  private state: WizardState;
  private readonly listeners = new Set<() => void>();
  private readonly checks = new Map<EntityType, FileCheck>();
  private readonly uploads: UploadQueue;
  private triggerAttempted: boolean;
  private triggerInFlight = false;
  private creatingNow = false;
  private autoTrigger = false;
  private disposed = false;

  constructor(
    private readonly services: WizardServices,
    setup: WizardSetup = {},
  ) {
    const serverFiles: Partial<Record<EntityType, EntityFile>> = {};
    for (const f of setup.record?.entityFiles ?? []) serverFiles[f.entity] = f;
    this.state = {
      importRef: setup.importRef ?? setup.record?.importRef ?? null,
      slots: initialSlots(setup),
      serverFiles,
      requested: [],
      creating: false,
      createError: null,
      trigger: { status: 'idle' },
    };
    this.triggerAttempted = setup.saved?.triggerAttempted ?? false;
    this.uploads = new UploadQueue(uploadConcurrency, (key, upload) => this.onUploadChange(key as EntityType, upload));
  }

  // ---- reading

  getState = (): WizardState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<WizardState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private updateSlot(entity: EntityType, patch: Partial<SlotState>) {
    this.set({ slots: { ...this.state.slots, [entity]: { ...this.state.slots[entity], ...patch } } });
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

  /** Moves a file dropped on the wrong slot to the one it belongs to. */
  moveFile(from: EntityType, to: EntityType) {
    const file = this.state.slots[from].file;
    if (!file || this.isLocked(from) || this.isLocked(to)) return;
    this.clearFile(from);
    this.chooseFile(to, file);
  }

  /** A slot cannot change while its file is on its way or already with the service. */
  isLocked(entity: EntityType) {
    const slot = this.state.slots[entity];
    if (isActiveUpload(slot.upload ?? undefined) || slot.upload?.status === 'done') return true;
    if (isUploadedOnServer(this.state.serverFiles[entity])) return true;
    return this.state.creating || this.state.trigger.status === 'starting' || this.state.trigger.status === 'started';
  }

  private startCheck(entity: EntityType) {
    this.cancelCheck(entity);
    const { file, strategy } = this.state.slots[entity];
    if (!file) return;
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
   * Creates the import if there is none yet, uploads every chosen file that is not uploaded,
   * and starts the import once all of them are. The caller has checked `importPlan(...).ready`
   * and had any deletions confirmed.
   */
  async start() {
    if (this.creatingNow || this.triggerInFlight || this.disposed) return;
    let importRef = this.state.importRef;
    if (!importRef) {
      this.creatingNow = true;
      this.set({ creating: true, createError: null });
      try {
        importRef = (await this.services.createImport()).importRef;
      } catch (e) {
        this.set({ creating: false, createError: `The import could not be created: ${errorMessage(e)}` });
        return;
      } finally {
        this.creatingNow = false;
      }
      if (this.disposed) return;
      this.set({ importRef, creating: false });
      this.persist();
      this.services.onCreated(importRef);
    }
    const toUpload = entityTypes.filter((entity) => this.needsUpload(entity));
    this.autoTrigger = true;
    if (toUpload.length === 0) return this.maybeTrigger();
    for (const entity of toUpload) this.enqueueUpload(importRef, entity);
  }

  cancelUpload(entity: EntityType) {
    this.autoTrigger = false;
    this.uploads.cancel(entity);
  }

  retryUpload(entity: EntityType) {
    const importRef = this.state.importRef;
    if (!importRef || !this.state.slots[entity].file) return;
    this.autoTrigger = true;
    this.enqueueUpload(importRef, entity);
  }

  private needsUpload(entity: EntityType) {
    const slot = this.state.slots[entity];
    return slot.file !== null && slot.upload?.status !== 'done' && !isActiveUpload(slot.upload ?? undefined) && !isUploadedOnServer(this.state.serverFiles[entity]);
  }

  private enqueueUpload(importRef: string, entity: EntityType) {
    const slot = this.state.slots[entity];
    const file = slot.file;
    if (!file) return;
    const body: UploadAddressRequest = {
      entity,
      importStrategy: slot.strategy,
      ...(isCatalogEntity(entity) ? { catalogCode: slot.catalogCode.trim() } : {}),
    };
    this.uploads.enqueue({
      key: entity,
      size: file.size,
      run: (signal, onEvent) =>
        uploadWithRetry({
          requestAddress: (s) => this.services.requestUploadAddress(importRef, body, s),
          put: (url, s, onProgress) => this.services.putFile(url, file, { signal: s, onProgress }),
          signal,
          onEvent,
        }),
    });
  }

  private onUploadChange(entity: EntityType, upload: UploadState) {
    if (this.disposed) return;
    this.updateSlot(entity, { upload });
    if (upload.status === 'uploading' && !this.state.requested.includes(entity)) this.set({ requested: [...this.state.requested, entity] });
    if (upload.status === 'done') void this.maybeTrigger();
  }

  /** Every file of the import is with the service: start it, unless the merchant stopped something. */
  private async maybeTrigger() {
    if (!this.autoTrigger) return;
    const plan = entityTypes.map((entity) => this.uploadStatus(entity));
    if (plan.some((s) => s === 'pending')) return;
    if (!plan.includes('uploaded')) return;
    this.autoTrigger = false;
    await this.trigger();
  }

  private uploadStatus(entity: EntityType): 'none' | 'pending' | 'uploaded' {
    const slot = this.state.slots[entity];
    if (slot.upload?.status === 'done' || isUploadedOnServer(this.state.serverFiles[entity])) return 'uploaded';
    if (slot.upload || this.state.serverFiles[entity] || this.state.requested.includes(entity)) return 'pending';
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
          fileName: s.file?.name ?? s.remembered?.name ?? null,
          fileSize: s.file?.size ?? s.remembered?.size ?? null,
        })),
    });
  }

  /** Stops every check and upload: the page is going away. */
  dispose() {
    this.disposed = true;
    for (const entity of [...this.checks.keys()]) this.cancelCheck(entity);
    this.uploads.cancelAll();
  }

  /** The page came back (React's StrictMode mounts twice): accept work again. */
  revive() {
    this.disposed = false;
  }
}

/** Whether a slot's file passed its check and may be uploaded. */
export const checkPassed = (slot: SlotState) => slot.check.status === 'done' && fileIsUsable(slot.check.result);

export const slotTitle = (entity: EntityType) => entityWords[entity].title;

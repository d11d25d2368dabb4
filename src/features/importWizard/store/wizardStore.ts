/** One run of the import wizard outside React (docs/architecture.md#the-wizards-store-lives-outside-react): checks, uploads, one start. */
import { defaultCatalogCode, entityTypes } from '@/contract/terms';
import type { EntityFile, EntityType, ImportRecord, ImportStrategy, UploadAddressRequest } from '@/contract';
import { isActiveUpload, UploadQueue, type UploadState } from '@/features/importWizard/upload/uploadQueue';
import { uploadWithRetry } from '@/features/importWizard/upload/uploadWithRetry';
import { FileChecks } from './fileChecks';
import { SheetReads } from './sheetReads';
import { isApiError } from '@/lib/errors';
import { isCatalogEntity, locationCodesFor, slotIsLocked, slotIsUploaded, slotSettings, takesPart } from './slotRules';
import { SnapshotTaker } from './snapshotTaker';
import { sameItems, WizardStateCell, type WizardListener } from './wizardStateCell';
import type { FileChange, SlotNoticeReason, SlotState, WizardServices, WizardSetup, WizardState } from './wizardState';
import type { SnapshotKeep } from '@/features/snapshots';
import { isSheetFileName, type SheetChoice } from '@/engine';
import { yieldToMain } from '@/lib/yieldToMain';

// a file the service has shows the service's settings (slotSettings); a slot still waiting for
// its file starts from the merchant's last choice, else from what the upload address was asked with
const initialSlot = ({ record, saved, preset }: WizardSetup, entity: EntityType): SlotState => {
  const server = record?.entityFiles.find((f) => f.entity === entity);
  const kept = saved?.slots.find((s) => s.entity === entity);
  const wanted = preset?.find((p) => p.entity === entity);
  return {
    entity,
    strategy: kept?.strategy ?? server?.importStrategy ?? wanted?.importStrategy ?? 'full',
    catalogCode: kept?.catalogCode ?? server?.catalogCode ?? wanted?.catalogCode ?? defaultCatalogCode,
    locations: kept?.locations ?? '',
    file: null,
    sheet: null,
    check: { status: 'idle' },
    notice: null,
    remembered: kept?.fileName ? { name: kept.fileName, size: kept.fileSize ?? 0 } : null,
    upload: null,
  };
};

/** Uploads running at once: enough to fill the line, few enough that each shows progress. */
const uploadConcurrency = 2;

/** The files the import would take now, each with its settings, as one flat list to compare item by item. */
const selectionOf = (state: WizardState) =>
  entityTypes.flatMap((entity) => {
    if (!takesPart(state, entity)) return [];
    const { strategy, catalogCode, locationCodes } = slotSettings(state, entity);
    return [entity, state.slots[entity].file, strategy, catalogCode, locationCodes.join('\n')];
  });

const serverFilesOf = (record: ImportRecord | null | undefined): Partial<Record<EntityType, EntityFile>> =>
  Object.fromEntries((record?.entityFiles ?? []).map((f) => [f.entity, f]));

export class WizardStore {
  private readonly cell: WizardStateCell;
  private readonly checks: FileChecks;
  private readonly sheets: SheetReads;
  private readonly uploads = new UploadQueue(uploadConcurrency, (key, upload) => this.onUploadChange(key as EntityType, upload));
  /** slots whose upload stopped because the file changed on disk since its check, and how */
  private readonly changedOnDisk = new Map<EntityType, FileChange>();
  /** the files, with their settings, that the merchant confirmed with the button; null when not armed */
  private confirmed: unknown[] | null = null;
  private triggering = false;
  /** an attempt to start went out, in this visit or an earlier one */
  private triggerAttempted: boolean;
  private unwatch: (() => void) | null = null;
  private disposed = false;
  private readonly snapshot: SnapshotTaker;

  constructor(
    private readonly services: WizardServices,
    setup: WizardSetup = {},
  ) {
    this.cell = new WizardStateCell({
      changes: 0,
      importRef: setup.record?.importRef ?? null,
      slots: Object.fromEntries(entityTypes.map((entity) => [entity, initialSlot(setup, entity)])) as Record<EntityType, SlotState>,
      serverFiles: serverFilesOf(setup.record),
      requested: [],
      creating: false,
      createError: null,
      autoStart: false,
      snapshotChoice: null,
      snapshotDescriptions: null,
      snapshot: { status: 'none' },
      undoOf: null,
      trigger: { status: 'idle' },
    });
    this.checks = new FileChecks(this.cell, services.startFileCheck);
    this.sheets = new SheetReads(this.cell, services, (entity, file) => this.takeFile(entity, file));
    this.snapshot = new SnapshotTaker(this.cell, services, () => !this.disposed, () => void this.whenUploaded());
    this.triggerAttempted = setup.saved?.triggerAttempted ?? false;
    const importRef = this.cell.get().importRef;
    if (importRef) this.watch(importRef);
  }

  getState = (): WizardState => this.cell.get();

  subscribe = (listener: WizardListener) => this.cell.subscribe(listener);

  /** Something runs that a page unload would cut: the import's creation, an upload, the trigger. */
  isBusy() {
    const { creating, slots, trigger, snapshot } = this.cell.get();
    return creating || trigger.status === 'starting' || snapshot.status === 'taking' || entityTypes.some((entity) => isActiveUpload(slots[entity].upload));
  }

  /** A slot cannot change while its file is on its way or with the service (`slotIsLocked`). */
  isLocked(entity: EntityType) {
    return slotIsLocked(this.cell.get(), entity);
  }

  private watch(importRef: string) {
    this.unwatch?.();
    this.unwatch = this.services.watchImport(importRef, (record) => {
      if (!this.disposed && record.importRef === this.cell.get().importRef) this.cell.set({ serverFiles: serverFilesOf(record) });
    });
  }

  private stopWatching() {
    this.unwatch?.();
    this.unwatch = null;
  }

  /** A JSON file is checked as it is; a spreadsheet is read first, and the import file its rows become is checked. */
  chooseFile(entity: EntityType, file: File) {
    if (this.isLocked(entity)) return;
    this.checks.cancel(entity);
    if (!/\.json$/i.test(file.name) && isSheetFileName(file.name)) {
      this.cell.updateSlot(entity, { notice: null, remembered: null, upload: null });
      this.sheets.start(entity, file);
      this.splitWorkbook(entity, file);
      return;
    }
    this.sheets.cancel(entity);
    this.cell.updateSlot(entity, { sheet: null });
    this.takeFile(entity, file);
  }

  /** The file the slot uploads, checked now: a JSON file as chosen, or the one a sheet became. */
  private takeFile(entity: EntityType, file: File) {
    this.cell.updateSlot(entity, { file, notice: null, remembered: null, upload: null });
    this.checks.start(entity);
    this.persist();
  }

  /**
   * A workbook dropped on one slot also fills the empty slots its other sheets look like (by their names
   * and headers, the same cautious guess a JSON file gets): each slot reads its own sheet and can take another.
   */
  private splitWorkbook(dropped: EntityType, file: File) {
    if (!/\.xlsx$|\.xlsm$/i.test(file.name)) return;
    const run = this.sheets.running(dropped);
    void run?.result.then(
      (conversion) => {
        for (const [sheetName, guess] of Object.entries(conversion.sheetGuesses)) {
          if (!guess || guess === dropped || sheetName === conversion.sheetName || this.disposed) continue;
          const slot = this.cell.get().slots[guess];
          if (slot.file || slot.sheet || this.isLocked(guess)) continue;
          this.sheets.start(guess, file, { sheetName });
        }
      },
      () => {},
    );
  }

  /** The slot's spreadsheet read again with another sheet, header row or columns' fields; the check follows. */
  rereadSheet(entity: EntityType, choice: Partial<SheetChoice>) {
    const sheet = this.cell.get().slots[entity].sheet;
    if (!sheet || this.isLocked(entity)) return;
    this.checks.cancel(entity);
    this.sheets.start(entity, sheet.source, { ...sheet.choice, ...choice });
  }

  /** The cells of the slot's sheet's rows (1-based), as corrected: what the grid of rows shows. */
  sheetRows(entity: EntityType, rowNumbers: readonly number[]): Promise<string[][]> {
    return this.sheets.rows(entity, rowNumbers);
  }

  /** The slot's spreadsheet as the merchant corrected it; null when the slot holds none. */
  correctedSheet(entity: EntityType): Promise<Blob> | null {
    return this.cell.get().slots[entity].sheet?.conversion ? this.sheets.corrected(entity) : null;
  }

  /** The files are confirmed: each sheet's mapping is kept, to be applied by itself to the next sheet with its headers. */
  private rememberSheetMappings() {
    for (const entity of entityTypes) {
      const { sheet, file } = this.cell.get().slots[entity];
      const conversion = sheet?.status === 'read' ? sheet.conversion : null;
      if (!conversion || !file) continue;
      this.services.rememberSheetMapping({
        entity,
        source: conversion.sheetName ? `${conversion.fileName} (${conversion.sheetName})` : conversion.fileName,
        headers: conversion.columns.map((c) => c.header),
        mapping: conversion.mapping,
        valueMaps: conversion.valueMaps,
      });
    }
  }

  clearFile(entity: EntityType) {
    if (this.isLocked(entity)) return;
    this.checks.cancel(entity);
    this.sheets.cancel(entity);
    this.cell.updateSlot(entity, { file: null, sheet: null, check: { status: 'idle' }, notice: null, remembered: null, upload: null });
    this.persist();
  }

  /** A drop the slot refused (two files, not .json): say so and keep what the slot had. */
  refuseDrop(entity: EntityType, notice: SlotNoticeReason) {
    this.cell.updateSlot(entity, { notice });
  }

  dismissNotice(entity: EntityType) {
    this.cell.updateSlot(entity, { notice: null });
  }

  setStrategy(entity: EntityType, strategy: ImportStrategy) {
    if (this.isLocked(entity) || this.cell.get().slots[entity].strategy === strategy) return;
    this.cell.updateSlot(entity, { strategy }, 'input');
    // the rules depend on the strategy (importType is allowed only in partial files)
    if (this.cell.get().slots[entity].file) this.checks.start(entity);
    this.persist();
  }

  /** The catalog code or the locations, as typed. */
  setTyped(entity: EntityType, typed: Partial<Pick<SlotState, 'catalogCode' | 'locations'>>) {
    if (this.isLocked(entity)) return;
    this.cell.updateSlot(entity, typed, 'input');
    this.persist();
  }

  /** Moves a file dropped on the wrong slot to the one it belongs to. */
  moveFile(from: EntityType, to: EntityType) {
    const { file, sheet } = this.cell.get().slots[from];
    if ((!file && !sheet) || this.isLocked(from) || this.isLocked(to)) return;
    // a sheet moves as the spreadsheet it was read from: the other slot reads it with its own fields,
    // taking it before this slot lets it go, so that its worker keeps the cells it read
    if (sheet) {
      this.checks.cancel(to);
      this.cell.updateSlot(to, { notice: null, remembered: null, upload: null });
      this.sheets.start(to, sheet.source, { sheetName: sheet.choice.sheetName, headerRow: sheet.choice.headerRow, edits: sheet.choice.edits });
      this.clearFile(from);
    } else {
      this.clearFile(from);
      if (file) this.chooseFile(to, file);
    }
  }

  /**
   * Creates the import if there is none yet, uploads every chosen file not uploaded or on its way, and starts the
   * import once all are. The caller had any deletions confirmed: what is chosen now is what may start by itself.
   */
  async start(keep: SnapshotKeep | 'none' = 'none', descriptions = false) {
    this.snapshot.describe = descriptions;
    if (this.cell.get().creating || this.triggering || this.disposed) return;
    this.confirmed = selectionOf(this.cell.get());
    this.rememberSheetMappings();
    this.cell.set({ autoStart: true });
    let importRef = this.cell.get().importRef;
    if (!importRef) {
      this.cell.set({ creating: true, createError: null });
      try {
        const names = entityTypes.flatMap((entity) => this.cell.get().slots[entity].file?.name ?? []);
        importRef = (await this.services.createImport(names)).importRef;
      } catch (e) {
        this.disarm();
        this.cell.set({ creating: false, createError: { error: e } });
        return;
      }
      if (this.disposed) return;
      this.cell.set({ importRef, creating: false });
      // the page draws the import it now has in this task; watching it and the uploads start in the next
      await yieldToMain();
      if (this.disposed) return;
      this.watch(importRef);
      this.persist();
    }
    // taken again at every start: it is of what this start confirmed, as the catalog is now
    if (keep === 'none') this.snapshot.drop();
    else this.snapshot.take(importRef, keep);
    const state = this.cell.get();
    const toUpload = entityTypes.filter(
      (entity) => state.slots[entity].file && !isActiveUpload(state.slots[entity].upload) && !slotIsUploaded(state, entity),
    );
    if (toUpload.length === 0) return this.whenUploaded();
    if (this.cell.get().createError) this.cell.set({ createError: null });
    for (const entity of toUpload) this.upload(importRef, entity);
  }

  /** The files chosen are a snapshot's, to undo that import. */
  markUndo(importRef: string) {
    if (this.cell.get().undoOf !== importRef) this.cell.set({ undoOf: importRef });
  }

  chooseSnapshot(choice: SnapshotKeep | 'none') {
    this.cell.set({ snapshotChoice: choice }, 'input');
  }

  chooseSnapshotDescriptions(on: boolean) {
    this.cell.set({ snapshotDescriptions: on }, 'input');
  }

  /** After a failed snapshot: take it again (kept or downloaded), or start without one. */
  retrySnapshot(keep: SnapshotKeep | 'none') {
    const importRef = this.cell.get().importRef;
    if (!importRef || this.disposed) return;
    this.cell.set({ snapshotChoice: keep });
    if (keep !== 'none') return this.snapshot.take(importRef, keep);
    this.snapshot.drop();
    void this.whenUploaded();
  }

  cancelUpload(entity: EntityType) {
    this.uploads.cancel(entity);
  }

  /** Sends the slot's file again; the import then starts by itself only if nothing changed since it was confirmed. */
  retryUpload(entity: EntityType) {
    const importRef = this.cell.get().importRef;
    if (importRef && !this.disposed) this.upload(importRef, entity);
  }

  /** The slot's file to its own upload address, with retries, and never bytes other than the ones checked. */
  private upload(importRef: string, entity: EntityType) {
    const slot = this.cell.get().slots[entity];
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
            const change = await this.checks.changeSince(entity, file);
            if (change) {
              this.changedOnDisk.set(entity, change);
              // never shown: the failure it causes becomes the slot's notice (onUploadChange)
              throw new Error(`${file.name} changed on disk since its check`);
            }
            return this.services.putFile(url, file, { signal: s, onProgress });
          },
          signal,
          onEvent,
        }),
    });
  }

  /** The upload stopped because the file changed: check it again (or ask for it again) and wait for a new confirmation. */
  private recheckChangedFile(entity: EntityType, change: FileChange) {
    const file = this.cell.get().slots[entity].file;
    this.disarm();
    const notice: SlotNoticeReason | null = file ? { reason: 'changedOnDisk', name: file.name, change } : null;
    if (change === 'changed') {
      this.cell.updateSlot(entity, { upload: null, notice });
      this.checks.start(entity);
    } else {
      // the browser will not read this File again: only choosing the file anew gives its new bytes
      this.checks.forget(entity);
      this.cell.updateSlot(entity, { file: null, check: { status: 'idle' }, upload: null, notice });
      this.persist();
    }
  }

  private onUploadChange(entity: EntityType, upload: UploadState) {
    if (this.disposed) return;
    const change = this.changedOnDisk.get(entity);
    if (upload.status === 'failed' && change) {
      this.changedOnDisk.delete(entity);
      return this.recheckChangedFile(entity, change);
    }
    const before = this.cell.get().slots[entity].upload;
    // more bytes sent is progress; anything else (a new status, a message) changes what the slot shows
    const moved = before?.status === 'uploading' && upload.status === 'uploading' && before.message === upload.message;
    this.cell.updateSlot(entity, { upload }, moved ? 'progress' : 'change');
    const { requested } = this.cell.get();
    if (upload.status === 'uploading' && !requested.includes(entity)) this.cell.set({ requested: [...requested, entity] });
    const ended = !isActiveUpload(upload) && isActiveUpload(before);
    if (!ended && upload.status !== 'done') return;
    // what the end leads to (asking the service, the start) runs in a task of its own, not in one long task with the upload's end
    setTimeout(() => {
      if (this.disposed) return;
      const importRef = this.cell.get().importRef;
      // an upload that ended changes what the service holds (a file, or a slot that waits for one): ask it
      if (ended && importRef) this.services.refreshImport(importRef);
      if (upload.status === 'done') void this.whenUploaded();
    }, 0);
  }

  private disarm() {
    this.confirmed = null;
    this.cell.set({ autoStart: false });
  }

  /** Every file is with the service: start, if it is what the merchant confirmed (a later change waits for the button). */
  private async whenUploaded() {
    const state = this.cell.get();
    const taking = entityTypes.filter((entity) => takesPart(state, entity));
    if (!this.confirmed || this.disposed || taking.length === 0 || !taking.every((entity) => slotIsUploaded(state, entity))) return;
    // the start waits for the snapshot, and after a failed one for the merchant's word
    if (state.snapshot.status === 'taking' || state.snapshot.status === 'failed') return;
    const confirmed = sameItems(this.confirmed, selectionOf(state));
    this.disarm();
    if (confirmed) await this.trigger();
  }

  /** Starts the import once: after an attempt whose outcome is unknown (timeout, 5xx, a reload), asks first whether it started. */
  async trigger() {
    const importRef = this.cell.get().importRef;
    if (!importRef || this.triggering || this.disposed) return;
    this.triggering = true;
    this.cell.set({ trigger: { status: 'starting' } });
    try {
      if (this.triggerAttempted && (await this.alreadyStarted(importRef))) return this.started(importRef);
      this.triggerAttempted = true;
      this.persist();
      await this.services.triggerImport(importRef);
      this.started(importRef);
    } catch (e) {
      if (isApiError(e) && e.kind === 'conflict' && (await this.alreadyStarted(importRef).catch(() => false))) return this.started(importRef);
      this.cell.set({ trigger: { status: 'failed', error: e } });
    } finally {
      this.triggering = false;
    }
  }

  private async alreadyStarted(importRef: string) {
    return (await this.services.getImport(importRef)).status !== 'new';
  }

  /** The service started the import: from here the page follows it through its own query. */
  private started(importRef: string) {
    this.stopWatching();
    this.cell.set({ trigger: { status: 'started' } });
    this.services.onStarted(importRef);
  }

  private persist() {
    const { importRef, slots } = this.cell.get();
    if (!importRef) return;
    this.services.save(importRef, {
      triggerAttempted: this.triggerAttempted,
      slots: entityTypes.flatMap((entity) => {
        const { strategy, catalogCode, locations, file, remembered } = slots[entity];
        const kept = file ?? remembered;
        if (!kept) return [];
        return [{ entity, strategy, catalogCode, ...(locations ? { locations } : {}), fileName: kept.name, fileSize: kept.size }];
      }),
    });
  }

  /** Stops every check and upload and stops following the import: the wizard is over (sign-out, or it started). */
  dispose() {
    this.disposed = true;
    this.stopWatching();
    this.snapshot.cancel();
    this.checks.cancelAll();
    this.sheets.cancelAll();
    this.uploads.cancelAll();
  }

  /** The page came back (React's StrictMode mounts twice): accept work again. */
  revive() {
    if (!this.disposed) return;
    this.disposed = false;
    const { importRef, trigger } = this.cell.get();
    if (importRef && trigger.status !== 'started') this.watch(importRef);
  }
}

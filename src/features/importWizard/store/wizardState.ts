/** The wizard's state and the services it calls: every type of the store's state in one file, which imports none of the store's modules. */
import type { EntityFile, EntityType, ImportRecord, ImportStrategy, UploadAddress, UploadAddressRequest } from '@/contract';
import type { SlotPreset } from '@/lib/wizardPreset';
import type { putFile } from '@/features/importWizard/upload/putFile';
import type { UploadState } from '@/features/importWizard/upload/uploadQueue';
import type { CheckProgress, FileCheckResult, FileCheck, FileCheckOptions, PreviewSubject, SheetChoice, SheetConversion, SheetProblemCode, SheetSession, SnapshotManifest, ColumnMapping, ValueMaps } from '@/engine';
import type { SavedWizard } from './wizardStorage';
import type { SnapshotKeep, SnapshotProgress, SnapshotRun } from '@/features/snapshots';

/** How a file differs from what its check read: other bytes, or bytes the browser no longer lets us read. */
export type FileChange = 'changed' | 'unreadable';

export type CheckState =
  | { status: 'idle' }
  | { status: 'checking'; progress: CheckProgress | null }
  | { status: 'done'; result: FileCheckResult }
  | { status: 'failed'; message: string };

/** Why a slot did not take a file, as facts said in the page's language when shown (`kept`: the file the slot keeps, if any). */
export type SlotNoticeReason =
  | { reason: 'severalFiles'; names: readonly string[]; kept: string | null }
  | { reason: 'notJson'; name: string; kept: string | null }
  | { reason: 'changedOnDisk'; name: string; change: FileChange };

/** A spreadsheet the slot's file is made from: the slot's `file` is the import file its rows became. */
export interface SheetSlot {
  source: File;
  /** what it is read with: the sheet, the header row, the columns' fields */
  choice: SheetChoice;
  status: 'reading' | 'read' | 'unreadable';
  /** the last reading (kept while it is read again with a changed choice) */
  conversion: SheetConversion | null;
  /** why it cannot be read, in the `sheets:problem` words */
  problem: { code: SheetProblemCode; params: Readonly<Record<string, string | number>> } | null;
}

export interface SlotState {
  entity: EntityType;
  strategy: ImportStrategy;
  catalogCode: string;
  /** inventory with the full strategy: the locations whose stock alone is replaced, as typed */
  locations: string;
  file: File | null;
  /** the spreadsheet `file` was made from; null for a JSON file */
  sheet: SheetSlot | null;
  check: CheckState;
  notice: SlotNoticeReason | null;
  /** the file chosen in an earlier visit (before a reload): its name and size, since the File is gone */
  remembered: { name: string; size: number } | null;
  upload: UploadState | null;
}

/** The snapshot before the start, which the import's page can undo the import with. */
export type SnapshotState =
  | { status: 'none' }
  | { status: 'taking'; keep: SnapshotKeep; progress: SnapshotProgress | null }
  | { status: 'taken'; keep: SnapshotKeep; manifest: SnapshotManifest }
  /** what was thrown: a `QuotaExceededError` when the browser's storage is full */
  | { status: 'failed'; keep: SnapshotKeep; error: unknown };

export interface WizardState {
  /** how many writes were more than a step of progress: what a part that draws no progress follows */
  changes: number;
  importRef: string | null;
  slots: Record<EntityType, SlotState>;
  /** the service's latest record of the import's files, as the import's query has it */
  serverFiles: Partial<Record<EntityType, EntityFile>>;
  /** slots given an upload address in this visit: the service waits for their files */
  requested: readonly EntityType[];
  creating: boolean;
  /** why the import could not be created (what was thrown: it says itself when shown) */
  createError: { error: unknown } | null;
  /** the merchant confirmed the files: the import starts by itself once every one is uploaded */
  autoStart: boolean;
  /** what the merchant chose to keep before the start; null: the page's default (useSnapshotPlan) */
  snapshotChoice: SnapshotKeep | 'none' | null;
  /** whether the snapshot reads the descriptions of the products it restores; null: the page's default (useSnapshotPlan) */
  snapshotDescriptions: boolean | null;
  snapshot: SnapshotState;
  /** the import this one undoes, from its snapshot: the start asks first, naming what each file does */
  undoOf: string | null;
  /** failed: with what was thrown, which says itself when shown */
  trigger: { status: 'idle' | 'starting' | 'started' } | { status: 'failed'; error: unknown };
}

/** The calls the store makes, injected so that tests can stand in for any of them. */
export interface WizardServices {
  /** creates the import; its source names the files */
  createImport: (fileNames: readonly string[]) => Promise<ImportRecord>;
  requestUploadAddress: (importRef: string, body: UploadAddressRequest, signal: AbortSignal) => Promise<UploadAddress>;
  putFile: typeof putFile;
  triggerImport: (importRef: string) => Promise<void>;
  getImport: (importRef: string) => Promise<ImportRecord>;
  startFileCheck: (file: Blob, options: FileCheckOptions) => FileCheck;
  /** opens a slot's spreadsheet, read once and kept while the slot holds it */
  openSheetSession: (file: Blob, fileName: string) => SheetSession;
  /** the locale a plain "Name" column takes and how numbers are written when a sheet does not show it: the page's language */
  sheetDefaults: (entity: EntityType) => Pick<SheetChoice, 'locale' | 'style' | 'saved'>;
  /** keeps a confirmed sheet mapping for the merchant (headers and value maps only) */
  rememberSheetMapping: (mapping: { entity: EntityType; source: string; headers: readonly string[]; mapping: ColumnMapping; valueMaps: ValueMaps }) => void;
  save: (importRef: string, saved: SavedWizard) => void;
  /** follows the service's record of the import (now and whenever it is fetched again); returns how to stop */
  watchImport: (importRef: string, onRecord: (record: ImportRecord) => void) => () => void;
  /** asks the service for the import's record again; the answer comes through watchImport */
  refreshImport: (importRef: string) => void;
  /** the service accepted the trigger (or had it already) */
  onStarted: (importRef: string) => void;
  takeSnapshot: (importRef: string, subjects: readonly PreviewSubject[], keep: SnapshotKeep, onProgress: (p: SnapshotProgress) => void, descriptions: boolean) => SnapshotRun;
}

export interface WizardSetup {
  record?: ImportRecord | null;
  saved?: SavedWizard | null;
  preset?: readonly SlotPreset[];
}

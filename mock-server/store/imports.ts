/** Import records: creating them, their log, and their wire form. */
import { entityTypes, type EntityFile, type EntityType, type ImportRecord, type ImportStrategy } from '../../src/contract';
import type { FileSlot, ImportState, MockLogEntry } from './types';

/** Enough to read every failure of a big file, bounded so a file of a million bad rows cannot eat the memory. */
export const maxLogEntriesPerImport = 50_000;

const zeroCounts = () => ({ dispatched: 0, succeeded: 0, failed: 0 });

export const newFileSlot = (entity: EntityType, importStrategy: ImportStrategy, catalogCode?: string, locationCodes?: string[]): FileSlot => ({
  entity,
  importStrategy,
  ...(catalogCode === undefined ? {} : { catalogCode }),
  ...(locationCodes?.length ? { locationCodes } : {}),
  status: 'awaitingUpload',
  total: 0,
  skipped: 0,
  created: zeroCounts(),
  updated: zeroCounts(),
  deleted: zeroCounts(),
});

export const newImportState = (importRef: string, seq: number, createDate: string, source?: string): ImportState => ({
  importRef,
  seq,
  status: 'new',
  ...(source === undefined ? {} : { source }),
  createDate,
  files: new Map(),
  logs: [],
  droppedLogs: 0,
});

export const addLog = (imp: ImportState, entry: Omit<MockLogEntry, 'time'> & { time?: string }) => {
  if (imp.logs.length >= maxLogEntriesPerImport) {
    imp.droppedLogs += 1;
    return;
  }
  const { time, ...rest } = entry;
  imp.logs.push({ time: time ?? new Date().toISOString(), ...rest });
};

/** An entity file as the brief's dialect sends it: the contract's, for any of the seven entity types. */
export type WireEntityFile = Omit<EntityFile, 'entity'> & { entity: EntityType };
/** An import as the brief's dialect sends it: every file in `entityFiles`, whatever its type. */
export type WireImportRecord = Omit<ImportRecord, 'entityFiles' | 'otherEntityFiles'> & { entityFiles: WireEntityFile[] };

export const toEntityFile = (slot: FileSlot): WireEntityFile => ({
  entity: slot.entity,
  importStrategy: slot.importStrategy,
  ...(slot.catalogCode === undefined ? {} : { catalogCode: slot.catalogCode }),
  status: slot.status,
  total: slot.total,
  skipped: slot.skipped,
  created: { ...slot.created },
  updated: { ...slot.updated },
  deleted: { ...slot.deleted },
});

/** Files are listed in processing order, whatever order their addresses were asked for in. */
export const orderedSlots = (imp: ImportState): FileSlot[] =>
  entityTypes.map((e) => imp.files.get(e)).filter((s): s is FileSlot => s !== undefined);

export const toImportRecord = (imp: ImportState): WireImportRecord => ({
  importRef: imp.importRef,
  status: imp.status,
  ...(imp.source === undefined ? {} : { source: imp.source }),
  createDate: imp.createDate,
  ...(imp.startDate === undefined ? {} : { startDate: imp.startDate }),
  ...(imp.endDate === undefined ? {} : { endDate: imp.endDate }),
  entityFiles: orderedSlots(imp).map(toEntityFile),
});

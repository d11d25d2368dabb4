/**
 * The snapshots this browser keeps in the Origin Private File System: `snapshots/<importRef>/` with a file per entity
 * type and `manifest.json`, written last; a folder without one did not finish (or is being written) and is not listed.
 */
import type { EntityType } from '@/contract';

export interface SnapshotManifest {
  importRef: string;
  merchantCode: string;
  takenAt: string;
  /** `restores`: entities as they were before the import, which the undo sets back; `deletes`: those it created, for the undo to delete */
  files: {
    entity: EntityType;
    catalogCode?: string;
    restores: number;
    deletes: number;
    bytes: number;
    /** the locales whose texts it holds; fields it could not read, which the undo does not restore (absent in snapshots taken before they were kept) */
    locales?: string[];
    notRestored?: string[];
  }[];
}

/** the bytes of all of a snapshot's files */
export const manifestBytes = (manifest: SnapshotManifest) => manifest.files.reduce((sum, f) => sum + f.bytes, 0);

/** how long a snapshot is kept: older ones are removed when the snapshots are listed */
export const snapshotKeepDays = 30;

const manifestName = 'manifest.json';
const snapshotFileName = (entity: EntityType) => `${entity}.json`;
/** a snapshot's file as the merchant gets it: which import, which entity type */
export const downloadedSnapshotName = (importRef: string, entity: EntityType) => `snapshot-${importRef}-${entity}.json`;

const snapshotsFolder = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('snapshots', { create: true });
const importFolder = async (importRef: string, create = false) => (await snapshotsFolder()).getDirectoryHandle(importRef, { create });

const isNotFound = (error: unknown) => error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'TypeMismatchError');

const newFile = async (importRef: string, name: string) =>
  (await (await importFolder(importRef, true)).getFileHandle(name, { create: true })).createWritable();

/** A new, empty file of the import's snapshot, to write to (a worker writes it as it reads the catalog). */
export const openSnapshotFile = (importRef: string, entity: EntityType) => newFile(importRef, snapshotFileName(entity));

/** The snapshot is whole: from now on it is listed. */
export async function saveManifest(manifest: SnapshotManifest) {
  const writable = await newFile(manifest.importRef, manifestName);
  await writable.write(JSON.stringify(manifest));
  await writable.close();
}

export async function readManifest(importRef: string): Promise<SnapshotManifest | null> {
  try {
    const file = await (await (await importFolder(importRef)).getFileHandle(manifestName)).getFile();
    return JSON.parse(await file.text()) as SnapshotManifest;
  } catch (error) {
    if (isNotFound(error) || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** One file of an import's snapshot, as the browser keeps it (read from disk when read). */
export async function snapshotFile(importRef: string, entity: EntityType): Promise<File> {
  return (await (await importFolder(importRef)).getFileHandle(snapshotFileName(entity))).getFile();
}

export async function deleteSnapshot(importRef: string) {
  try {
    await (await snapshotsFolder()).removeEntry(importRef, { recursive: true });
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/** The merchant's snapshots, newest first; those past `snapshotKeepDays`, and unfinished ones, are removed on the way. */
export async function listSnapshots(merchantCode: string, now = Date.now()): Promise<SnapshotManifest[]> {
  const found: SnapshotManifest[] = [];
  const cutoff = now - snapshotKeepDays * 24 * 60 * 60 * 1000;
  for await (const [name, handle] of (await snapshotsFolder()).entries()) {
    if (handle.kind !== 'directory') continue;
    const manifest = await readManifest(name);
    if (!manifest) continue;
    if (Date.parse(manifest.takenAt) < cutoff) await deleteSnapshot(name);
    else if (manifest.merchantCode === merchantCode) found.push(manifest);
  }
  return found.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

/** What the browser lets this site still store, in bytes (null where it cannot tell). */
export async function freeStorage(): Promise<number | null> {
  const { quota, usage } = (await navigator.storage?.estimate?.()) ?? {};
  return quota === undefined || usage === undefined ? null : quota - usage;
}

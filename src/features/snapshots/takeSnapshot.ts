/** The snapshot before an import: each file's taken in the catalog's worker, one after another, then kept or downloaded. */
import type { EntityType } from '@/contract';
import { runInCatalogWorker, type RunningWork, type PreviewSubject, deleteSnapshot, downloadedSnapshotName, saveManifest, snapshotFile, type SnapshotManifest } from '@/engine';
import { downloadBlob } from '@/lib/download';

export type SnapshotKeep = 'browser' | 'download';

export type SnapshotRun = RunningWork<SnapshotManifest>;

/** How far the snapshot is: all files together for a bar, and the step of the file taken now for its words. */
export interface SnapshotProgress {
  /** bytes of the import's files read so far, of all of them */
  done: number;
  total: number;
  /** the file taken now: its entity type, its place among the files (from 1) and how many files there are */
  entity: EntityType;
  file: number;
  files: number;
  /**
   * `reading`: the file is read and compared with the catalog (`stepDone` of `stepTotal` bytes); `deletions`: a full
   * file's catalog is gone through for what the file leaves out (`stepDone` of `stepTotal` entities)
   */
  step: 'reading' | 'deletions';
  stepDone: number;
  stepTotal: number;
}

export function takeSnapshot(
  merchantCode: string,
  importRef: string,
  subjects: readonly PreviewSubject[],
  keep: SnapshotKeep,
  onProgress: (progress: SnapshotProgress) => void,
  /** products: read the descriptions of those it restores too */
  descriptions = false,
): SnapshotRun {
  let running: RunningWork<unknown> | null = null;
  let cancelled = false;
  const total = subjects.reduce((sum, s) => sum + s.file.size, 0);

  const done = (async (): Promise<SnapshotManifest> => {
    // a snapshot tried before for this import (a failure, a retry) starts again from nothing
    if (keep === 'browser') await deleteSnapshot(importRef);
    const manifest: SnapshotManifest = { importRef, merchantCode, takenAt: new Date().toISOString(), files: [] };
    const blobs: { entity: EntityType; blob: Blob }[] = [];
    let before = 0;
    for (const [i, s] of subjects.entries()) {
      const file = { entity: s.entity, file: i + 1, files: subjects.length };
      if (cancelled) throw new DOMException('The snapshot was cancelled', 'AbortError');
      const input = { file: s.file, entity: s.entity, strategy: s.strategy, locationCodes: s.locationCodes };
      const scope = { merchantCode, entity: s.entity, catalogCode: s.catalogCode, locationCodes: s.locationCodes, withCatalogLocale: true };
      const target = keep === 'browser' ? { keep, importRef } : { keep };
      const work = runInCatalogWorker({ type: 'snapshot', input, scope, target, descriptions }, (p) => {
        if (p.phase === 'reading') onProgress({ done: before + p.done, total, ...file, step: 'reading', stepDone: p.done, stepTotal: p.total });
        // the file is read; the bar stays at its end while the catalog is gone through
        else if (p.phase === 'deletions') onProgress({ done: before + s.file.size, total, ...file, step: 'deletions', stepDone: p.done, stepTotal: p.total });
      });
      running = work;
      const taken = await work.done;
      before += s.file.size;
      onProgress({ done: before, total, ...file, step: 'reading', stepDone: s.file.size, stepTotal: s.file.size });
      const bytes = taken.blob ? taken.blob.size : (await snapshotFile(importRef, s.entity)).size;
      manifest.files.push({
        entity: s.entity,
        catalogCode: s.catalogCode,
        restores: taken.restores,
        deletes: taken.deletes,
        bytes,
        locales: taken.locales,
        notRestored: taken.notRestored,
      });
      if (taken.blob) blobs.push({ entity: s.entity, blob: taken.blob });
    }
    if (keep === 'browser') await saveManifest(manifest);
    else for (const { entity, blob } of blobs) downloadBlob(downloadedSnapshotName(importRef, entity), blob);
    return manifest;
  })();

  return {
    done,
    cancel() {
      cancelled = true;
      running?.cancel();
    },
  };
}

/** About how many bytes a snapshot takes: changed or deleted entities at the size of the file's elements, a short one per created. */
export const snapshotBytes = (files: { bytes: number; elements: number; changed: number; deleted: number; created: number }[]) =>
  files.reduce((sum, f) => sum + Math.ceil(((f.changed + f.deleted) * f.bytes) / Math.max(1, f.elements)) + f.created * 48, 0);

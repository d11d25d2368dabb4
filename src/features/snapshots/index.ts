// What the wizard and the import's page use of the snapshots: taking one before an import, its
// card on the import, and the undo's address.
export { ImportSnapshot, SnapshotFileReach, useSnapshotManifest } from './ImportSnapshot';
export { snapshotBytes, takeSnapshot, type SnapshotKeep, type SnapshotProgress, type SnapshotRun } from './takeSnapshot';
export { undoLink, undoParam } from './undoLink';

import { presetLink } from '@/lib/wizardPreset';
import type { SnapshotManifest } from '@/engine';

/** the wizard's address parameter that names the import whose snapshot it undoes */
export const undoParam = 'undo';

/** The wizard, opened with the snapshot's files as partial files of their catalogs: the undo of the import. */
export const undoLink = (manifest: SnapshotManifest) => {
  const files = manifest.files.map((f) => ({ entity: f.entity, importStrategy: 'partial' as const, catalogCode: f.catalogCode }));
  return presetLink(manifest.merchantCode, files, { [undoParam]: manifest.importRef });
};

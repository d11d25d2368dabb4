/**
 * The snapshot of one import file: a partial file that undoes the import, with every entity it changes or deletes as the
 * catalogue holds it now, and an element deleting (`importType` `D`) each one it creates. The comparison is the
 * preview's; the file is written as it goes, so neither side is held whole.
 */
import type { EntityType } from '@/api';
import { entityKeyFields } from '@/importFormat/elementRules';
import { unreadByReadModels } from '@/importFormat/readModels';
import { splitKey } from '@/features/imports/catalogue/catalogueOverHttp';
import { previewFile, type PreviewCounts, type PreviewInput, type PreviewOptions } from '@/features/imports/preview/previewFile';

/** where the snapshot's text goes: a file of the browser's storage, or a Blob to download */
interface SnapshotSink {
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

export interface EntitySnapshot {
  entity: EntityType;
  counts: PreviewCounts;
  restores: number;
  deletes: number;
  /** the locales whose texts it holds (those the import's file writes) */
  locales: string[];
  /** fields the service does not return (or not exactly): not in the snapshot, so the undo leaves them as they are */
  notRestored: string[];
}

/** the element that deletes an entity of this key (`productCode/locationCode` for stock) */
export const deletionOf = (entity: EntityType, key: string): Record<string, string> => {
  const fields = entityKeyFields[entity];
  const parts = fields.length === 1 ? [key] : splitKey(key);
  return { ...Object.fromEntries(fields.map((f, i) => [f, parts[i]!])), importType: 'D' };
};

/** keys of deletions read back in one request */
const readBatch = 500;
/** characters written at once */
const pieceSize = 1 << 20;

export async function snapshotEntity(input: PreviewInput, options: Omit<PreviewOptions, 'onEntity' | 'entryLimit'>, sink: SnapshotSink): Promise<EntitySnapshot> {
  const { catalogue, signal } = options;
  let restores = 0;
  let deletes = 0;
  let written = 0;
  // writes run one after another in the order the elements come; a failed write fails the snapshot
  let writing = Promise.resolve();
  // elements go out in pieces of about a megabyte: each write is a call into the browser (a Blob, a file write), and a
  // million of them took minutes
  let piece: string[] = [];
  let pieceChars = 0;
  const flush = () => {
    const text = piece.join('');
    piece = [];
    pieceChars = 0;
    writing = writing.then(() => sink.write(text));
  };
  const write = (element: unknown) => {
    const text = (written++ === 0 ? '[\n' : ',\n') + JSON.stringify(element);
    piece.push(text);
    pieceChars += text.length;
    if (pieceChars >= pieceSize) flush();
  };
  // a full file's deletions are known by key: they are read back whole, a batch at a time
  let unread: string[] = [];
  const reads: Promise<void>[] = [];
  const readBack = (keys: string[]) => {
    const read = catalogue.read(keys, signal).then((stored) => {
      for (const { element } of stored) {
        restores++;
        write(element);
      }
    });
    // its failure is the snapshot's, awaited below; until then it is not a stray one
    read.catch(() => undefined);
    reads.push(read);
  };

  const preview = await previewFile(input, {
    ...options,
    entryLimit: 0,
    onEntity: (kind, key, before) => {
      if (kind === 'new') {
        deletes++;
        write(deletionOf(input.entity, key));
      } else if (before) {
        restores++;
        write(before);
      } else {
        unread.push(key);
        if (unread.length >= readBatch) {
          readBack(unread);
          unread = [];
        }
      }
    },
  });
  if (unread.length) readBack(unread);
  await Promise.all(reads);
  piece.push(written === 0 ? '[]\n' : '\n]\n');
  flush();
  await writing;
  await sink.close();
  const notRestored = [...new Set([...unreadByReadModels[input.entity], ...preview.reach.notCompared])];
  return { entity: input.entity, counts: preview.counts, restores, deletes, locales: preview.reach.locales, notRestored };
}

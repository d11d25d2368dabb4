/**
 * The snapshot of one import file: a partial file that undoes the import, with every entity it changes or deletes as the
 * catalog holds it now, and an element deleting (`importType` `D`) each one it creates. The comparison is the
 * preview's; the file is written as it goes, so neither side is held whole.
 */
import type { EntityType } from '@/contract';
import { entityKeyFields } from '@/engine/format/elementKey';
import { unreadByReadModels } from '@/engine/format/readModels';
import { splitKey } from '@/engine/catalog/catalogOverHttp';
import { previewFile, type PreviewCounts, type PreviewInput, type PreviewOptions } from '@/engine/preview/previewFile';

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
/** description reads in flight: one product and locale a request */
const descriptionReads = 6;

export interface SnapshotOptions {
  /** products: read the descriptions of those it restores (one request per product and locale), so that the undo restores them too */
  descriptions?: boolean;
}
/** characters written at once */
const pieceSize = 1 << 20;

export async function snapshotEntity(
  input: PreviewInput,
  options: Omit<PreviewOptions, 'onEntity' | 'entryLimit'>,
  sink: SnapshotSink,
  { descriptions = false }: SnapshotOptions = {},
): Promise<EntitySnapshot> {
  const { catalog, signal } = options;
  const readDescriptions = descriptions && input.entity === 'product' ? catalog.descriptions : undefined;
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
  // products whose descriptions are to be read first: written once the list calls are all done
  const undescribed: { element: Record<string, unknown>; locales: readonly string[] }[] = [];
  const restore = (element: Record<string, unknown>, locales: readonly string[]) => {
    restores++;
    if (readDescriptions) undescribed.push({ element, locales });
    else write(element);
  };
  // a full file's deletions are known by key: they are read back whole, a batch at a time
  let unread: string[] = [];
  let unreadLocales: readonly string[] = [];
  const reads: Promise<void>[] = [];
  const readBack = (keys: string[], locales: readonly string[]) => {
    const read = catalog.read(keys, signal, locales).then((stored) => {
      for (const { element } of stored) restore(element, locales);
    });
    // its failure is the snapshot's, awaited below; until then it is not a stray one
    read.catch(() => undefined);
    reads.push(read);
  };

  const preview = await previewFile(input, {
    ...options,
    entryLimit: 0,
    onEntity: (kind, key, before, locales) => {
      if (kind === 'new') {
        deletes++;
        write(deletionOf(input.entity, key));
      } else if (before) {
        restore(before, locales);
      } else {
        unread.push(key);
        unreadLocales = locales;
        if (unread.length >= readBatch) {
          readBack(unread, locales);
          unread = [];
        }
      }
    },
  });
  if (unread.length) readBack(unread, unreadLocales);
  await Promise.all(reads);
  if (readDescriptions) {
    let next = 0;
    const reader = async () => {
      for (let i = next++; i < undescribed.length; i = next++) {
        const { element, locales } = undescribed[i]!;
        // the locales its texts were read in: those of its file's batch, else those its name came back in
        const asked = locales.length ? locales : Object.keys((element.name as object | undefined) ?? {});
        write({ ...element, ...(await readDescriptions(String(element.code), asked, signal)) });
      }
    };
    await Promise.all(Array.from({ length: descriptionReads }, reader));
  }
  piece.push(written === 0 ? '[]\n' : '\n]\n');
  flush();
  await writing;
  await sink.close();
  const described = readDescriptions ? new Set(['shortDescription', 'longDescription']) : new Set<string>();
  const notRestored = [...new Set([...unreadByReadModels[input.entity], ...preview.reach.notCompared, ...preview.reach.notRead])].filter((field) => !described.has(field));
  return { entity: input.entity, counts: preview.counts, restores, deletes, locales: catalog.localesRead?.() ?? preview.reach.locales, notRestored };
}

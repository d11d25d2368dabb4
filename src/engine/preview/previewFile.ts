/**
 * What one import file will do to the catalog, element by element: new, changed (with the
 * fields that change), unchanged, deleted. The file is read as a stream and compared in batches as
 * it is read; the catalog is asked only for the batch's keys, a few requests at a time, so
 * neither the file's elements nor the catalog are ever held whole. A full file's deletions are
 * what the catalog holds and the file does not name: only the file's keys are kept for them.
 */
import type { ImportStrategy } from '@/contract';
import { checkImportElement } from '@/engine/format/elementRules';
import { addLocalesOf, comparable, comparableMapped, inLocalesOf, unreadByReadModels, type MappedElement } from '@/engine/format/readModels';
import { JsonArraySplitter } from '@/engine/format/jsonArraySplitter';
import { postModelFields } from '@/engine/format/postModelFields';
import type { ScanStep } from '@/engine/format/scanStep';
import type { WorkProgress } from '@/engine/catalog/workProgress';
import { compareElements, type FieldChange } from './compareElements';
import type { CatalogEntityType } from '@/contract/terms';

type Stored = Record<string, unknown>;

export type PreviewKind = 'new' | 'changed' | 'deleted';

export interface PreviewEntry {
  kind: PreviewKind;
  /** the element's key, as the file writes it (`productCode/locationCode` for stock) */
  key: string;
  /** a deletion's name as stored (merchant data: shown as it is) */
  name?: unknown;
  /** a change's fields */
  changes?: FieldChange[];
  /** a changed product's currency, for its price fields */
  currency?: string;
  /**
   * A changed product whose element writes descriptions: their locales. The list calls do not
   * return descriptions, so they are compared only on request (`compareDescriptions`).
   */
  describes?: string[];
}

export interface PreviewCounts {
  new: number;
  changed: number;
  unchanged: number;
  deleted: number;
  /** elements the import will refuse (their own problems, a second element with one key, deleting what does not exist) */
  refused: number;
}

/**
 * What the comparison could read: the read models resolve texts to one locale and leave some POST
 * model fields out, so the counts hold for these locales and the fields the service returns.
 */
export interface PreviewReach {
  /** the locales compared: those the file writes */
  locales: string[];
  /** fields the file writes that the service does not return (or not exactly): never counted as changed or unchanged */
  notCompared: string[];
  /** fields the service does not return that the file leaves out: the catalog may hold them, and a replacing import may clear them */
  notRead: string[];
}

interface FilePreview {
  counts: PreviewCounts;
  reach: PreviewReach;
  /** the first `entryLimit` entries, in the file's order, deletions of a full file last */
  entries: PreviewEntry[];
  /** more entries than `entries` holds */
  cut: boolean;
}

/**
 * A preview as the page receives it: its entries as one JSON text, which crosses from the worker as
 * a plain copy and is parsed only when the merchant opens the list (thousands of entries made into
 * objects on arrival would hold the page up).
 */
export interface SentPreview {
  counts: PreviewCounts;
  reach: PreviewReach;
  cut: boolean;
  /** how many entries `entriesJson` holds */
  listed: number;
  entriesJson: string;
}

export const toSentPreview = ({ counts, reach, cut, entries }: FilePreview): SentPreview => ({ counts, reach, cut, listed: entries.length, entriesJson: JSON.stringify(entries) });

/** What the preview asks of the catalog. */
export interface StoredCatalog {
  /**
   * The stored entities of these keys as POST model elements, with their texts in `locales` (keys
   * the catalog does not hold are simply not among them).
   */
  read(keys: string[], signal: AbortSignal, locales?: readonly string[]): Promise<MappedElement[]>;
  /** products: the descriptions of one, in these locales (one request each), as the POST model writes them; none that it lacks */
  descriptions?(code: string, locales: readonly string[], signal: AbortSignal): Promise<{ shortDescription?: Stored; longDescription?: Stored }>;
  /** what a read of many keys may hold: `cost` of each key, `limit` in all (the address's bytes left for them) */
  readBudget?: { limit: number; cost(key: string): number };
  /** the locales read so far (those asked for, and any the catalog added) */
  localesRead?(): string[];
  /** one page of every stored entity's key and name, from `offset`, and how many there are */
  page(offset: number, signal: AbortSignal): Promise<{ items: { key: string; name?: unknown }[]; total: number }>;
  keyOf(stored: Stored): string;
}

export interface PreviewInput {
  file: Blob;
  entity: CatalogEntityType;
  strategy: ImportStrategy;
  /** inventory, full: only these locations' stock is replaced */
  locationCodes?: readonly string[];
}

/** A file the page asks to compare with the catalog (and a snapshot to read back): the file as the merchant chose it, of a catalog of theirs. */
export interface PreviewSubject {
  entity: CatalogEntityType;
  file: File;
  strategy: ImportStrategy;
  catalogCode?: string;
  locationCodes?: readonly string[];
}

export interface PreviewOptions {
  catalog: StoredCatalog;
  signal: AbortSignal;
  onProgress?: (progress: WorkProgress) => void;
  /** keys asked for in one request: requests stay at most elements / batchSize */
  batchSize?: number;
  /** requests in flight at once */
  parallel?: number;
  entryLimit?: number;
  /**
   * Told of every element that the import creates, changes or deletes, with the entity as stored
   * (none for a new one, nor for a full file's deletion, which the listing knows by key only).
   */
  onEntity?: (kind: PreviewKind, key: string, before: Stored | undefined, locales: readonly string[]) => void;
}

interface Element {
  key: string;
  value: Stored;
  deletes: boolean;
}

/** the locales a product's element writes its descriptions in */
export const descriptionLocales = (element: Stored): string[] => {
  const locales = new Set<string>();
  for (const field of unreadByReadModels.product) {
    const texts = element[field];
    if (texts && typeof texts === 'object') for (const [locale, text] of Object.entries(texts)) if (text !== null && text !== undefined) locales.add(locale);
  }
  return [...locales].sort();
};

const currencyOf = (element: Stored): string | undefined => {
  const price = element.price as { currencyCode?: unknown } | undefined;
  return typeof price?.currencyCode === 'string' ? price.currencyCode : undefined;
};

/** The elements of a JSON array file, a run at a time (the file is checked before: a scan error ends the preview). */
export async function* readRuns(file: Blob, signal: AbortSignal, onBytes: (bytes: number) => void): AsyncGenerator<unknown[]> {
  const splitter = new JsonArraySplitter();
  const take = (next: ScanStep): unknown[] => {
    const { step, parsed } = splitter.settleGuess(next);
    if (parsed) return parsed;
    if (step.error) throw step.error;
    return step.run ? (JSON.parse(`[${step.run.text}]`) as unknown[]) : [];
  };
  const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
  let bytes = 0;
  try {
    for (;;) {
      signal.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      // a UTF-16 length, near enough to the bytes for a progress bar
      bytes = Math.min(file.size, bytes + value.length);
      onBytes(bytes);
      const run = take(splitter.push(value));
      if (run.length) yield run;
    }
    const last = take(splitter.finish());
    if (last.length) yield last;
  } finally {
    reader.releaseLock();
  }
}

export async function previewFile(input: PreviewInput, options: PreviewOptions): Promise<FilePreview> {
  const { catalog, signal, onProgress, onEntity, batchSize = 500, parallel = 3, entryLimit = 10_000 } = options;
  const { entity, strategy } = input;
  const counts: PreviewCounts = { new: 0, changed: 0, unchanged: 0, deleted: 0, refused: 0 };
  const entries: PreviewEntry[] = [];
  let cut = false;
  const record = (entry: PreviewEntry) => {
    if (entries.length < entryLimit) entries.push(entry);
    else cut = true;
  };
  /** every key the file names: duplicates are refused, and a full file keeps what it names */
  const named = new Set<string>();
  const locales = new Set<string>();
  const notCompared = new Set<string>();
  const notRead = new Set<string>();
  /** fields the comparison leaves out: `importType`, what the POST model does not have (the service keeps neither), what could not be read */
  const ignored = (element: Stored, unread: readonly string[]) => {
    const out = ['importType', ...unread];
    for (const field of Object.keys(element)) if (!postModelFields[entity].has(field)) out.push(field);
    for (const field of unread) (Object.hasOwn(element, field) ? notCompared : notRead).add(field);
    return out;
  };

  const compareBatch = async (batch: Element[]) => {
    const batchLocales = new Set<string>();
    for (const el of batch) if (!el.deletes) addLocalesOf(entity, el.value, batchLocales);
    for (const locale of batchLocales) locales.add(locale);
    const asked = [...batchLocales];
    const stored = await catalog.read(batch.map((e) => e.key), signal, asked);
    const byKey = new Map(stored.map((s) => [catalog.keyOf(s.element), s]));
    return () => {
      for (const el of batch) {
        const read = byKey.get(el.key);
        const before = read?.element;
        if (el.deletes) {
          if (!before) counts.refused++;
          else {
            counts.deleted++;
            record({ kind: 'deleted', key: el.key, name: before.name });
            onEntity?.('deleted', el.key, before, asked);
          }
        } else if (!before) {
          counts.new++;
          record({ kind: 'new', key: el.key });
          onEntity?.('new', el.key, undefined, asked);
        } else {
          const after = comparable(entity, el.value);
          const changes = compareElements(inLocalesOf(entity, comparableMapped(entity, before), after), after, ignored(el.value, read.unread));
          if (changes.length === 0) counts.unchanged++;
          else {
            counts.changed++;
            const currency = currencyOf(el.value) ?? currencyOf(before);
            const describes = entity === 'product' ? descriptionLocales(el.value) : [];
            record({ kind: 'changed', key: el.key, changes, ...(currency ? { currency } : {}), ...(describes.length ? { describes } : {}) });
            onEntity?.('changed', el.key, before, asked);
          }
        }
      }
    };
  };

  // batches in flight, applied in the order they were read
  const inFlight: Promise<() => void>[] = [];
  const drainOne = async () => (await inFlight.shift()!)();
  let batch: Element[] = [];
  // a batch is as full as one read's address allows (long codes take fewer a batch), and at most batchSize
  let batchCost = 0;
  const send = async () => {
    if (!batch.length) return;
    inFlight.push(compareBatch(batch));
    batch = [];
    batchCost = 0;
    if (inFlight.length >= parallel) await drainOne();
  };

  const total = input.file.size;
  for await (const run of readRuns(input.file, signal, (done) => onProgress?.({ phase: 'reading', done, total }))) {
    for (const value of run) {
      const checked = checkImportElement(entity, strategy, value);
      if (checked.key === null || checked.problems.length || named.has(checked.key)) {
        counts.refused++;
        continue;
      }
      named.add(checked.key);
      const cost = catalog.readBudget?.cost(checked.key) ?? 0;
      if (catalog.readBudget && batch.length && batchCost + cost > catalog.readBudget.limit) await send();
      batch.push({ key: checked.key, value: value as Stored, deletes: checked.importType === 'D' });
      batchCost += cost;
      if (batch.length >= batchSize) await send();
    }
  }
  await send();
  while (inFlight.length) await drainOne();

  if (strategy === 'full') {
    const scope = input.locationCodes?.length ? input.locationCodes.map((code) => `/${code}`) : null;
    for (let offset = 0; ; ) {
      signal.throwIfAborted();
      const { items, total: all } = await catalog.page(offset, signal);
      for (const { key, name } of items) {
        if (named.has(key) || (scope && !scope.some((end) => key.endsWith(end)))) continue;
        counts.deleted++;
        record({ kind: 'deleted', key, name });
        onEntity?.('deleted', key, undefined, [...locales]);
      }
      offset += items.length;
      onProgress?.({ phase: 'deletions', done: offset, total: all });
      if (items.length === 0 || offset >= all) break;
    }
  }
  const reach: PreviewReach = {
    locales: [...locales].sort(),
    notCompared: [...notCompared],
    notRead: [...notRead],
  };
  return { counts, reach, entries, cut };
}

/**
 * What a products file changes in the descriptions of some of its products. The catalog service's
 * list calls do not return descriptions: only `GET /products/{code}/descriptions`, one product and
 * locale a request, does. So the preview's counts leave them out, and the preview's list compares
 * them for the products the merchant is looking at, on request.
 */
import { compareElements, type FieldChange } from './compareElements';
import { descriptionLocales, readRuns, type StoredCatalog } from './previewFile';
import type { WorkProgress } from '@/engine/catalog/workProgress';

type Texts = Record<string, unknown>;

const fields = ['shortDescription', 'longDescription'] as const;

/** requests in flight at once, as the preview has */
const parallel = 3;

export interface DescriptionsInput {
  /** the products file */
  file: Blob;
  /** the codes of the products whose descriptions are compared */
  keys: readonly string[];
}

/** A product's descriptions as a file writes them, each text that is set, in only the given locales where `only` is named. */
const described = (element: Texts, only?: readonly string[]) => {
  const out: Texts = {};
  for (const field of fields) {
    const value = element[field];
    if (!value || typeof value !== 'object') continue;
    const texts = Object.fromEntries(Object.entries(value).filter(([locale, text]) => text !== null && text !== undefined && (!only || only.includes(locale))));
    if (Object.keys(texts).length) out[field] = texts;
  }
  return out;
};

/**
 * The changes to each product's descriptions, by code: none for a product whose descriptions stay
 * as they are. The catalog is read in the locales the file writes the product's descriptions in;
 * a description the file leaves out is compared too (a replacing import clears it).
 */
export async function compareDescriptions(
  { file, keys }: DescriptionsInput,
  { catalog, signal, onProgress }: { catalog: StoredCatalog; signal: AbortSignal; onProgress?: (progress: WorkProgress) => void },
): Promise<Record<string, FieldChange[]>> {
  const read = catalog.descriptions;
  if (!read) throw new Error('this catalog does not read descriptions');
  const wanted = new Set(keys);
  const elements = new Map<string, Texts>();
  for await (const run of readRuns(file, signal, () => undefined)) {
    for (const value of run) {
      if (!value || typeof value !== 'object') continue;
      const code = (value as Texts).code;
      if (typeof code === 'string' && wanted.has(code) && !elements.has(code)) elements.set(code, described(value as Texts));
    }
    if (elements.size === wanted.size) break;
  }

  const queue = [...elements];
  const total = queue.reduce((sum, [, texts]) => sum + descriptionLocales(texts).length, 0);
  let done = 0;
  onProgress?.({ phase: 'descriptions', done, total });
  const changes: Record<string, FieldChange[]> = {};
  const next = async (): Promise<void> => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [code, after] = item;
      const locales = descriptionLocales(after);
      const before = described(await read(code, locales, signal), locales);
      changes[code] = compareElements(before, after, []);
      done += locales.length;
      onProgress?.({ phase: 'descriptions', done, total });
    }
  };
  await Promise.all(Array.from({ length: parallel }, next));
  return changes;
}

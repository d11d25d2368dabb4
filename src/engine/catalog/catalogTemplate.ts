/**
 * A catalogue entity type's template (sheetTemplate.ts) with the codes the merchant's live catalogue
 * holds as the values of the columns that name them: its categories, the attributes used as options
 * and extras with their values, the locations its stock is kept at. Read in the catalog's worker, a
 * few pages at most: a template lists what a merchant picks from, not the whole catalogue.
 */
import type { CatalogEntityType } from '@/contract/terms';
import type { KnownCodes, TemplateWords } from '@/engine/sheets/sheetTemplate';
import { templateSheets } from '@/engine/sheets/sheetTemplate';
import { writeWorkbook } from '@/engine/sheets/writeSheet';
import { isApiError } from '@/lib/errors';
import { catalogOverHttp, splitKey, type CatalogScope } from './catalogOverHttp';

export interface TemplateInput {
  entity: CatalogEntityType;
  locales: readonly string[];
  words: TemplateWords;
}

/** Entities read for a column's values at most */
const readAtMost = 2000;

export async function catalogTemplate({ entity, locales, words }: TemplateInput, scope: CatalogScope, signal: AbortSignal): Promise<Blob> {
  const catalogOf = (of: CatalogEntityType) => catalogOverHttp({ ...scope, entity: of, locales: [] });
  const keys = async (of: CatalogEntityType) => {
    const catalog = catalogOf(of);
    const found: string[] = [];
    let total = 0;
    while (found.length < readAtMost) {
      const page = await catalog.page(found.length, signal);
      total = page.total;
      found.push(...page.items.map((item) => item.key));
      if (page.items.length === 0 || found.length >= total) break;
    }
    return { found, total };
  };
  const known: KnownCodes = { totals: {} };
  // the codes are a help beside the columns: a catalogue that cannot be read (no catalog code yet, no right to read it) leaves them out, not the template
  const tryRead = async (read: () => Promise<void>) => {
    try {
      await read();
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') throw error;
    }
  };
  if (entity === 'product' || entity === 'category')
    await tryRead(async () => {
      const { found, total } = await keys('category');
      known.categories = found;
      known.totals!.categories = total;
    });
  if (entity === 'product')
    await tryRead(async () => {
      const { items } = await catalogOf('attribute').whole(0, {}, signal);
      known.choices = items.flatMap((a) =>
        a.use === 'option' || a.use === 'extra'
          ? [{ code: String(a.code), use: a.use, values: Array.isArray(a.values) ? a.values.map((v: { code?: unknown }) => String(v.code)) : [] }]
          : [],
      );
    });
  // the locations the first 2,000 stock entries are kept at
  if (entity === 'inventory')
    await tryRead(async () => {
      const { found } = await keys('inventory');
      known.locations = [...new Set(found.map((key) => splitKey(key)[1] ?? ''))].filter(Boolean);
    });
  return writeWorkbook(templateSheets(entity, { locales, words, known }));
}

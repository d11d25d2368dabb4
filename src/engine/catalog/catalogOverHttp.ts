/**
 * The catalog as the preview, the export and the snapshot read it: the catalog service's list
 * calls, which answer read models, one read per locale, mapped back to POST models
 * (`engine/format/readModels.ts`). Each request's address stays within `addressLimit`, as the
 * gateways in front of such a service require.
 */
import * as z from 'zod/mini';
import { storedEntityList } from '@/contract/catalog';
import { catalogDefaultLocale } from '@/engine/catalog/catalogDefaultLocale';
import { isApiError } from '@/lib/errors';
import { catalogEntities, catalogListLimit, type CatalogEntityType } from '@/contract/terms';
import { entityKeyFields } from '@/engine/format/elementKey';
import { postModelOf, type LocaleRead, type MappedElement, type ValueCodeOf } from '@/engine/format/readModels';
import { apiRequest, buildUrl, merchantPath } from '@/lib/http';
import type { ListFilter } from '@/contract/common';
import type { WholeCatalog } from '@/engine/catalog/exportCatalog';
import type { StoredCatalog } from '@/engine/preview/previewFile';

type Stored = Record<string, unknown>;

/**
 * The longest address a read sends, in bytes: gateways and proxies commonly refuse a request line
 * over 8 kB (nginx's default header buffer, CloudFront's 8,192-byte URL limit).
 */
export const addressLimit = 8_000;

/** `productCode/locationCode`: a product code may hold a slash, a location code does not */
export const splitKey = (key: string) => {
  const cut = key.lastIndexOf('/');
  return [key.slice(0, cut), key.slice(cut + 1)];
};

const listPath: Record<CatalogEntityType, 'attributes' | 'categories' | 'products' | 'inventories'> = {
  attribute: 'attributes',
  category: 'categories',
  product: 'products',
  inventory: 'inventories',
};

export interface CatalogScope {
  merchantCode: string;
  entity: CatalogEntityType;
  /** categories and products: the catalog */
  catalogCode?: string;
  /** inventory, full: only these locations' stock is looked through for deletions */
  locationCodes?: readonly string[];
  /** the export: the locales whose texts are read (none: the service's default locale, texts left out) */
  locales?: readonly string[];
  /** the snapshot: the catalog's default locale is read too, beside the file's (it must be importable, and restore what it can) */
  withCatalogLocale?: boolean;
}

/** Characters a query value keeps as they are in `application/x-www-form-urlencoded` (a space becomes `+`). */
const plain = /[A-Za-z0-9*\-._ ]/;
const allPlain = /^[A-Za-z0-9*\-._ ]*$/;
const encoder = new TextEncoder();

/** How many bytes a text takes in a query, encoded as `URLSearchParams` encodes it. */
export const encodedLength = (text: string) => {
  let length = 0;
  for (const char of text) length += plain.test(char) ? 1 : encoder.encode(char).length * 3;
  return length;
};

/**
 * What a code adds to a `$in` list in a query: its JSON, encoded, and a comma. Most codes are
 * plain, and then it is their length and the quotes' (`%22`): one test of the whole code, where
 * each character's would cost every key of a file twice.
 */
const codeCost = (code: string) => (allPlain.test(code) ? code.length + 6 : encodedLength(JSON.stringify(code))) + 3;

/**
 * Keys cut into runs whose `filters` fit the address. `codesOf` gives a key's codes, one per key
 * field (stock: product and location); each code not yet in its field's `$in` list adds its JSON,
 * encoded, and a comma. `base` is the address with empty lists.
 */
export const cutByAddress = (keys: readonly string[], base: number, codesOf: (key: string) => readonly string[], limit = addressLimit) => {
  const runs: string[][] = [];
  let run: string[] = [];
  let taken: Set<string>[] = [];
  let length = base;
  const costOf = (codes: readonly string[]) => codes.reduce((sum, code, i) => (taken[i]?.has(code) ? sum : sum + codeCost(code)), 0);
  for (const key of keys) {
    const codes = codesOf(key);
    if (run.length && length + costOf(codes) > limit) {
      runs.push(run);
      run = [];
      taken = [];
      length = base;
    }
    length += costOf(codes);
    codes.forEach((code, i) => (taken[i] ??= new Set()).add(code));
    run.push(key);
  }
  if (run.length) runs.push(run);
  return runs;
};

/** `GET /products/{code}/descriptions`: a product's two descriptions in one locale */
const descriptionsAnswer = z.object({ shortDescription: z.optional(z.nullable(z.string())), longDescription: z.optional(z.nullable(z.string())) });

export const catalogOverHttp = ({ merchantCode, entity, catalogCode, locationCodes, locales: chosenLocales = [], withCatalogLocale = false }: CatalogScope): StoredCatalog & WholeCatalog & { localesRead(): string[] } => {
  const keyFields = entityKeyFields[entity];
  const keyOf = (s: Stored) => keyFields.map((f) => String(s[f])).join('/');
  const path = listPath[entity];
  const localized = entity !== 'inventory';
  const catalog = catalogCode && catalogEntities.includes(entity) ? { catalogCode } : {};

  type Query = Record<string, string | number | ListFilter | undefined>;
  const address = (query: Query) => buildUrl('catalog', merchantPath(merchantCode, path), { ...query, limit: catalogListLimit, offset: 0, ...catalog }).length;
  // a page from `offset`; where the service sends no total, the total is what has been read so far
  const list = async (query: Query, offset: number, signal: AbortSignal, on = path) => {
    const body = await apiRequest(merchantPath(merchantCode, on), {
      service: 'catalog',
      query: { ...query, limit: catalogListLimit, offset, ...(on === path ? catalog : {}) },
      schema: storedEntityList(on),
      signal,
    });
    const items = body[on];
    // `told`: whether the service said its total; a page's own end is not the list's
    return { items, total: body.meta.totalItemCount ?? offset + items.length, told: body.meta.totalItemCount !== undefined };
  };
  /** every page of a list call */
  const all = async (query: Query, signal: AbortSignal, on = path) => {
    const items: Stored[] = [];
    for (let offset = 0; ; offset += catalogListLimit) {
      const page = await list(query, offset, signal, on);
      items.push(...page.items);
      if (page.items.length < catalogListLimit) return items;
    }
  };

  // attribute-type properties answer their values by name: the codes come from the attributes read in the same locale
  const valueNames = new Map<string, Promise<Map<string, Map<string, string>>>>();
  const namesIn = (locale: string | null, signal: AbortSignal) => {
    const id = locale ?? '';
    if (!valueNames.has(id)) {
      const names = all(locale ? { localeCode: locale } : {}, signal, 'attributes').then((attributes) => {
        const byAttribute = new Map<string, Map<string, string>>();
        for (const a of attributes) {
          const byName = new Map<string, string>();
          for (const v of Array.isArray(a.values) ? (a.values as Stored[]) : []) {
            if (typeof v?.name !== 'string' || typeof v.code !== 'string') continue;
            byName.set(v.name, byName.has(v.name) && byName.get(v.name) !== v.code ? '\u0000ambiguous' : v.code);
          }
          byAttribute.set(String(a.code), byName);
        }
        return byAttribute;
      });
      // a failure is this read's, and the next one asks again
      names.catch(() => valueNames.delete(id));
      valueNames.set(id, names);
    }
    return valueNames.get(id)!;
  };
  const hasAttributeProperty = (item: Stored) => Array.isArray(item.properties) && item.properties.some((p: Stored | null) => p?.type === 'attribute');

  /** The same entities read in each locale, mapped back: in the order of the first locale's answer. */
  const mapReads = async (byLocale: { locale: string | null; items: Stored[] }[], signal: AbortSignal): Promise<MappedElement[]> => {
    const [first, ...others] = byLocale;
    if (!first) return [];
    let valueCodeOf: ValueCodeOf | undefined;
    if (entity === 'product' && first.items.some(hasAttributeProperty)) {
      const names = new Map(await Promise.all(byLocale.map(async ({ locale }) => [locale, await namesIn(locale, signal)] as const)));
      valueCodeOf = (attribute, locale, name) => {
        const code = names.get(locale)?.get(attribute)?.get(name);
        return code === undefined ? null : code === '\u0000ambiguous' ? 'ambiguous' : code;
      };
    }
    const otherByKey = others.map(({ locale, items }) => ({ locale, byKey: new Map(items.map((item) => [keyOf(item), item])) }));
    return first.items.map((item) => {
      const reads: LocaleRead[] = [{ locale: first.locale, item }];
      for (const { locale, byKey } of otherByKey) {
        const other = byKey.get(keyOf(item));
        if (other) reads.push({ locale, item: other });
      }
      return postModelOf(entity, reads, valueCodeOf);
    });
  };

  // asked once: a file of deletions writes no texts, and a snapshot restores the catalog's default locale too
  let defaultLocale: Promise<string | null> | null = null;
  const catalogLocale = () => {
    defaultLocale ??= catalogDefaultLocale(merchantCode, catalogEntities.includes(entity) ? catalogCode : undefined);
    // a failure is this read's (a snapshot fails with it, and may be taken again); the next asks again
    defaultLocale.catch(() => (defaultLocale = null));
    return defaultLocale;
  };
  const read = new Set<string>();
  /**
   * The locales to read: stock has no texts. None named: the catalog's default locale (for a
   * preview, one read in the service's default when the catalog does not say, its texts left out).
   */
  const readLocales = async (locales: readonly string[]): Promise<(string | null)[]> => {
    if (!localized) return [null];
    const wanted = new Set(locales);
    if (withCatalogLocale || wanted.size === 0) {
      const fallback = withCatalogLocale ? await catalogLocale() : await catalogLocale().catch(() => null);
      if (fallback) wanted.add(fallback);
    }
    for (const locale of wanted) read.add(locale);
    return wanted.size ? [...wanted] : [null];
  };
  const withLocale = (query: Query, locale: string | null): Query => (locale ? { ...query, localeCode: locale } : query);
  // a locale after the first gives only texts: where the spec has `fields`, only they are asked for (a product's answer is a third of its size)
  const textsOnly: Query = entity === 'product' ? { fields: 'code,name,longName,media,properties' } : entity === 'category' ? { fields: 'code,name,image,url,description' } : {};
  // a category's first read asks for what maps back: its counts of products and children would be worked out for nothing
  const modelOnly: Query = entity === 'category' ? { fields: 'code,parentCategoryCode,image,name,url,sequenceId,description,externalUpdateDate,status' } : {};
  const inLocale = (query: Query, locale: string | null, index: number): Query => withLocale({ ...query, ...(index === 0 ? modelOnly : textsOnly) }, locale);

  /** the filters that ask for these keys */
  const filtersFor = (keys: readonly string[]): ListFilter =>
    keyFields.length === 1
      ? { [keyFields[0]!]: { $in: [...keys] } }
      : // stock is keyed by two fields: ask for both lists, keep the pairs asked for
        Object.fromEntries(keyFields.map((f, i) => [f, { $in: [...new Set(keys.map((k) => splitKey(k)[i]!))] }]));
  // what a batch of keys may cost, for a read in any locale (the longest a locale code is: 5 characters)
  const widest = [modelOnly, textsOnly].reduce((a, b) => (String(b.fields ?? '').length > String(a.fields ?? '').length ? b : a), {});
  const readBudget = {
    limit: addressLimit - address(withLocale({ ...widest, filters: filtersFor([]) }, 'xx-xx')),
    cost: (key: string) => (keyFields.length === 1 ? [key] : splitKey(key)).reduce((sum, code) => sum + codeCost(code), 0),
  };

  return {
    keyOf,
    readBudget,
    localesRead: () => [...read].sort(),
    async read(keys, signal, fileLocales = []) {
      const locales = await readLocales([...fileLocales, ...chosenLocales]);
      const longest = locales.reduce<string | null>((a, l) => ((l?.length ?? 0) > (a?.length ?? 0) ? l : a), null);
      // the longest of the run's requests: the longest locale, and the longer of the fields its reads ask for
      const longestQuery = (keys: readonly string[]) => withLocale({ ...widest, filters: filtersFor(keys) }, longest);
      const base = address(longestQuery([]));
      const found: MappedElement[] = [];
      const codesOf = keyFields.length === 1 ? (key: string) => [key] : splitKey;
      const runs = cutByAddress(keys, base, codesOf);
      // the cut counts the filters' bytes; a run whose whole address still does not fit is halved
      for (let i = 0; i < runs.length; i++) {
        const run = runs[i]!;
        if (run.length > 1 && address(longestQuery(run)) > addressLimit) {
          runs.splice(i--, 1, run.slice(0, run.length >> 1), run.slice(run.length >> 1));
        }
      }
      for (const run of runs) {
        const wanted = new Set(run);
        const filters = filtersFor(run);
        const byLocale = await Promise.all(
          locales.map(async (locale, i) => ({ locale, items: (await all(inLocale({ filters }, locale, i), signal)).filter((item) => wanted.has(keyOf(item))) })),
        );
        found.push(...(await mapReads(byLocale, signal)));
      }
      return found;
    },
    async whole(offset, filters, signal) {
      const query: Query = Object.keys(filters).length ? { filters } : {};
      const pages = await Promise.all((await readLocales(chosenLocales)).map(async (locale, i) => ({ locale, ...(await list(inLocale(query, locale, i), offset, signal)) })));
      const mapped = await mapReads(pages, signal);
      const first = pages[0]!;
      return { items: mapped.map((m) => m.element), unread: [...new Set(mapped.flatMap((m) => m.unread))], total: first.told ? first.total : undefined };
    },
    async descriptions(code, locales, signal) {
      const texts = await Promise.all(
        locales.map(async (locale) => {
          try {
            return await apiRequest(merchantPath(merchantCode, 'products', code, 'descriptions'), { service: 'catalog', query: { localeCode: locale, ...catalog }, schema: descriptionsAnswer, signal });
          } catch (error) {
            // a product deleted meanwhile has none to restore
            if (isApiError(error) && error.kind === 'notFound') return {};
            throw error;
          }
        }),
      );
      const gathered = (field: 'shortDescription' | 'longDescription') => {
        const byLocale = Object.fromEntries(locales.flatMap((locale, i) => (typeof texts[i]![field] === 'string' ? [[locale, texts[i]![field]]] : [])));
        return Object.keys(byLocale).length ? { [field]: byLocale } : {};
      };
      return { ...gathered('shortDescription'), ...gathered('longDescription') };
    },
    async page(offset, signal) {
      const scope = entity === 'inventory' && locationCodes?.length ? { filters: { locationCode: { $in: [...locationCodes] } } } : {};
      // the spec's `fields` exists on categories and products; elsewhere the whole read model comes back
      const fields = entity === 'category' || entity === 'product' ? { fields: 'code,name' } : {};
      const { items, total } = await list({ ...scope, ...fields }, offset, signal);
      return { items: items.map((s) => ({ key: keyOf(s), name: s.name })), total };
    },
  };
};


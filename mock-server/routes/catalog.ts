/**
 * The catalog service's read calls, answered as its public spec documents them, the same in both
 * dialects: the lists `GET /attributes`, `/categories`, `/products` (`catalogCode` chooses the
 * catalog; without it the merchant's first) and `/inventories`, with `filters` on code and a few
 * fields, `limit` (up to 1000), `offset`, `localeCode` and, where the spec has it, `fields`; the
 * single reads `GET /attributes/{code}`, `/products/{code}` and `/products/{code}/descriptions`;
 * and the catalogs, `GET /catalogs` and `/catalogs/{code}`. Every answer is the spec's read model
 * (routes/catalogShapes/), built from the tables the import processor fills.
 */
import { Hono } from 'hono';
import type { ApiEnv, PlatformDeps } from '../context';
import { byKeyIn, compileFilter, page, readFilter, readPaging, type FieldSpecs } from '../filters';
import { fieldProblem, notFound } from '../http';
import { faultPoint } from '../middleware';
import { productCategories, readElement } from '../store/catalogEntities';
import type { CatalogTables, EntityTable, MerchantState, StoredEntity } from '../store/types';
import {
  attributeFacts,
  attributeRead,
  callLocales,
  categoryReadFields,
  descriptionsRead,
  hasField,
  inventoryRead,
  inventoryReadFields,
  localized,
  productRead,
  productReadFields,
  readLocale,
  readObject,
  readsStock,
  type AttributeFacts,
  type Locales,
  type ProductContext,
  type ProductFields,
} from './catalogShapes';

type Entry = [string, StoredEntity];
type Obj = Record<string, unknown>;

/** A name filter reads the element (names are not kept beside it): in the call's locale, as the answer shows it. */
const nameIn = (locales: Locales) => ({ kind: 'string' as const, get: ([, s]: Entry) => localized(readElement(s).name, locales) });
const code = { kind: 'string' as const, get: ([key]: Entry) => key };
const status = { kind: 'string' as const, get: ([, s]: Entry) => s.status };

const attributeFilters = (locales: Locales): FieldSpecs<Entry> => ({ code, name: nameIn(locales) });
const categoryFilters = (locales: Locales): FieldSpecs<Entry> => ({
  code,
  name: nameIn(locales),
  parentCategoryCode: { kind: 'string', get: ([, s]) => s.parentCategoryCode },
  status,
});
const productFilters = (locales: Locales): FieldSpecs<Entry> => ({
  code,
  name: nameIn(locales),
  modelType: { kind: 'string', get: ([, s]) => s.modelType },
  status,
});
/** stock entries are keyed `productCode/locationCode` */
const productOfStock = (key: string) => key.slice(0, key.lastIndexOf('/'));
const inventoryFilters: FieldSpecs<Entry> = {
  productCode: { kind: 'string', get: ([key]) => productOfStock(key) },
  locationCode: { kind: 'string', get: ([key]) => key.slice(key.lastIndexOf('/') + 1) },
  sku: { kind: 'string', get: ([, s]) => readElement(s).sku },
  status,
};

const catalogTables = (merchant: MerchantState, code: string | undefined): { catalogCode: string; tables: CatalogTables } => {
  const catalogCode = code ?? merchant.catalog.catalogs.keys().next().value;
  const tables = catalogCode === undefined ? undefined : merchant.catalog.catalogs.get(catalogCode);
  if (!tables) throw fieldProblem('catalogCode', 'notFound', `catalog ${String(code)} does not exist`, code);
  return { catalogCode: catalogCode!, tables };
};

/**
 * The default locale of the merchant-wide entities (attributes): the first catalog's, which is
 * the merchant's default one *(ours: attributes belong to no catalog)*.
 */
const merchantLocale = (merchant: MerchantState) => merchant.catalog.catalogs.values().next().value?.base.defaultLocaleCode ?? 'en-us';

/** A category's parents' codes from the root down, read from the parent codes kept beside each element. */
const pathOf = (categories: EntityTable, code: string): string[] => {
  const path: string[] = [];
  const seen = new Set([code]);
  for (let parent = categories.get(code)?.parentCategoryCode; typeof parent === 'string' && !seen.has(parent); parent = categories.get(parent)?.parentCategoryCode) {
    seen.add(parent);
    path.unshift(parent);
  }
  return path;
};

/** Looks each key up once per call: a page of products names the same categories and attributes again and again. */
const memo = <V>(look: (key: string) => V) => {
  const seen = new Map<string, V>();
  return (key: string): V => {
    if (seen.has(key)) return seen.get(key)!;
    const value = look(key);
    seen.set(key, value);
    return value;
  };
};

/**
 * What one products answer reads from the rest of the catalog, each looked up once: the linked
 * categories, the attributes of options, extras and properties, and, only when the answer holds
 * them, the stock entries of the page's products (one walk over the stock).
 */
const productContext = (merchant: MerchantState, tables: CatalogTables, locales: Locales, fields: ProductFields, productCodes: readonly string[]): ProductContext => {
  let stock: Map<string, Obj[]> | undefined;
  if (readsStock(fields)) {
    stock = new Map(productCodes.map((c) => [c, []]));
    for (const [key, s] of merchant.catalog.inventory) stock.get(productOfStock(key))?.push(inventoryRead(readElement(s)));
  }
  return {
    locales,
    category: memo((c) => {
      const s = tables.categories.get(c);
      return s && { name: localized(readElement(s).name, locales), path: pathOf(tables.categories, c) };
    }),
    attribute: memo((c): AttributeFacts | undefined => {
      const s = merchant.catalog.attributes.get(c);
      return s && attributeFacts(readElement(s), locales);
    }),
    stock: (c) => stock?.get(c) ?? [],
    now: Date.now(),
  };
};

const listAnswer = (path: string, result: { meta: object }, items: Obj[]) => ({ meta: result.meta, [path]: items });

export const catalogRoutes = (deps: PlatformDeps) => {
  const app = new Hono<ApiEnv>();
  const fault = faultPoint(deps.faults, 'catalog');

  // ---- attributes: no `fields` in the spec, so none here (ignored) ----

  app.get('/merchants/:merchantCode/attributes', fault, (c) => {
    const merchant = c.get('merchant');
    const locales = callLocales(readLocale(c.req), merchantLocale(merchant));
    const filter = readFilter(c.req);
    const result = page(byKeyIn(merchant.catalog.attributes, filter, 'code'), compileFilter(filter, attributeFilters(locales)), null, readPaging(c.req));
    return c.json(listAnswer('attributes', result, result.items.map(([, s]) => attributeRead(readElement(s), { locales }))), 200);
  });

  app.get('/merchants/:merchantCode/attributes/:attributeCode', fault, (c) => {
    const merchant = c.get('merchant');
    const locales = callLocales(readLocale(c.req), merchantLocale(merchant));
    const stored = merchant.catalog.attributes.get(c.req.param('attributeCode'));
    if (!stored) throw notFound(`Attribute ${c.req.param('attributeCode')} not found`);
    return c.json({ attribute: attributeRead(readElement(stored), { locales }) }, 200);
  });

  // ---- categories ----

  app.get('/merchants/:merchantCode/categories', fault, (c) => {
    const { catalogCode, tables } = catalogTables(c.get('merchant'), c.req.query('catalogCode'));
    const locales = callLocales(readLocale(c.req), tables.base.defaultLocaleCode);
    const fields = categoryReadFields(c.req);
    const filter = readFilter(c.req);
    const result = page(byKeyIn(tables.categories, filter, 'code'), compileFilter(filter, categoryFilters(locales)), null, readPaging(c.req));
    // the counts of children and products, only when the answer holds them: each is a walk over a table
    const shown = new Set(result.items.map(([key]) => key));
    const children = new Map<string, number>();
    if (hasField(fields, 'categoryCount')) {
      for (const [, s] of tables.categories) {
        const parent = s.parentCategoryCode;
        if (typeof parent === 'string' && shown.has(parent)) children.set(parent, (children.get(parent) ?? 0) + 1);
      }
    }
    const products = new Map<string, number>();
    if (hasField(fields, 'productCount') && shown.size) {
      for (const [, s] of tables.products) for (const linked of productCategories(s)) if (shown.has(linked)) products.set(linked, (products.get(linked) ?? 0) + 1);
    }
    const context = {
      locales,
      catalogCode,
      path: (key: string) => pathOf(tables.categories, key),
      categoryCount: (key: string) => children.get(key) ?? 0,
      productCount: (key: string) => products.get(key) ?? 0,
    };
    return c.json(listAnswer('categories', result, result.items.map(([, s]) => readObject(fields, readElement(s), context))), 200);
  });

  // ---- products ----

  app.get('/merchants/:merchantCode/products', fault, (c) => {
    const merchant = c.get('merchant');
    const { tables } = catalogTables(merchant, c.req.query('catalogCode'));
    const locales = callLocales(readLocale(c.req), tables.base.defaultLocaleCode);
    const fields = productReadFields(c.req);
    const filter = readFilter(c.req);
    const result = page(byKeyIn(tables.products, filter, 'code'), compileFilter(filter, productFilters(locales)), null, readPaging(c.req));
    const context = productContext(merchant, tables, locales, fields, result.items.map(([key]) => key));
    return c.json(listAnswer('products', result, result.items.map(([, s]) => productRead(readElement(s), fields, context))), 200);
  });

  const oneProduct = (tables: CatalogTables, productCode: string) => {
    const stored = tables.products.get(productCode);
    if (!stored) throw notFound(`Product ${productCode} not found`);
    return readElement(stored);
  };

  app.get('/merchants/:merchantCode/products/:productCode', fault, (c) => {
    const merchant = c.get('merchant');
    const { tables } = catalogTables(merchant, c.req.query('catalogCode'));
    const locales = callLocales(readLocale(c.req), tables.base.defaultLocaleCode);
    const fields = productReadFields(c.req);
    const productCode = c.req.param('productCode');
    const element = oneProduct(tables, productCode);
    return c.json({ product: productRead(element, fields, productContext(merchant, tables, locales, fields, [productCode])) }, 200);
  });

  // the spec lists only localeCode; catalogCode is taken as the product read takes it *(ours)*
  app.get('/merchants/:merchantCode/products/:productCode/descriptions', fault, (c) => {
    const merchant = c.get('merchant');
    const { tables } = catalogTables(merchant, c.req.query('catalogCode'));
    const locales = callLocales(readLocale(c.req), tables.base.defaultLocaleCode);
    return c.json(descriptionsRead(oneProduct(tables, c.req.param('productCode')), locales), 200);
  });

  // ---- stock ----

  app.get('/merchants/:merchantCode/inventories', fault, (c) => {
    const fields = inventoryReadFields(c.req);
    const result = page(c.get('merchant').catalog.inventory, compileFilter(readFilter(c.req), inventoryFilters), null, readPaging(c.req));
    return c.json(listAnswer('inventories', result, result.items.map(([, s]) => inventoryRead(readElement(s), fields))), 200);
  });

  // ---- catalogs ----

  app.get('/merchants/:merchantCode/catalogs', fault, (c) => {
    const catalogs = [...c.get('merchant').catalog.catalogs.values()].map((t) => t.base);
    const paging = readPaging(c.req);
    return c.json({ meta: { ...paging, totalItemCount: catalogs.length }, catalogs: catalogs.slice(paging.offset, paging.offset + paging.limit) }, 200);
  });

  app.get('/merchants/:merchantCode/catalogs/:catalogCode', fault, (c) => {
    const tables = c.get('merchant').catalog.catalogs.get(c.req.param('catalogCode'));
    if (!tables) throw notFound(`Catalog ${c.req.param('catalogCode')} not found`);
    return c.json({ catalog: tables.base }, 200);
  });

  return app;
};

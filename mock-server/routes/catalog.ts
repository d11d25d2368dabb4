/**
 * The catalog service's list calls, shaped as its public spec says: `GET /attributes`,
 * `GET /categories` and `GET /products` (`catalogCode` chooses the catalog; without it the
 * merchant's first), with `filters` on code and a few fields, `limit` (up to 1000) and `offset`;
 * `GET /inventories` (the merchant's stock, by product and location).
 * They answer from the same tables the import processor fills: without `fields`, the spec's read
 * models with texts in `localeCode`; with `fields`, those fields as they were written
 * (routes/catalogShapes.ts). The same in both dialects.
 */
import { Hono, type Context } from 'hono';
import type { ApiEnv, PlatformDeps } from '../context';
import type { CatalogueEntityType } from '../../src/api/terms';
import { byKeyIn, compileFilter, page, readFilter, readPaging, type FieldSpecs } from '../filters';
import { fieldProblem } from '../http';
import { faultPoint } from '../middleware';
import { postModelFields, productCategories, readElement } from '../store/catalogEntities';
import type { EntityTable, MerchantState, StoredEntity } from '../store/types';
import { attributeRead, categoryRead, inventoryRead, localized, productRead, readFields, readLocale, writtenForm, type CategoryLookup } from './catalogShapes';

type Entry = [string, StoredEntity];
type Obj = Record<string, unknown>;

/** A name filter reads the element (names are not kept beside it): in the asked locale, as the answer shows it. */
const nameIn = (locale: string | undefined) => ({ kind: 'string' as const, get: ([, s]: Entry) => localized(readElement(s).name, locale) });
const code = { kind: 'string' as const, get: ([key]: Entry) => key };
const status = { kind: 'string' as const, get: ([, s]: Entry) => s.status };

const attributeFilters = (locale: string | undefined): FieldSpecs<Entry> => ({ code, name: nameIn(locale) });
const categoryFilters = (locale: string | undefined): FieldSpecs<Entry> => ({
  code,
  name: nameIn(locale),
  parentCategoryCode: { kind: 'string', get: ([, s]) => s.parentCategoryCode },
  status,
});
const productFilters = (locale: string | undefined): FieldSpecs<Entry> => ({
  code,
  name: nameIn(locale),
  modelType: { kind: 'string', get: ([, s]) => s.modelType },
  status,
});
/** stock entries are keyed `productCode/locationCode` */
const inventoryFilters: FieldSpecs<Entry> = {
  productCode: { kind: 'string', get: ([key]) => key.slice(0, key.lastIndexOf('/')) },
  locationCode: { kind: 'string', get: ([key]) => key.slice(key.lastIndexOf('/') + 1) },
  sku: { kind: 'string', get: ([, s]) => readElement(s).sku },
  status,
};

const catalogTables = (merchant: MerchantState, code: string | undefined) => {
  const catalogCode = code ?? merchant.catalog.catalogs.keys().next().value;
  const tables = catalogCode === undefined ? undefined : merchant.catalog.catalogs.get(catalogCode);
  if (!tables) throw fieldProblem('catalogCode', 'notFound', `catalog ${String(code)} does not exist`, code);
  return { catalogCode: catalogCode!, tables };
};

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

/**
 * A list answer: its items as written when `fields` were asked, else in the read form `read`
 * builds. When `fields` names every field of the POST model, each item's written
 * form is its stored text as it is (the store keeps only those fields, in the order written), so
 * the texts go out without being parsed and written again: the same bytes, as a document store
 * answers a whole-document read.
 */
const listBody = (c: Context<ApiEnv>, entity: CatalogueEntityType, path: string, fields: ReadonlySet<string> | null, result: { meta: object; items: Entry[] }, read: (element: Obj, key: string) => Obj) => {
  if (fields?.size === postModelFields[entity].length) {
    const texts = result.items.map(([, s]) => s.element);
    return c.body(`{"meta":${JSON.stringify(result.meta)},${JSON.stringify(path)}:[${texts.join(',')}]}`, 200, { 'Content-Type': 'application/json' });
  }
  const items = result.items.map(([key, s]) => (fields ? writtenForm(readElement(s), fields) : read(readElement(s), key)));
  return c.json({ meta: result.meta, [path]: items }, 200);
};

export const catalogRoutes = (deps: PlatformDeps) => {
  const app = new Hono<ApiEnv>();

  app.get('/merchants/:merchantCode/attributes', faultPoint(deps.faults, 'catalog'), (c) => {
    const locale = readLocale(c.req);
    const fields = readFields(c.req, 'attribute');
    const attributes = c.get('merchant').catalog.attributes;
    const filter = readFilter(c.req);
    const result = page(byKeyIn(attributes, filter, 'code'), compileFilter(filter, attributeFilters(locale)), null, readPaging(c.req));
    return listBody(c, 'attribute', 'attributes', fields, result, (el) => attributeRead(el, locale));
  });

  app.get('/merchants/:merchantCode/categories', faultPoint(deps.faults, 'catalog'), (c) => {
    const locale = readLocale(c.req);
    const fields = readFields(c.req, 'category');
    const { catalogCode, tables } = catalogTables(c.get('merchant'), c.req.query('catalogCode'));
    const filter = readFilter(c.req);
    const result = page(byKeyIn(tables.categories, filter, 'code'), compileFilter(filter, categoryFilters(locale)), null, readPaging(c.req));
    // counts of children and products, as the spec's Category carries them (the read form's only)
    const shown = new Set(fields ? [] : result.items.map(([code]) => code));
    const children = new Map<string, number>();
    for (const [, s] of tables.categories) {
      const parent = s.parentCategoryCode;
      if (typeof parent === 'string' && shown.has(parent)) children.set(parent, (children.get(parent) ?? 0) + 1);
    }
    const products = new Map<string, number>();
    if (shown.size) for (const [, s] of tables.products) for (const code of productCategories(s)) if (shown.has(code)) products.set(code, (products.get(code) ?? 0) + 1);
    return listBody(c, 'category', 'categories', fields, result, (el, code) =>
      categoryRead(el, locale, { catalogCode, path: pathOf(tables.categories, code), categoryCount: children.get(code) ?? 0, productCount: products.get(code) ?? 0 }),
    );
  });

  app.get('/merchants/:merchantCode/products', faultPoint(deps.faults, 'catalog'), (c) => {
    const locale = readLocale(c.req);
    const fields = readFields(c.req, 'product');
    const { tables } = catalogTables(c.get('merchant'), c.req.query('catalogCode'));
    const filter = readFilter(c.req);
    const result = page(byKeyIn(tables.products, filter, 'code'), compileFilter(filter, productFilters(locale)), null, readPaging(c.req));
    // each linked category read once per call, for its name and path
    const looked = new Map<string, ReturnType<CategoryLookup>>();
    const categoryOf: CategoryLookup = (code) => {
      if (!looked.has(code)) {
        const s = tables.categories.get(code);
        looked.set(code, s && { name: localized(readElement(s).name, locale), path: pathOf(tables.categories, code) });
      }
      return looked.get(code);
    };
    return listBody(c, 'product', 'products', fields, result, (el) => productRead(el, locale, categoryOf));
  });

  app.get('/merchants/:merchantCode/inventories', faultPoint(deps.faults, 'catalog'), (c) => {
    const fields = readFields(c.req, 'inventory');
    const stock = c.get('merchant').catalog.inventory;
    const result = page(stock, compileFilter(readFilter(c.req), inventoryFilters), null, readPaging(c.req));
    return listBody(c, 'inventory', 'inventories', fields, result, inventoryRead);
  });
  return app;
};

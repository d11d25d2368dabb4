/**
 * The catalog service's list calls, shaped as its public spec says: `GET /attributes`,
 * `GET /categories` and `GET /products` (`catalogCode` chooses the catalog; without it the
 * merchant's first), with `filters` on code and a few fields, `limit` (up to 1000) and `offset`;
 * `GET /inventories` (the merchant's stock, by product and location).
 * They answer from the same tables the import processor fills.
 */
import { Hono } from 'hono';
import { productCategories } from '../engine/categoryTree';
import type { ApiEnv, PlatformDeps } from '../context';
import { compileFilter, page, readFilter, readPaging, type FieldSpecs } from '../filters';
import { fieldProblem } from '../http';
import { faultPoint } from '../middleware';
import type { EntitySummary, MerchantState } from '../store/types';

type Entry = [string, EntitySummary];

const codeAnd = (fields: Record<string, 'string' | 'number' | 'boolean'>): FieldSpecs<Entry> => ({
  code: { kind: 'string', get: ([code]) => code },
  ...Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, { kind, get: ([, s]: Entry) => s[name] }])),
});

const attributeFilters = codeAnd({ name: 'string' });
const categoryFilters = codeAnd({ name: 'string', parentCategoryCode: 'string', status: 'string' });
const productFilters = codeAnd({ name: 'string', modelType: 'string', status: 'string' });
/** stock entries are keyed `productCode/locationCode` */
const inventoryFilters: FieldSpecs<Entry> = {
  productCode: { kind: 'string', get: ([key]) => key.slice(0, key.lastIndexOf('/')) },
  locationCode: { kind: 'string', get: ([key]) => key.slice(key.lastIndexOf('/') + 1) },
  sku: { kind: 'string', get: ([, s]) => s.sku },
  status: { kind: 'string', get: ([, s]) => s.status },
};

const jsonList = (text: unknown): unknown[] => {
  if (typeof text !== 'string') return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
};

const catalogTables = (merchant: MerchantState, code: string | undefined) => {
  const catalogCode = code ?? merchant.catalog.catalogs.keys().next().value;
  const tables = catalogCode === undefined ? undefined : merchant.catalog.catalogs.get(catalogCode);
  if (!tables) throw fieldProblem('catalogCode', 'notFound', `catalog ${String(code)} does not exist`, code);
  return { catalogCode: catalogCode!, tables };
};

export const catalogRoutes = (deps: PlatformDeps) => {
  const app = new Hono<ApiEnv>();

  app.get('/merchants/:merchantCode/attributes', faultPoint(deps.faults, 'catalog'), (c) => {
    const attributes = c.get('merchant').catalog.attributes;
    const result = page(attributes, compileFilter(readFilter(c.req), attributeFilters), null, readPaging(c.req));
    return c.json(
      {
        meta: result.meta,
        attributes: result.items.map(([code, s]) => ({ code, type: s.type, use: s.use, name: s.name, values: jsonList(s.values) })),
      },
      200,
    );
  });

  app.get('/merchants/:merchantCode/categories', faultPoint(deps.faults, 'catalog'), (c) => {
    const { catalogCode, tables } = catalogTables(c.get('merchant'), c.req.query('catalogCode'));
    const result = page(tables.categories, compileFilter(readFilter(c.req), categoryFilters), null, readPaging(c.req));
    // counts of children and products, as the spec's Category carries them
    const shown = new Set(result.items.map(([code]) => code));
    const children = new Map<string, number>();
    for (const [, s] of tables.categories) {
      const parent = s.parentCategoryCode;
      if (typeof parent === 'string' && shown.has(parent)) children.set(parent, (children.get(parent) ?? 0) + 1);
    }
    const products = new Map<string, number>();
    for (const [, s] of tables.products) for (const code of productCategories(s)) if (shown.has(code)) products.set(code, (products.get(code) ?? 0) + 1);
    return c.json(
      {
        meta: result.meta,
        categories: result.items.map(([code, s]) => ({
          code,
          catalogCode,
          name: s.name,
          parentCategoryCode: s.parentCategoryCode ?? null,
          status: s.status,
          sequenceId: s.sequenceId,
          categoryCount: children.get(code) ?? 0,
          productCount: products.get(code) ?? 0,
        })),
      },
      200,
    );
  });

  app.get('/merchants/:merchantCode/products', faultPoint(deps.faults, 'catalog'), (c) => {
    const { tables } = catalogTables(c.get('merchant'), c.req.query('catalogCode'));
    const result = page(tables.products, compileFilter(readFilter(c.req), productFilters), null, readPaging(c.req));
    return c.json(
      {
        meta: result.meta,
        products: result.items.map(([code, s]) => ({ code, name: s.name, modelType: s.modelType, status: s.status, categories: productCategories(s).map((k) => ({ code: k })) })),
      },
      200,
    );
  });

  app.get('/merchants/:merchantCode/inventories', faultPoint(deps.faults, 'catalog'), (c) => {
    const stock = c.get('merchant').catalog.inventory;
    const result = page(stock, compileFilter(readFilter(c.req), inventoryFilters), null, readPaging(c.req));
    return c.json(
      {
        meta: result.meta,
        inventories: result.items.map(([key, s]) => {
          const cut = key.lastIndexOf('/');
          return { productCode: key.slice(0, cut), locationCode: key.slice(cut + 1), sku: s.sku, onHand: s.onHand, status: s.status };
        }),
      },
      200,
    );
  });
  return app;
};

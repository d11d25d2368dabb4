import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as spec from '../publicSpec.fixture';
import type { Platform } from '../platform';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';

/**
 * The catalog's read calls as an app makes them, against the seed and against the real sample
 * catalog (e2e/fixtures/real-catalog) imported: every answer parsed with the strict
 * read-model schemas of the public spec (publicSpec.fixture.ts), every answer without `fields`
 * holding every field of its read model, and none holding a text still written per locale.
 */

type Obj = Record<string, unknown>;

const realCatalog = (name: string) => readFileSync(new URL(`../../e2e/fixtures/real-catalog/${name}`, import.meta.url), 'utf8');

/**
 * Fields an answer may leave out: what the element does not write (a swatch, an additional
 * price), what only `fields` asks for, and the list's cursors (the mock pages by offset only).
 */
const mayBeAbsent = new Set(['swatch', 'additionalPrice', 'inventories', 'availability', 'cursors']);

/** The fields of a schema's object (through optional, nullable and lists), or undefined for a scalar. */
const objectOf = (schema: z.ZodType): z.ZodObject | undefined => {
  let s: z.ZodType = schema;
  for (;;) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodArray) s = s.element as z.ZodType;
    else break;
  }
  return s instanceof z.ZodObject ? s : undefined;
};

/** Every field of the schema's objects the answer does not hold, down through nested objects and lists. */
const missingFields = (schema: z.ZodType, value: unknown, path: string): string[] => {
  if (Array.isArray(value)) return value.flatMap((v, i) => missingFields(schema, v, `${path}[${i}]`));
  const object = objectOf(schema);
  if (!object || typeof value !== 'object' || value === null) return [];
  return Object.entries(object.shape).flatMap(([name, field]) =>
    Object.hasOwn(value, name) ? missingFields(field as z.ZodType, (value as Obj)[name], `${path}.${name}`) : mayBeAbsent.has(name) ? [] : [`${path}.${name}: missing`],
  );
};

/** Objects still written per locale (`{"en-us": …}`) anywhere in an answer. */
const localizationObjects = (value: unknown, path: string): string[] => {
  if (Array.isArray(value)) return value.flatMap((v, i) => localizationObjects(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  const keys = Object.keys(value);
  if (keys.length && keys.every((k) => /^[a-z]{2}-[a-z]{2}$/i.test(k))) return [`${path}: written per locale (${keys.join(', ')})`];
  return Object.entries(value).flatMap(([k, v]) => localizationObjects(v, `${path}.${k}`));
};

const productFieldNames = Object.keys(spec.catalogProduct.shape);
const categoryFieldNames = Object.keys(spec.catalogCategory.shape);

/** Walks every read call with every parameter an app sends, for one merchant; answers the problems found. */
const walkReads = async (platform: Platform, merchant: string) => {
  const { access_token: token } = await signIn(platform, merchant);
  const problems: string[] = [];
  let calls = 0;
  /** one call, its answer held to `schema`; `whole`: the read model's every field is there */
  const read = async (path: string, query: Obj, schema: z.ZodType, whole: boolean, status = 200) => {
    const res = await call<Obj>(platform.api, 'GET', `/merchants/${merchant}/${path}`, { token, query });
    calls += 1;
    const what = `${path} ${JSON.stringify(query)}`;
    if (res.status !== status) {
      problems.push(`${what}: answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body;
    }
    problems.push(...spec.violations(what, schema, res.body), ...localizationObjects(res.body, what));
    if (whole) problems.push(...missingFields(schema, res.body, what));
    return res.body;
  };
  const items = (body: Obj, key: string) => (body[key] ?? []) as Obj[];
  const codes = (list: Obj[]) => list.map((i) => String(i.code));
  const keysOf = (list: Obj[]) => list.map((i) => Object.keys(i).sort().join(','));

  // the catalogs, each with its default locale
  const catalogs = items(await read('catalogs', {}, spec.catalogReads.catalogs, true), 'catalogs');
  expect(catalogs.length).toBeGreaterThan(0);
  for (const catalog of catalogs) {
    const one = await read(`catalogs/${String(catalog.code)}`, {}, spec.catalogReads.catalog, true);
    expect(one).toEqual({ catalog });
    expect(catalog.defaultLocaleCode).toMatch(/^[a-z]{2}-[a-z]{2}$/);
  }
  const catalogQueries = [{}, ...catalogs.map((c) => ({ catalogCode: c.code }))];

  for (const locale of [{}, { localeCode: 'en-us' }, { localeCode: 'de-de' }]) {
    // attributes, and each one alone
    const attributes = items(await read('attributes', { limit: 1000, ...locale }, spec.catalogLists.attributes, true), 'attributes');
    for (const attribute of attributes) {
      const one = await read(`attributes/${String(attribute.code)}`, locale, spec.catalogReads.attribute, true);
      expect(one).toEqual({ attribute });
    }
    if (attributes.length) {
      const asked = [...codes(attributes).slice(0, 3), 'no-such-attribute'];
      const some = await read('attributes', { filters: { code: { $in: asked } }, ...locale }, spec.catalogLists.attributes, true);
      expect(codes(items(some, 'attributes'))).toEqual(codes(attributes).slice(0, 3).sort());
    }

    for (const inCatalog of catalogQueries) {
      // categories: whole, paged, by code, and each field alone
      const categories = items(await read('categories', { limit: 1000, ...inCatalog, ...locale }, spec.catalogLists.categories, true), 'categories');
      const paged = await read('categories', { limit: 2, offset: 1, ...inCatalog, ...locale }, spec.catalogLists.categories, true);
      expect(items(paged, 'categories')).toEqual(categories.slice(1, 3));
      if (categories.length) {
        const asked = [...codes(categories).slice(0, 5), 'no-such-category'];
        const some = await read('categories', { filters: { code: { $in: asked } }, ...inCatalog, ...locale }, spec.catalogLists.categories, true);
        expect(codes(items(some, 'categories'))).toEqual(codes(categories).slice(0, 5).sort());
      }
      for (const field of categoryFieldNames) {
        const picked = items(await read('categories', { limit: 1000, fields: field, ...inCatalog, ...locale }, spec.catalogLists.categories, false), 'categories');
        expect(keysOf(picked).every((k) => k === [...new Set(['code', field])].sort().join(','))).toBe(true);
        expect(picked.map((p) => p[field])).toEqual(categories.map((c) => c[field]));
      }

      // products: whole, paged, by code, each field alone, the stock fields, and each product alone
      const products = items(await read('products', { limit: 1000, ...inCatalog, ...locale }, spec.catalogLists.products, true), 'products');
      const pagedProducts = await read('products', { limit: 3, offset: 2, ...inCatalog, ...locale }, spec.catalogLists.products, true);
      expect(items(pagedProducts, 'products')).toEqual(products.slice(2, 5));
      if (products.length) {
        const asked = [...codes(products).slice(0, 7), 'no-such-product'];
        const some = await read('products', { filters: { code: { $in: asked } }, ...inCatalog, ...locale }, spec.catalogLists.products, true);
        expect(codes(items(some, 'products'))).toEqual(codes(products).slice(0, 7).sort());
      }
      for (const field of productFieldNames) {
        const picked = items(await read('products', { limit: 1000, fields: field, ...inCatalog, ...locale }, spec.catalogLists.products, false), 'products');
        expect(keysOf(picked).every((k) => k === [...new Set(['code', field])].sort().join(','))).toBe(true);
        if (field !== 'inventories' && field !== 'availability') expect(picked.map((p) => p[field])).toEqual(products.map((p) => p[field]));
      }
      const withStock = items(await read('products', { limit: 1000, fields: 'inventories,availability', ...inCatalog, ...locale }, spec.catalogLists.products, false), 'products');
      for (const p of withStock) problems.push(...missingFields(spec.catalogInventory, p.inventories, `stock of ${String(p.code)}`));
      for (const product of products) {
        const one = await read(`products/${String(product.code)}`, { ...inCatalog, ...locale }, spec.catalogReads.product, true);
        expect(one).toEqual({ product });
        await read(`products/${String(product.code)}`, { fields: 'name,price,options,inventories,availability', ...inCatalog, ...locale }, spec.catalogReads.product, false);
        await read(`products/${String(product.code)}/descriptions`, { ...inCatalog, ...locale }, spec.catalogReads.descriptions, false);
      }
    }
  }

  // stock: whole, paged, by product and by location, and with each of its fields
  const stock = items(await read('inventories', { limit: 1000 }, spec.catalogLists.inventories, true), 'inventories');
  expect(items(await read('inventories', { limit: 2, offset: 1 }, spec.catalogLists.inventories, true), 'inventories')).toEqual(stock.slice(1, 3));
  const productCodes = [...new Set(stock.map((s) => String(s.productCode)))].slice(0, 4);
  const byProduct = items(await read('inventories', { filters: { productCode: { $in: productCodes } } }, spec.catalogLists.inventories, true), 'inventories');
  expect(byProduct).toEqual(stock.filter((s) => productCodes.includes(String(s.productCode))));
  const location = String(stock[0]?.locationCode);
  const byLocation = items(await read('inventories', { limit: 1000, filters: { locationCode: { $in: [location] } } }, spec.catalogLists.inventories, true), 'inventories');
  expect(byLocation).toEqual(stock.filter((s) => s.locationCode === location));
  for (const fields of ['qty', 'identifier', 'qty,identifier']) {
    await read('inventories', { limit: 1000, fields }, spec.catalogLists.inventories, false);
  }

  // what does not exist
  for (const path of ['attributes/no-such-attribute', 'products/no-such-product', 'products/no-such-product/descriptions', 'catalogs/no-such-catalog']) {
    await read(path, {}, spec.notFoundError, false, 404);
  }
  return { problems, calls };
};

const importRealCatalog = async (platform: Platform, merchant: string) => {
  const { access_token: token } = await signIn(platform, merchant);
  const full = (entity: string, name: string) => ({ entity, importStrategy: 'full' as const, content: realCatalog(name) });
  const record = (await runImport(
    platform,
    token,
    await importFiles(platform, token, [full('attribute', 'attributes.json'), full('inventory', 'inventory.json'), full('category', 'categories.json'), full('product', 'products.json')], merchant),
    merchant,
  )) as { entityFiles: { entity: string; created: { failed: number }; updated: { failed: number } }[] };
  expect(record.entityFiles.map((f) => [f.entity, f.created.failed + f.updated.failed])).toEqual([
    ['attribute', 0],
    ['inventory', 0],
    ['category', 0],
    ['product', 0],
  ]);
  await runImport(platform, token, await importFiles(platform, token, [{ entity: 'product', importStrategy: 'partial', content: realCatalog('products-partial.json') }], merchant), merchant);
};

describe('the catalog’s read calls hold to the public spec’s read models', () => {
  for (const dialect of ['public', 'brief'] as const) {
    it(`on the seed (${dialect} dialect)`, async () => {
      const platform = testPlatform({ dialect });
      for (const merchant of ['demo', 'acme']) {
        const { problems, calls } = await walkReads(platform, merchant);
        expect(problems).toEqual([]);
        expect(calls).toBeGreaterThan(100);
      }
    });

    it(`after importing the real sample catalog (${dialect} dialect)`, async () => {
      const platform = testPlatform({ dialect });
      await importRealCatalog(platform, 'acme');
      const { problems } = await walkReads(platform, 'acme');
      expect(problems).toEqual([]);

      // what the catalog's elements become: names resolved, options named from the attributes, categories with their paths
      const { access_token: token } = await signIn(platform, 'acme');
      const product = await call(platform.api, 'GET', '/merchants/acme/products/rc-armchairs-0', { token, query: { localeCode: 'de-de' } });
      expect(product.body.product).toMatchObject({
        name: 'armchairs no. 0',
        categories: [
          { code: 'armchairs', categoryName: 'armchairs', path: ['furniture', 'living-room-furniture', 'armchairs'], isPrimary: true },
          { code: 'living-room-furniture', categoryName: 'living-room-furniture', path: ['furniture', 'living-room-furniture'] },
        ],
        options: [
          { code: 'surface', name: 'Surface', type: 'text', values: [{ code: 'oak', sequenceId: 0, name: 'oak' }, { code: 'walnut', sequenceId: 1, name: 'walnut' }, { code: 'white', sequenceId: 2, name: 'white' }] },
          { code: 'dimension', name: 'Dimension', type: 'text', values: [{ code: 'small', sequenceId: 0, name: 'small' }] },
        ],
        price: { price: 99, currencyCode: 'USD' },
        extras: [],
      });
      const category = await call(platform.api, 'GET', '/merchants/acme/categories', { token, query: { filters: { code: 'living-room-furniture' } } });
      expect(category.body.categories).toEqual([
        expect.objectContaining({ code: 'living-room-furniture', path: ['furniture'], categoryCount: 4, parentCategoryCode: 'furniture' }),
      ]);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { catalogAttributeList, catalogCategoryList, catalogInventoryList, catalogProductList } from '../../src/api';
import { catalogueEntityTypes, type CatalogueEntityType } from '../../src/api/terms';
import { checkImportElement } from '../../src/importFormat';
import * as spec from '../publicSpec.fixture';
import { postModelFields } from '../store/catalogEntities';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';

const setup = async () => {
  const platform = testPlatform();
  const { access_token: token } = await signIn(platform);
  const get = (path: string, query: Record<string, unknown> = {}) => call(platform.api, 'GET', `/merchants/demo/${path}`, { token, query });
  return { platform, token, get };
};

describe('the catalog service’s list calls', () => {
  it('lists categories of a catalog by code with $in, with child and product counts', async () => {
    const { get, platform, token } = await setup();
    await runImport(platform, token, await importFiles(platform, token, [
      { entity: 'product', importStrategy: 'partial', content: [{ code: 'cap', name: { 'en-us': 'Cap' }, modelType: 'standard', isInventoryManaged: false, categories: [{ code: 'accessories' }] }] },
    ]));
    const res = await get('categories', { catalogCode: 'default', filters: { code: { $in: ['clothing', 'accessories', 'hats'] } }, limit: '100' });
    expect(res.status).toBe(200);
    const body = catalogCategoryList.parse(res.body);
    expect(body.meta).toMatchObject({ totalItemCount: 2, offset: 0 });
    // asked by code, answered in code order (as from an index)
    expect(body.categories.map((c) => [c.code, c.categoryCount, c.productCount])).toEqual([
      ['accessories', 0, 1],
      ['clothing', 3, 0],
    ]);
  });

  it('lists attributes with their values, and counts products without listing them all', async () => {
    const { get, platform, token } = await setup();
    await runImport(platform, token, await importFiles(platform, token, [
      { entity: 'attribute', importStrategy: 'partial', content: [{ code: 'fit', type: 'text', use: 'option', name: { 'en-us': 'Fit' }, values: [{ code: 'slim', sequenceId: 1, name: { 'en-us': 'Slim' } }] }] },
    ]));
    const attrs = catalogAttributeList.parse((await get('attributes', { filters: { code: { $in: ['fit', 'color'] } } })).body);
    expect(attrs.attributes.map((a) => [a.code, a.values?.map((v) => v.code)])).toEqual([
      ['color', []],
      ['fit', ['slim']],
    ]);
    const size = catalogAttributeList.parse((await get('attributes', { filters: { code: 'size' } })).body);
    expect(size.attributes[0]?.values?.map((v) => v.code)).toEqual(['s', 'm', 'l', '42', '43']);
    const products = catalogProductList.parse((await get('products', { catalogCode: 'default', limit: '1' })).body);
    expect(products.meta.totalItemCount).toBe(8);
    expect(products.products).toHaveLength(1);
  });

  it('answers 400 for an unknown catalog and 401 without a token', async () => {
    const { get, platform } = await setup();
    expect((await get('categories', { catalogCode: 'nope' })).status).toBe(400);
    expect((await call(platform.api, 'GET', '/merchants/demo/attributes')).status).toBe(401);
  });

  it('lists the merchant\'s stock by product and location, filtered by location, with the count', async () => {
    const { get } = await setup();
    const all = catalogInventoryList.parse((await get('inventories', { limit: '2' })).body);
    expect(all.meta).toMatchObject({ totalItemCount: 7, limit: 2, offset: 0 });
    expect(all.inventories).toHaveLength(2);
    const res = await get('inventories', { filters: { locationCode: { $in: ['store-berlin'] } } });
    expect(res.status).toBe(200);
    const berlin = catalogInventoryList.parse(res.body);
    expect(berlin.inventories.map((i) => `${i.productCode}/${i.locationCode}`).sort()).toEqual(['leather-belt-brown/store-berlin', 'sneaker-runner-blue/store-berlin']);
    expect((await get('inventories', { filters: { color: 'red' } })).status).toBe(400);
  });
});

// ---- whole entities: what was imported comes back, field by field ----

const fabric = {
  importType: 'AC',
  code: 'fabric',
  type: 'text',
  use: 'option',
  name: { 'en-us': 'Fabric', 'de-de': 'Stoff' },
  externalUpdateDate: '2025-05-01T08:00:00.000Z',
  values: [
    { code: 'linen', sequenceId: 1, name: { 'en-us': 'Linen', 'de-de': 'Leinen' }, swatch: { type: 'image', value: 'https://img.example.com/linen.png' } },
    { code: 'wool', sequenceId: 2, name: { 'de-de': 'Wolle', 'en-us': 'Wool' } },
  ],
};

const summer = {
  code: 'summer',
  parentCategoryCode: 'shirts',
  name: { 'en-us': 'Summer shirts', 'de-de': 'Sommerhemden' },
  image: { 'en-us': 'https://img.example.com/summer.jpg' },
  url: { 'en-us': 'https://shop.example.com/en/summer', 'de-de': 'https://shop.example.com/de/sommer' },
  sequenceId: 4,
  description: { 'en-us': 'Light shirts', 'de-de': 'Leichte Hemden' },
  externalUpdateDate: null,
  status: 'active',
};

const linenShirt = {
  importType: 'AC',
  code: 'linen-shirt',
  name: { 'en-us': 'Linen shirt', 'de-de': 'Leinenhemd' },
  longName: { 'en-us': 'Linen shirt with a button-down collar', 'de-de': null },
  shortDescription: { 'en-us': 'Cool on hot days.', 'de-de': 'Kühl an heißen Tagen.' },
  longDescription: { 'en-us': '<p>Washed linen, <b>relaxed</b> fit.</p>' },
  categories: [{ code: 'summer', isPrimary: true, sequenceId: 3 }, { code: 'shirts' }],
  properties: [
    { code: 'fabric', type: 'attribute', name: { 'en-us': 'Fabric' }, value: { 'en-us': ['linen'] }, displayGroup: 'properties', subDisplayGroup: { 'en-us': 'Appearance', 'de-de': 'Aussehen' } },
    { code: 'care', type: 'html', value: { 'en-us': '<p>30 °C</p>' }, customDisplayGroupName: { 'en-us': null } },
  ],
  media: {
    'en-us': [{ code: 'front', url: 'https://img.example.com/linen-front.jpg', type: 'image', altText: 'Front', title: null, sequenceId: 1 }],
    'de-de': [{ url: 'https://img.example.com/leinen-vorne.jpg', type: 'image', altText: 'Vorne' }],
  },
  options: [
    { code: 'fabric', values: [{ code: 'linen', additionalPrice: 5 }, { code: 'wool', additionalPrice: null }] },
    { code: 'size', values: [{ code: 'm' }, { code: 'l' }] },
  ],
  extras: [{ code: 'color', values: [{ code: 'navy', additionalPrice: -1.25 }] }],
  parentProductCode: null,
  modelType: 'configurable',
  identifiers: { sku: 'LS-1', ean: '4000000000123', mfgPartNum: null },
  price: {
    price: 59.9,
    cost: 21.5,
    salePrice: null,
    msrp: 69,
    minPrice: 59.9,
    maxPrice: 64.9,
    volumePricing: [{ price: 55, priceType: 'fixed', minQty: 5, maxQty: null }],
    mapPricing: [{ price: 50 }],
    currencyCode: 'EUR',
  },
  fulfillmentMethods: ['shipping', 'simplePickUpInStore'],
  unit: 'piece',
  unitValue: 1,
  unitPriceRefUom: 'piece',
  unitPriceRefValue: 1,
  hasCatchWeight: false,
  isSerialized: false,
  status: 'active',
  startDate: '2025-04-01T00:00:00.000Z',
  endDate: null,
  firstAvailableDate: '2025-04-01T00:00:00.000Z',
  eolDate: null,
  isInventoryManaged: true,
  inventoryTreatment: 'allowBackOrders',
  shippingInformation: { isShippedAlone: false, height: 2, heightUnit: 'cm', weight: 0.3, weightUnit: 'kg' },
  rating: 4.5,
  url: 'https://shop.example.com/linen-shirt',
  isTaxed: true,
  taxClass: 'standard',
  minQty: 1,
  maxQty: 10,
  externalUpdateDate: '2025-05-02T09:30:00.000Z',
};

const linenStock = {
  importType: 'AC',
  productCode: 'linen-shirt',
  locationCode: 'store-berlin',
  inventoryTreatmentSetting: { code: 'its1' },
  sku: 'LS-1',
  onHand: 12,
  safetyStock: 2,
  bin: 'A-1',
  binLocation: 'A-1-3',
  status: 'inactive',
  externalUpdateDate: '2025-05-03T10:00:00.000Z',
};

const wholeEntities = { attribute: fabric, category: summer, product: linenShirt, inventory: linenStock } as const;
const listPath = { attribute: 'attributes', category: 'categories', product: 'products', inventory: 'inventories' } as const;
const keyFilter = (entity: CatalogueEntityType, el: Record<string, unknown>) =>
  entity === 'inventory' ? { productCode: el.productCode, locationCode: el.locationCode } : { code: el.code };
const asWritten = ({ importType: _, ...el }: Record<string, unknown>) => el;

const importWhole = async (dialect: 'brief' | 'public') => {
  const platform = testPlatform({ dialect });
  const { access_token: token } = await signIn(platform);
  const get = (path: string, query: Record<string, unknown> = {}) => call(platform.api, 'GET', `/merchants/demo/${path}`, { token, query });
  const record = await runImport(platform, token, await importFiles(platform, token, catalogueEntityTypes.map((entity) => ({ entity, importStrategy: 'partial' as const, content: [wholeEntities[entity]] }))));
  const files = (record as { entityFiles: { created: { succeeded: number } }[] }).entityFiles;
  expect(files.map((f) => f.created.succeeded)).toEqual([1, 1, 1, 1]);
  /** the one entity of that type with the key of `el`, answered with `query` */
  const one = async (entity: CatalogueEntityType, el: Record<string, unknown>, query: Record<string, unknown> = {}) => {
    const res = await get(listPath[entity], { filters: keyFilter(entity, el), ...query });
    expect(res.status).toBe(200);
    const items = res.body[listPath[entity]] as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    return items[0]!;
  };
  return { platform, token, get, one };
};

describe('the list calls answer whole entities', () => {
  it('holds test elements that the import rules take without a word', () => {
    for (const entity of catalogueEntityTypes) {
      const checked = checkImportElement(entity, 'partial', wholeEntities[entity]);
      expect([checked.problems, checked.warnings]).toEqual([[], []]);
    }
  });

  for (const dialect of ['brief', 'public'] as const) {
    it(`answers every field of the POST model as written when fields names them all (${dialect} dialect)`, async () => {
      const { one } = await importWhole(dialect);
      for (const entity of catalogueEntityTypes) {
        const el = wholeEntities[entity];
        expect(await one(entity, el, { fields: postModelFields[entity].join(',') })).toEqual(asWritten(el));
      }
      // seeded entities too: they are stored the way imported ones are
      expect(await one('product', { code: 'tshirt-basic-white' }, { fields: 'options,price' })).toEqual({
        code: 'tshirt-basic-white',
        options: [
          { code: 'color', values: [{ code: 'white' }] },
          { code: 'size', values: [{ code: 's' }, { code: 'm' }, { code: 'l', additionalPrice: 2 }] },
        ],
        price: { price: 19.99, currencyCode: 'EUR' },
      });
    });

    it(`answers the spec's read models by default, texts in the asked locale (${dialect} dialect)`, async () => {
      const { get, one } = await importWhole(dialect);
      for (const [path, schema] of Object.entries(spec.catalogLists)) {
        for (const localeCode of [undefined, 'de-de']) {
          const res = await get(path, { limit: '1000', ...(localeCode ? { localeCode } : {}) });
          expect(spec.violations(`${path} ${localeCode ?? ''}`, schema, res.body)).toEqual([]);
        }
      }

      expect(await one('attribute', fabric, { localeCode: 'de-de' })).toEqual({
        code: 'fabric',
        type: 'text',
        use: 'option',
        name: 'Stoff',
        externalUpdateDate: '2025-05-01T08:00:00.000Z',
        values: [
          { code: 'linen', sequenceId: 1, name: 'Leinen', swatch: { type: 'image', value: 'https://img.example.com/linen.png' } },
          { code: 'wool', sequenceId: 2, name: 'Wolle' },
        ],
      });
      expect(await one('category', summer, { localeCode: 'de-DE' })).toEqual({
        code: 'summer',
        catalogCode: 'default',
        name: 'Sommerhemden',
        parentCategoryCode: 'shirts',
        status: 'active',
        sequenceId: 4,
        categoryCount: 0,
        productCount: 1,
        path: ['clothing', 'shirts'],
        // a locale the text lacks: the first it has
        image: 'https://img.example.com/summer.jpg',
        url: 'https://shop.example.com/de/sommer',
        description: 'Leichte Hemden',
        externalUpdateDate: null,
      });
      const product = await one('product', linenShirt, { localeCode: 'de-de' });
      const { importType: _, shortDescription: __, longDescription: ___, options: ____, extras: _____, ...plain } = linenShirt;
      expect(product).toEqual({
        ...plain,
        name: 'Leinenhemd',
        // de-de is null: the first text there is
        longName: 'Linen shirt with a button-down collar',
        categories: [
          { code: 'summer', categoryName: 'Sommerhemden', path: ['clothing', 'shirts'], isPrimary: true, sequenceId: 3 },
          { code: 'shirts', categoryName: 'Hemden', path: ['clothing'] },
        ],
        properties: [
          { code: 'fabric', type: 'attribute', name: 'Fabric', value: { 'en-us': ['linen'] }, displayGroup: 'properties', subDisplayGroup: 'Aussehen' },
          { code: 'care', type: 'html', value: { 'en-us': '<p>30 °C</p>' }, customDisplayGroupName: null },
        ],
        media: [{ url: 'https://img.example.com/leinen-vorne.jpg', type: 'image', altText: 'Vorne' }],
      });
      // without a locale: each text's first
      expect(await one('product', linenShirt)).toMatchObject({ name: 'Linen shirt', media: [{ code: 'front' }] });
      expect(await one('inventory', linenStock)).toEqual({
        productCode: 'linen-shirt',
        locationCode: 'store-berlin',
        sku: 'LS-1',
        onHand: 12,
        status: 'inactive',
        safetyStock: 2,
        bin: 'A-1',
        binLocation: 'A-1-3',
        externalUpdateDate: '2025-05-03T10:00:00.000Z',
      });
    });
  }

  it('answers only the fields asked, with the key fields, and leaves out what the element lacks', async () => {
    const { one, get } = await importWhole('public');
    expect(await one('product', linenShirt, { fields: 'shortDescription, options,categories' })).toEqual({
      code: 'linen-shirt',
      shortDescription: linenShirt.shortDescription,
      categories: linenShirt.categories,
      options: linenShirt.options,
    });
    expect(await one('inventory', linenStock, { fields: 'onHand' })).toEqual({ productCode: 'linen-shirt', locationCode: 'store-berlin', onHand: 12 });
    // the seeded color has no externalUpdateDate: left out, never null; localeCode changes nothing written
    expect(await one('attribute', { code: 'color' }, { fields: 'name,externalUpdateDate', localeCode: 'de-de' })).toEqual({ code: 'color', name: { 'en-us': 'Color', 'de-de': 'Farbe' } });
    // a category's counts and path are read-model facts, not written fields
    expect(await one('category', summer, { fields: 'name' })).toEqual({ code: 'summer', name: summer.name });
    const all = await get('products', { fields: 'status', limit: '3' });
    expect(all.body.products).toEqual([
      { code: 'tshirt-basic-white', status: 'active' },
      { code: 'tshirt-basic-black', status: 'active' },
      { code: 'oxford-shirt-blue', status: 'active' },
    ]);
  });

  it('refuses a field the POST model lacks, and a malformed locale, with a 400 naming the parameter', async () => {
    const { get } = await importWhole('public');
    for (const [path, fields] of [
      ['products', 'name,colour'],
      ['attributes', 'importType'],
      ['categories', 'productCount'],
      ['inventories', 'qty'],
      ['products', '__proto__'],
      ['categories', 'code,constructor'],
    ] as const) {
      const res = await get(path, { fields });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'fields', code: 'unknownField', value: fields.split(',').at(-1) })]);
    }
    const locale = await get('products', { localeCode: 'german' });
    expect(locale.status).toBe(400);
    expect(locale.body.errors[0]).toMatchObject({ field: 'localeCode' });
  });

  it('replaces an entity whole on update, and a full file deletes what it does not name', async () => {
    const { platform, token, one, get } = await importWhole('public');
    const { price: _, identifiers: __, ...withoutPrice } = asWritten(linenShirt);
    await runImport(platform, token, await importFiles(platform, token, [{ entity: 'product', importStrategy: 'partial', content: [{ ...withoutPrice, status: 'inactive' }] }]));
    expect(await one('product', linenShirt, { fields: postModelFields.product.join(',') })).toEqual({ ...withoutPrice, status: 'inactive' });
    expect(await one('product', linenShirt)).not.toHaveProperty('price');

    await runImport(platform, token, await importFiles(platform, token, [{ entity: 'product', content: [withoutPrice] }]));
    const left = await get('products', { fields: 'code' });
    expect(left.body).toEqual({ meta: { limit: 100, offset: 0, totalItemCount: 1 }, products: [{ code: 'linen-shirt' }] });
  });

  it('filters on the indexed and the written fields, and pages, as before', async () => {
    const { get } = await importWhole('brief');
    const configurable = await get('products', { filters: { modelType: 'configurable', status: 'active' }, fields: 'modelType', limit: '2', offset: '1' });
    expect(configurable.body).toEqual({
      meta: { limit: 2, offset: 1, totalItemCount: 4 },
      products: [
        { code: 'tshirt-basic-black', modelType: 'configurable' },
        { code: 'sneaker-runner-blue', modelType: 'configurable' },
      ],
    });
    // a name filter reads the name in the asked locale
    const german = await get('products', { filters: { name: { $ct: 'hemd' } }, localeCode: 'de-de' });
    expect(german.body.products.map((p: { code: string; name: string }) => [p.code, p.name])).toEqual([
      ['oxford-shirt-blue', 'Oxford-Hemd, blau'],
      ['linen-shirt', 'Leinenhemd'],
    ]);
    expect((await get('products', { filters: { name: { $ct: 'hemd' } } })).body.meta.totalItemCount).toBe(0);
    const roots = await get('categories', { filters: { parentCategoryCode: null }, fields: 'status' });
    expect(roots.body.categories).toEqual([
      { code: 'clothing', status: 'active' },
      { code: 'accessories', status: 'active' },
      { code: 'sale', status: 'inactive' },
    ]);
    const bySku = await get('inventories', { filters: { sku: { $in: ['LS-1', 'SN-BLU'] } }, fields: 'sku' });
    expect(bySku.body.inventories).toEqual([
      { productCode: 'sneaker-runner-blue', locationCode: 'warehouse-1', sku: 'SN-BLU' },
      { productCode: 'sneaker-runner-blue', locationCode: 'store-berlin', sku: 'SN-BLU' },
      { productCode: 'linen-shirt', locationCode: 'store-berlin', sku: 'LS-1' },
    ]);
    expect((await get('attributes', { filters: { name: 'Farbe' }, localeCode: 'de-de' })).body.attributes.map((a: { code: string }) => a.code)).toEqual(['color']);
  });
});

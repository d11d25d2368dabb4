import { describe, expect, it } from 'vitest';
import { catalogAttributeList, catalogCategoryList, catalogInventoryList, catalogProductList } from '../../src/contract';
import { catalogEntityTypes, type CatalogEntityType } from '../../src/contract/terms';
import { checkImportElement } from '../../src/engine/format';
import * as spec from '../publicSpec.fixture';
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

// ---- whole entities: what was imported comes back as the read models, field by field ----

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
const keyFilter = (entity: CatalogEntityType, el: Record<string, unknown>) =>
  entity === 'inventory' ? { productCode: el.productCode, locationCode: el.locationCode } : { code: el.code };

const importWhole = async (dialect: 'brief' | 'public') => {
  const platform = testPlatform({ dialect });
  const { access_token: token } = await signIn(platform);
  const get = (path: string, query: Record<string, unknown> = {}) => call(platform.api, 'GET', `/merchants/demo/${path}`, { token, query });
  const record = await runImport(platform, token, await importFiles(platform, token, catalogEntityTypes.map((entity) => ({ entity, importStrategy: 'partial' as const, content: [wholeEntities[entity]] }))));
  const files = (record as { entityFiles: { created: { succeeded: number } }[] }).entityFiles;
  expect(files.map((f) => f.created.succeeded)).toEqual([1, 1, 1, 1]);
  /** the one entity of that type with the key of `el`, answered with `query` */
  const one = async (entity: CatalogEntityType, el: Record<string, unknown>, query: Record<string, unknown> = {}) => {
    const res = await get(listPath[entity], { filters: keyFilter(entity, el), ...query });
    expect(res.status).toBe(200);
    const items = res.body[listPath[entity]] as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    return items[0]!;
  };
  return { platform, token, get, one };
};

/** linen-shirt's read model in German: what each written field becomes */
const linenShirtInGerman = {
  code: 'linen-shirt',
  name: 'Leinenhemd',
  // de-de is null: the catalog's default locale (en-us)
  longName: 'Linen shirt with a button-down collar',
  modelType: 'configurable',
  status: 'active',
  operationalStatus: 'active',
  visibility: 'visible',
  parentProductCode: null,
  // a mapping's path runs down to the category itself, as the spec's example has it
  categories: [
    { code: 'summer', categoryName: 'Sommerhemden', path: ['clothing', 'shirts', 'summer'], isPrimary: true, sequenceId: 3 },
    { code: 'shirts', categoryName: 'Hemden', path: ['clothing', 'shirts'], isPrimary: null, sequenceId: null },
  ],
  properties: [
    // an attribute property: the value names in the locale, through the attribute's values
    { code: 'fabric', type: 'attribute', name: 'Fabric', value: ['Leinen'], displayGroup: 'properties', subDisplayGroup: 'Aussehen', customDisplayGroupName: null },
    { code: 'care', type: 'html', name: null, value: '<p>30 °C</p>', displayGroup: null, subDisplayGroup: null, customDisplayGroupName: null },
  ],
  media: [{ code: null, url: 'https://img.example.com/leinen-vorne.jpg', type: 'image', altText: 'Vorne', title: null, sequenceId: null }],
  identifiers: { mfgPartNum: null, upc: null, ean: '4000000000123', isbn: null, sku: 'LS-1', distiPartNum: null },
  price: {
    currencyCode: 'EUR',
    price: 59.9,
    cost: 21.5,
    unit: null,
    salePrice: null,
    msrp: 69,
    minPrice: 59.9,
    maxPrice: 64.9,
    volumePricing: [{ minQty: 5, maxQty: null, price: 55, salePrice: null, unit: null, priceType: 'fixed' }],
    mapPricing: [{ startDate: null, endDate: null, price: 50 }],
    // 1 piece at 59.90, per 1 piece
    pricePerMeasureUnit: 59.9,
  },
  fulfillmentMethods: ['shipping', 'simplePickUpInStore'],
  unit: 'piece',
  unitValue: 1,
  unitPriceRefUom: 'piece',
  unitPriceRefValue: 1,
  hasCatchWeight: false,
  isSerialized: false,
  startDate: '2025-04-01T00:00:00.000Z',
  endDate: null,
  firstAvailableDate: '2025-04-01T00:00:00.000Z',
  eolDate: null,
  isInventoryManaged: true,
  inventoryTreatment: 'allowBackOrders',
  shippingInformation: { isShippedAlone: false, height: 2, heightUnit: 'cm', width: null, widthUnit: null, length: null, lengthUnit: null, weight: 0.3, weightUnit: 'kg' },
  rating: 4.5,
  url: 'https://shop.example.com/linen-shirt',
  isTaxed: true,
  taxClass: 'standard',
  minQty: 1,
  maxQty: 10,
  externalUpdateDate: '2025-05-02T09:30:00.000Z',
  options: [
    {
      code: 'fabric',
      name: 'Stoff',
      type: 'text',
      values: [
        { code: 'linen', sequenceId: 1, name: 'Leinen', swatch: { type: 'image', value: 'https://img.example.com/linen.png' }, additionalPrice: 5 },
        { code: 'wool', sequenceId: 2, name: 'Wolle', additionalPrice: null },
      ],
    },
    { code: 'size', name: 'Größe', type: 'text', values: [{ code: 'm', sequenceId: 2, name: 'M' }, { code: 'l', sequenceId: 3, name: 'L' }] },
  ],
  // color lists no values (any code is taken): a value named by its code, numbered by its place
  extras: [{ code: 'color', name: 'Farbe', type: 'text', values: [{ code: 'navy', sequenceId: 0, name: 'navy', additionalPrice: -1.25 }] }],
};

describe('the list calls answer the read models', () => {
  it('holds test elements that the import rules take without a word', () => {
    for (const entity of catalogEntityTypes) {
      const checked = checkImportElement(entity, 'partial', wholeEntities[entity]);
      expect([checked.problems, checked.warnings]).toEqual([[], []]);
    }
  });

  for (const dialect of ['brief', 'public'] as const) {
    it(`answers every read-model field, texts in the asked locale (${dialect} dialect)`, async () => {
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
      // an attribute without values and without a date: [] and null
      expect(await one('attribute', { code: 'color' })).toEqual({ code: 'color', type: 'text', use: 'option', name: 'Color', externalUpdateDate: null, values: [] });
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
        // a locale the text lacks: the catalog's default
        image: 'https://img.example.com/summer.jpg',
        url: 'https://shop.example.com/de/sommer',
        description: 'Leichte Hemden',
        externalUpdateDate: null,
      });
      expect(await one('product', linenShirt, { localeCode: 'de-de' })).toEqual(linenShirtInGerman);
      // without a locale: the catalog's default, en-us
      expect(await one('product', linenShirt)).toMatchObject({
        name: 'Linen shirt',
        media: [{ code: 'front', url: 'https://img.example.com/linen-front.jpg', type: 'image', altText: 'Front', title: null, sequenceId: 1 }],
        properties: [{ value: ['Linen'] }, { value: '<p>30 °C</p>' }],
        options: [{ name: 'Fabric', values: [{ name: 'Linen' }, { name: 'Wool' }] }, { name: 'Size' }],
      });
      // no descriptions in any product answer: they have their own call
      expect(await one('product', linenShirt)).not.toHaveProperty('shortDescription');
      expect(await one('inventory', linenStock)).toEqual({
        productCode: 'linen-shirt',
        locationCode: 'store-berlin',
        sku: 'LS-1',
        onHand: 12,
        onReserve: 0,
        safetyStock: 2,
        available: 12,
        visible: 10,
        bin: 'A-1',
        binLocation: 'A-1-3',
        status: 'inactive',
        externalUpdateDate: '2025-05-03T10:00:00.000Z',
        inventoryTreatmentSetting: { code: 'its1', name: 'its1', isPurchasable: true },
      });
    });
  }

  it('answers the seed’s options with their names, and a product without a field with null or []', async () => {
    const { one } = await importWhole('public');
    const white = await one('product', { code: 'tshirt-basic-white' }, { localeCode: 'de-de' });
    expect(white).toMatchObject({
      options: [
        { code: 'color', name: 'Farbe', type: 'text', values: [{ code: 'white', sequenceId: 0, name: 'white' }] },
        {
          code: 'size',
          name: 'Größe',
          type: 'text',
          values: [
            { code: 's', sequenceId: 1, name: 'S' },
            { code: 'm', sequenceId: 2, name: 'M' },
            { code: 'l', sequenceId: 3, name: 'L', additionalPrice: 2 },
          ],
        },
      ],
      // material lists no values: the value as written, in the locale
      properties: [{ code: 'material', type: 'attribute', name: 'Material', value: ['Baumwolle'] }],
      price: { price: 19.99, currencyCode: 'EUR', salePrice: null, volumePricing: [], mapPricing: [], pricePerMeasureUnit: null },
      extras: [],
    });
    expect(await one('product', { code: 'boot-chelsea-brown' })).toMatchObject({
      longName: null,
      categories: [],
      properties: [],
      media: [],
      options: [],
      extras: [],
      identifiers: null,
      price: null,
      shippingInformation: null,
      unitValue: null,
      parentProductCode: null,
      isSerialized: null,
      // the spec's defaults
      isTaxed: true,
      hasCatchWeight: false,
    });
    expect(await one('product', { code: 'canvas-tote-natural' })).toMatchObject({ status: 'inactive', operationalStatus: 'inactive', visibility: 'hidden' });
    expect(await one('inventory', { productCode: 'tshirt-basic-white', locationCode: 'warehouse-1' })).toMatchObject({
      safetyStock: 0,
      available: 120,
      visible: 120,
      bin: null,
      inventoryTreatmentSetting: null,
    });
  });

  it('answers only the fields asked, with code; stock with qty or identifier', async () => {
    const { one, get } = await importWhole('public');
    expect(await one('product', linenShirt, { fields: 'name, options,categories', localeCode: 'de-de' })).toEqual({
      code: 'linen-shirt',
      name: 'Leinenhemd',
      categories: linenShirtInGerman.categories,
      options: linenShirtInGerman.options,
    });
    // the stock of a product and whether it can be bought: only when asked
    expect(await one('product', linenShirt)).not.toHaveProperty('inventories');
    const withStock = await one('product', linenShirt, { fields: 'inventories,availability' });
    expect(withStock).toEqual({
      code: 'linen-shirt',
      inventories: [expect.objectContaining({ productCode: 'linen-shirt', locationCode: 'store-berlin', visible: 10, status: 'inactive' })],
      // sold beyond its stock (allowBackOrders)
      availability: { isAvailable: true },
    });
    expect(await one('product', { code: 'sneaker-runner-blue' }, { fields: 'availability' })).toEqual({ code: 'sneaker-runner-blue', availability: { isAvailable: true } });
    expect(await one('product', { code: 'rain-jacket-navy' }, { fields: 'availability' })).toEqual({ code: 'rain-jacket-navy', availability: { isAvailable: false } });
    expect(await one('category', summer, { fields: 'name,path' })).toEqual({ code: 'summer', name: 'Summer shirts', path: ['clothing', 'shirts'] });
    expect(await one('category', summer, { fields: 'productCount' })).toEqual({ code: 'summer', productCount: 1 });
    expect(await one('inventory', linenStock, { fields: 'qty' })).toEqual({
      productCode: 'linen-shirt',
      locationCode: 'store-berlin',
      onHand: 12,
      onReserve: 0,
      safetyStock: 2,
      available: 12,
      visible: 10,
    });
    expect(await one('inventory', linenStock, { fields: 'identifier' })).toEqual({ productCode: 'linen-shirt', locationCode: 'store-berlin', sku: 'LS-1', bin: 'A-1', binLocation: 'A-1-3' });
    // the attribute calls take no fields: every field, whatever is asked
    expect(Object.keys(await one('attribute', fabric, { fields: 'code' }))).toEqual(['code', 'type', 'use', 'name', 'externalUpdateDate', 'values']);
    const all = await get('products', { fields: 'status', limit: '3' });
    expect(all.body.products).toEqual([
      { code: 'tshirt-basic-white', status: 'active' },
      { code: 'tshirt-basic-black', status: 'active' },
      { code: 'oxford-shirt-blue', status: 'active' },
    ]);
  });

  it('refuses a field the read model lacks, and a malformed locale, with a 400 naming the parameter', async () => {
    const { get } = await importWhole('public');
    for (const [path, fields] of [
      ['products', 'name,colour'],
      // the POST model's, not the read model's
      ['products', 'shortDescription'],
      ['categories', 'importType'],
      ['inventories', 'onHand'],
      ['products', '__proto__'],
      ['categories', 'code,constructor'],
      ['inventories', 'qty,toString'],
    ] as const) {
      const res = await get(path, { fields });
      expect(res.status, `${path} ${fields}`).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'fields', code: 'unknownField', value: fields.split(',').at(-1) })]);
    }
    const locale = await get('products', { localeCode: 'german' });
    expect(locale.status).toBe(400);
    expect(locale.body.errors[0]).toMatchObject({ field: 'localeCode' });
  });

  it('replaces an entity whole on update, and a full file deletes what it does not name', async () => {
    const { platform, token, one, get } = await importWhole('public');
    const { importType: _, price: __, identifiers: ___, ...withoutPrice } = linenShirt;
    await runImport(platform, token, await importFiles(platform, token, [{ entity: 'product', importStrategy: 'partial', content: [{ ...withoutPrice, status: 'inactive' }] }]));
    expect(await one('product', linenShirt, { fields: 'price,identifiers,status,visibility' })).toEqual({
      code: 'linen-shirt',
      price: null,
      identifiers: null,
      status: 'inactive',
      visibility: 'hidden',
    });

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
    const bySku = await get('inventories', { filters: { sku: { $in: ['LS-1', 'SN-BLU'] } }, fields: 'identifier' });
    expect(bySku.body.inventories).toEqual([
      { productCode: 'sneaker-runner-blue', locationCode: 'warehouse-1', sku: 'SN-BLU', bin: null, binLocation: null },
      { productCode: 'sneaker-runner-blue', locationCode: 'store-berlin', sku: 'SN-BLU', bin: 'B-12', binLocation: null },
      { productCode: 'linen-shirt', locationCode: 'store-berlin', sku: 'LS-1', bin: 'A-1', binLocation: 'A-1-3' },
    ]);
    expect((await get('attributes', { filters: { name: 'Farbe' }, localeCode: 'de-de' })).body.attributes.map((a: { code: string }) => a.code)).toEqual(['color']);
  });
});

describe('the single reads and the catalogs', () => {
  it('answers one attribute, one product and its descriptions, each wrapped as the spec says', async () => {
    const { get } = await importWhole('public');
    const attribute = await get('attributes/fabric', { localeCode: 'de-de' });
    expect(attribute.status).toBe(200);
    expect(attribute.body).toEqual({ attribute: (await get('attributes', { filters: { code: 'fabric' }, localeCode: 'de-de' })).body.attributes[0] });
    const product = await get('products/linen-shirt', { localeCode: 'de-de', catalogCode: 'default' });
    expect(product.body).toEqual({ product: linenShirtInGerman });
    expect((await get('products/linen-shirt', { fields: 'name,availability' })).body).toEqual({ product: { code: 'linen-shirt', name: 'Linen shirt', availability: { isAvailable: true } } });

    expect((await get('products/linen-shirt/descriptions', { localeCode: 'de-de' })).body).toEqual({
      shortDescription: 'Kühl an heißen Tagen.',
      // no German text: the catalog's default locale
      longDescription: '<p>Washed linen, <b>relaxed</b> fit.</p>',
    });
    expect((await get('products/linen-shirt/descriptions')).body).toEqual({ shortDescription: 'Cool on hot days.', longDescription: '<p>Washed linen, <b>relaxed</b> fit.</p>' });
    // a product without descriptions: neither field
    expect((await get('products/oxford-shirt-blue/descriptions', { localeCode: 'de-de' })).body).toEqual({});
    expect((await get('products/tshirt-basic-white/descriptions', { localeCode: 'de-de' })).body).toEqual({ shortDescription: 'Ein schlichtes T-Shirt aus Baumwolle.' });

    for (const path of ['attributes/nope', 'products/nope', 'products/nope/descriptions', 'catalogs/nope']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(spec.violations(path, spec.notFoundError, res.body)).toEqual([]);
    }
    expect((await get('products/linen-shirt', { fields: 'colour' })).status).toBe(400);
  });

  it('lists the catalogs with their default locale, and a locale falls back to it', async () => {
    const platform = testPlatform({ dialect: 'public' });
    const { access_token: token } = await signIn(platform, 'acme');
    const get = (path: string, query: Record<string, unknown> = {}) => call(platform.api, 'GET', `/merchants/acme/${path}`, { token, query });
    const catalogs = await get('catalogs');
    expect(catalogs.body).toEqual({
      meta: { limit: 100, offset: 0, totalItemCount: 2 },
      catalogs: [
        { code: 'default', name: 'ACME', defaultLocaleCode: 'en-us', defaultCurrencyCode: 'USD', externalUpdateDate: null, isDefault: true, parentCatalogCode: null },
        { code: 'outlet', name: 'ACME Outlet', defaultLocaleCode: 'de-de', defaultCurrencyCode: 'EUR', externalUpdateDate: null, isDefault: false, parentCatalogCode: null },
      ],
    });
    expect((await get('catalogs/outlet')).body).toEqual({ catalog: catalogs.body.catalogs[1] });
    expect((await get('catalogs', { limit: '1', offset: '1' })).body.catalogs.map((c: { code: string }) => c.code)).toEqual(['outlet']);

    await runImport(platform, token, await importFiles(platform, token, [
      { entity: 'category', importStrategy: 'partial', catalogCode: 'outlet', content: [
        { code: 'last-pieces', name: { 'en-us': 'Last pieces', 'de-de': 'Restposten' }, sequenceId: 1 },
        { code: 'pieces-fr', name: { 'fr-fr': 'Dernières pièces' }, sequenceId: 2 },
      ] },
    ], 'acme'), 'acme');
    const names = async (query: Record<string, unknown>) =>
      (await get('categories', { catalogCode: 'outlet', fields: 'name', ...query })).body.categories.map((c: { name: string }) => c.name);
    // no locale: the outlet's default, German; a locale the text lacks: the default; neither: the first written
    expect(await names({})).toEqual(['Restposten', 'Dernières pièces']);
    expect(await names({ localeCode: 'en-us' })).toEqual(['Last pieces', 'Dernières pièces']);
    expect(await names({ localeCode: 'it-it' })).toEqual(['Restposten', 'Dernières pièces']);
  });
});

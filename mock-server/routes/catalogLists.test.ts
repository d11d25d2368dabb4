import { describe, expect, it } from 'vitest';
import { catalogAttributeList, catalogCategoryList, catalogInventoryList, catalogProductList } from '../../src/contract';
import { catalogEntityTypes } from '../../src/contract/terms';
import { checkImportElement } from '../../src/engine/format';
import * as spec from '../publicSpec.fixture';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';
import { fabric, importWhole, linenShirt, linenShirtInGerman, linenStock, summer, wholeEntities } from './wholeEntities.fixture';

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

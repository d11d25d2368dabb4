/**
 * Test fixture: one element of each catalog entity type with every field written (`wholeEntities`),
 * a platform they were imported into, and what linen-shirt's read model answers in German.
 */
import { expect } from 'vitest';
import { catalogEntityTypes, type CatalogEntityType } from '../../src/contract/terms';
import { call, importFiles, runImport, signIn, testPlatform } from '../testing';

export const fabric = {
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

export const summer = {
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

export const linenShirt = {
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

export const linenStock = {
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

export const wholeEntities = { attribute: fabric, category: summer, product: linenShirt, inventory: linenStock } as const;
const listPath = { attribute: 'attributes', category: 'categories', product: 'products', inventory: 'inventories' } as const;
const keyFilter = (entity: CatalogEntityType, el: Record<string, unknown>) =>
  entity === 'inventory' ? { productCode: el.productCode, locationCode: el.locationCode } : { code: el.code };

export const importWhole = async (dialect: 'brief' | 'public') => {
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
export const linenShirtInGerman = {
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

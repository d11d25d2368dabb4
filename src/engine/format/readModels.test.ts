/**
 * The catalog spec's read-model examples, re-typed in our own words (the same shapes and quirks:
 * resolved names, `null`s, read-only fields, attribute property values as names), mapped back.
 */
import { describe, expect, it } from 'vitest';
import { addLocalesOf, comparable, comparableMapped, inLocalesOf, postModelOf, type ValueCodeOf } from './readModels';

const colourValues: ValueCodeOf = (attribute, locale, name) => {
  const names: Record<string, Record<string, string>> = {
    'en-us': { Ivory: 'ivory', Coal: 'coal', Grey: 'grey', Gray: 'grey2' },
    'de-de': { Elfenbein: 'ivory', Kohle: 'coal', Grau: 'grey' },
  };
  if (attribute !== 'colour') return null;
  if (locale === 'de-de' && name === 'Grau') return 'ambiguous';
  return names[locale ?? 'en-us']?.[name] ?? null;
};

/** a product as the list call answers it in one locale, after the spec's `getProducts` example */
const productRead = (locale: 'en-us' | 'de-de') => ({
  categories: [{ categoryName: locale === 'en-us' ? 'Trousers' : 'Hosen', code: 'trousers', isPrimary: true, path: ['apparel', 'women', 'trousers'], sequenceId: 2 }],
  code: 'chino-7',
  endDate: null,
  eolDate: '2041-01-01T00:00:00.000Z',
  externalUpdateDate: '2019-03-01T00:00:00.000Z',
  extras: [],
  fulfillmentMethods: ['BOPIS'],
  hasCatchWeight: false,
  identifiers: { ean: '4006381333931', sku: 'CH-7', upc: null },
  inventoryTreatment: 'showOutOfStock',
  isInventoryManaged: true,
  isSerialized: false,
  isTaxed: true,
  longName: locale === 'en-us' ? 'The Chino. Number seven.' : 'Die Chino. Nummer sieben.',
  maxQty: null,
  media: [{ altText: null, code: 'front', sequenceId: 1, title: locale === 'en-us' ? 'Front' : 'Vorne', type: 'image', url: 'https://shop.example/chino.jpg' }],
  minQty: 1,
  modelType: 'configurable',
  name: locale === 'en-us' ? 'Chino' : 'Chinohose',
  operationalStatus: 'active',
  options: [
    {
      code: 'colour',
      name: locale === 'en-us' ? 'Colour' : 'Farbe',
      type: 'text',
      values: [
        { code: 'ivory', name: locale === 'en-us' ? 'Ivory' : 'Elfenbein', additionalPrice: 0, sequenceId: 1, swatch: { type: 'color', value: '#fffff0' } },
        { code: 'coal', name: locale === 'en-us' ? 'Coal' : 'Kohle', sequenceId: 2 },
      ],
    },
  ],
  parentProductCode: null,
  price: { cost: 11, currencyCode: 'EUR', mapPricing: [], maxPrice: null, minPrice: null, msrp: 60, price: 49.9, pricePerMeasureUnit: null, salePrice: null, unit: null },
  properties: [
    { code: 'fabric', displayGroup: 'properties', name: locale === 'en-us' ? 'Fabric' : 'Stoff', subDisplayGroup: 'Info', type: 'simple', value: locale === 'en-us' ? ['Cotton'] : ['Baumwolle'] },
    { code: 'colour', type: 'attribute', value: [locale === 'en-us' ? 'Ivory' : 'Elfenbein'], displayGroup: 'properties', name: locale === 'en-us' ? 'Colour' : 'Farbe' },
  ],
  rating: null,
  shippingInformation: { height: 4, heightUnit: 'cm', isShippedAlone: false, length: null },
  startDate: '2019-03-01T00:00:00.000Z',
  status: 'active',
  taxClass: null,
  unit: 'each',
  unitPriceRefUom: null,
  unitPriceRefValue: null,
  unitValue: null,
  url: 'https://shop.example/chino-7',
  visibility: 'visible',
});

describe('read models back to POST models', () => {
  it('gathers a product’s texts over its locales, drops what is read-only or null, and maps attribute values back to codes', () => {
    const { element, unread } = postModelOf('product', [{ locale: 'en-us', item: productRead('en-us') }, { locale: 'de-de', item: productRead('de-de') }], colourValues);
    expect(element).toEqual({
      code: 'chino-7',
      eolDate: '2041-01-01T00:00:00.000Z',
      externalUpdateDate: '2019-03-01T00:00:00.000Z',
      fulfillmentMethods: ['BOPIS'],
      hasCatchWeight: false,
      identifiers: { ean: '4006381333931', sku: 'CH-7' },
      inventoryTreatment: 'showOutOfStock',
      isInventoryManaged: true,
      isSerialized: false,
      isTaxed: true,
      minQty: 1,
      modelType: 'configurable',
      shippingInformation: { height: 4, heightUnit: 'cm', isShippedAlone: false },
      startDate: '2019-03-01T00:00:00.000Z',
      status: 'active',
      unit: 'each',
      url: 'https://shop.example/chino-7',
      name: { 'en-us': 'Chino', 'de-de': 'Chinohose' },
      longName: { 'en-us': 'The Chino. Number seven.', 'de-de': 'Die Chino. Nummer sieben.' },
      media: {
        'en-us': [{ code: 'front', sequenceId: 1, title: 'Front', type: 'image', url: 'https://shop.example/chino.jpg' }],
        'de-de': [{ code: 'front', sequenceId: 1, title: 'Vorne', type: 'image', url: 'https://shop.example/chino.jpg' }],
      },
      price: { cost: 11, currencyCode: 'EUR', msrp: 60, price: 49.9 },
      categories: [{ code: 'trousers', isPrimary: true, sequenceId: 2 }],
      options: [{ code: 'colour', values: [{ code: 'ivory', additionalPrice: 0 }, { code: 'coal' }] }],
      properties: [
        { code: 'fabric', type: 'simple', displayGroup: 'properties', name: { 'en-us': 'Fabric', 'de-de': 'Stoff' }, subDisplayGroup: { 'en-us': 'Info', 'de-de': 'Info' }, value: { 'en-us': ['Cotton'], 'de-de': ['Baumwolle'] } },
        // each locale's names back to codes: the spec's form, a localization object
        { code: 'colour', type: 'attribute', displayGroup: 'properties', name: { 'en-us': 'Colour', 'de-de': 'Farbe' }, value: { 'en-us': ['ivory'], 'de-de': ['ivory'] } },
      ],
    });
    // the read model has no descriptions
    expect(unread).toEqual(['shortDescription', 'longDescription']);
  });

  it('leaves a product’s properties out, as unread, when a value’s name is shared by two codes or has none', () => {
    const shared = { ...productRead('de-de'), properties: [{ code: 'colour', type: 'attribute', value: ['Grau'] }] };
    expect(postModelOf('product', [{ locale: 'de-de', item: shared }], colourValues)).toMatchObject({ unread: ['shortDescription', 'longDescription', 'properties'] });
    expect(postModelOf('product', [{ locale: 'de-de', item: shared }], colourValues).element).not.toHaveProperty('properties');
    const unknown = { ...productRead('en-us'), properties: [{ code: 'colour', type: 'attribute', value: ['Teal'] }] };
    expect(postModelOf('product', [{ locale: 'en-us', item: unknown }], colourValues).unread).toContain('properties');
  });

  it('maps the attribute example: values by code, names per locale, swatches kept, the value list of a product-list attribute dropped', () => {
    const read = (locale: string, name: string, black: string) => ({
      locale,
      item: { code: 'shade', type: 'text', use: 'option', name, externalUpdateDate: '2018-12-15T00:00:23.114Z', values: [{ code: 'black', sequenceId: 1, name: black, swatch: { type: 'color', value: '#000000' }, value: ['x'] }] },
    });
    expect(postModelOf('attribute', [read('en-us', 'Shade', 'Black'), read('de-de', 'Ton', 'Schwarz')]).element).toEqual({
      code: 'shade',
      type: 'text',
      use: 'option',
      externalUpdateDate: '2018-12-15T00:00:23.114Z',
      name: { 'en-us': 'Shade', 'de-de': 'Ton' },
      values: [{ code: 'black', sequenceId: 1, swatch: { type: 'color', value: '#000000' }, name: { 'en-us': 'Black', 'de-de': 'Schwarz' } }],
    });
    // an attribute without values answers `values: []`, as a file leaves them out
    expect(postModelOf('attribute', [{ locale: 'en-us', item: { code: 'engraving', name: 'Engraving', type: 'input', use: 'extra', values: [] } }]).element).toEqual({
      code: 'engraving',
      type: 'input',
      use: 'extra',
      name: { 'en-us': 'Engraving' },
    });
  });

  it('maps the category example: path, counts and catalog dropped, a root’s null parent left out, its status written as read', () => {
    const item = { code: 'denim', parentCategoryCode: null, catalogCode: 'EU', image: null, name: 'Denim', description: 'All denim', url: null, externalUpdateDate: null, status: 'active', path: ['denim'], sequenceId: 0, productCount: 4, categoryCount: 0 };
    expect(postModelOf('category', [{ locale: 'en-us', item }]).element).toEqual({ code: 'denim', sequenceId: 0, status: 'active', name: { 'en-us': 'Denim' }, description: { 'en-us': 'All denim' } });
    expect(postModelOf('category', [{ locale: 'en-us', item: { ...item, parentCategoryCode: 'apparel', status: 'inactive' } }]).element).toMatchObject({ parentCategoryCode: 'apparel', status: 'inactive' });
  });

  it('maps the inventory example: reserved, available and visible stock dropped, the treatment setting by its code', () => {
    const item = {
      available: 95, onHand: 100, onReserve: 5, safetyStock: 10, visible: 85, status: 'active', externalUpdateDate: '2018-12-15T00:00:23.114Z',
      bin: '1203', binLocation: '1203-4', locationCode: 'BER-1', productCode: 'chino-7', inventoryTreatmentSetting: { code: 'its1', name: 'Preorder', isPurchasable: true }, sku: 'CH-7',
    };
    expect(postModelOf('inventory', [{ locale: null, item }]).element).toEqual({
      productCode: 'chino-7', locationCode: 'BER-1', sku: 'CH-7', onHand: 100, safetyStock: 10, bin: '1203', binLocation: '1203-4', status: 'active',
      externalUpdateDate: '2018-12-15T00:00:23.114Z', inventoryTreatmentSetting: { code: 'its1' },
    });
    // the element rules require a stock entry's sku, if only as null
    const noSku = postModelOf('inventory', [{ locale: null, item: { ...item, sku: null, inventoryTreatmentSetting: null } }]).element;
    expect(noSku.sku).toBeNull();
    expect(noSku).not.toHaveProperty('inventoryTreatmentSetting');
  });

  it('compares nulls and empty lists as absent and absent as the default, in a file’s element as in the read model’s', () => {
    const defaults = { status: 'active', isTaxed: true, hasCatchWeight: false };
    expect(comparable('product', { code: 'a', categories: [], price: { price: 1, salePrice: null }, name: { 'en-us': 'A' } })).toEqual({ code: 'a', price: { price: 1 }, name: { 'en-us': 'A' }, ...defaults });
    expect(comparable('product', { code: 'a', ...defaults })).toEqual({ code: 'a', ...defaults });
    expect(comparable('product', { code: 'a', status: 'inactive', isTaxed: false })).toEqual({ code: 'a', status: 'inactive', isTaxed: false, hasCatchWeight: false });
    // an attribute property's codes, written as the spec's localization object or as its example's list
    const property = (value: unknown) => comparable('product', { code: 'a', properties: [{ code: 'colour', type: 'attribute', value }] }).properties;
    expect(property({ 'en-us': ['ivory'], 'de-de': ['ivory'] })).toEqual(property(['ivory']));
    expect(property({ 'en-us': ['ivory'], 'de-de': ['coal'] })).not.toEqual(property(['ivory']));
  });

  it('compares an element mapped back as it compares any other, with the nulls the POST model requires dropped too', () => {
    const product = postModelOf('product', [{ locale: 'en-us', item: productRead('en-us') }, { locale: 'de-de', item: productRead('de-de') }], colourValues).element;
    const volume = postModelOf('product', [{ locale: 'en-us', item: { ...productRead('en-us'), price: { price: 2, currencyCode: 'EUR', volumePricing: [{ minQty: null, maxQty: 10, price: 1 }, { minQty: 11, maxQty: null, price: 0.5 }] } } }]).element;
    const noVolume = postModelOf('product', [{ locale: 'en-us', item: { ...productRead('en-us'), price: { price: 2, currencyCode: 'EUR', volumePricing: [] } } }]).element;
    const stock = postModelOf('inventory', [{ locale: null, item: { productCode: 'a', locationCode: 'b', sku: null, onHand: 3, onReserve: 0, available: 3 } }]).element;
    expect(stock).toHaveProperty('sku', null);
    for (const [entity, element] of [['product', product], ['product', volume], ['product', noVolume], ['inventory', stock]] as const) {
      expect(comparableMapped(entity, element)).toEqual(comparable(entity, element));
    }
    // the element itself stays as it was written
    expect(stock).toHaveProperty('sku', null);
  });

  it('compares texts in the locales the file writes, field by field: a service’s fallback text for a locale the entity lacks is not a change', () => {
    const stored = comparable('product', { code: 'a', name: { 'en-us': 'Shirt', 'de-de': 'Hemd' }, longName: { 'en-us': 'A shirt', 'de-de': 'A shirt' }, properties: [{ code: 'colour', type: 'attribute', name: { 'en-us': 'Colour' }, value: ['ivory'] }] });
    const file = comparable('product', { code: 'a', name: { 'en-us': 'Shirt', 'de-de': 'Hemd' }, longName: { 'en-us': 'A shirt' }, properties: [{ code: 'colour', type: 'attribute', value: ['ivory'] }] });
    expect(inLocalesOf('product', stored, file)).toEqual(file);
    // a field the file leaves out is still compared whole: the import clears it
    expect(inLocalesOf('product', stored, comparable('product', { code: 'a', name: { 'en-us': 'Shirt' } }))).toHaveProperty('longName', { 'en-us': 'A shirt', 'de-de': 'A shirt' });
  });

  it('finds the locales an element writes in, its values’ and properties’ texts too', () => {
    const seen = new Set<string>();
    addLocalesOf('product', { name: { 'de-de': 'x' }, media: { 'fr-fr': [] }, properties: [{ type: 'simple', value: { 'it-it': ['a'] } }, { type: 'attribute', value: ['c'] }] }, seen);
    addLocalesOf('attribute', { name: { 'en-us': 'x' }, values: [{ name: { 'nl-nl': 'y' } }] }, seen);
    expect([...seen].sort()).toEqual(['de-de', 'en-us', 'fr-fr', 'it-it', 'nl-nl']);
  });
});

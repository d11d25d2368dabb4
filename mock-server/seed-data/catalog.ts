/**
 * Seeded catalog entities, whole elements of the POST models as an import file would hold them
 * (names in English and German), stored through the same path as imported ones: so that a partial
 * import with importType "D" can delete something real, a product file can refer to existing
 * attributes, values and categories, and the list calls have whole entities to answer.
 * The seed's test holds every element to the import rules.
 */
import type { EntityType } from '../../src/contract';

export type CatalogSeed = Partial<Record<EntityType, readonly Record<string, unknown>[]>>;

const texts = (en: string, de: string) => ({ 'en-us': en, 'de-de': de });

const value = (code: string, sequenceId: number, en: string, de: string) => ({ code, sequenceId, name: texts(en, de) });

const category = (code: string, en: string, de: string, parentCategoryCode: string | null, sequenceId: number, status = 'active') => ({
  code,
  name: texts(en, de),
  parentCategoryCode,
  sequenceId,
  status,
});

const euro = (price: number) => ({ price, currencyCode: 'EUR' });

export const demoCatalog: CatalogSeed = {
  attribute: [
    // no values list, as before: any colour code is taken (the app's lookup test counts on it)
    { code: 'color', type: 'text', use: 'option', name: texts('Color', 'Farbe') },
    {
      code: 'size',
      type: 'text',
      use: 'option',
      name: texts('Size', 'Größe'),
      values: [value('s', 1, 'S', 'S'), value('m', 2, 'M', 'M'), value('l', 3, 'L', 'L'), value('42', 4, '42', '42'), value('43', 5, '43', '43')],
    },
    { code: 'material', type: 'text', use: 'property', name: texts('Material', 'Material') },
    { code: 'brand', type: 'text', use: 'property', name: texts('Brand', 'Marke') },
  ],
  category: [
    {
      ...category('clothing', 'Clothing', 'Kleidung', null, 1),
      description: texts('Everything to wear', 'Alles zum Anziehen'),
      url: texts('https://shop.example.com/en/clothing', 'https://shop.example.com/de/kleidung'),
    },
    category('shirts', 'Shirts', 'Hemden', 'clothing', 1),
    category('shoes', 'Shoes', 'Schuhe', 'clothing', 2),
    category('outerwear', 'Outerwear', 'Oberbekleidung', 'clothing', 3),
    category('accessories', 'Accessories', 'Accessoires', null, 2),
    category('sale', 'Sale', 'Sale', null, 3, 'inactive'),
  ],
  product: [
    {
      code: 'tshirt-basic-white',
      name: texts('Basic T-shirt, white', 'Basic-T-Shirt, weiß'),
      shortDescription: texts('A plain cotton T-shirt.', 'Ein schlichtes T-Shirt aus Baumwolle.'),
      modelType: 'configurable',
      isInventoryManaged: true,
      status: 'active',
      categories: [{ code: 'shirts', isPrimary: true, sequenceId: 1 }],
      options: [
        { code: 'color', values: [{ code: 'white' }] },
        { code: 'size', values: [{ code: 's' }, { code: 'm' }, { code: 'l', additionalPrice: 2 }] },
      ],
      properties: [{ code: 'material', type: 'attribute', name: texts('Material', 'Material'), value: texts('Cotton', 'Baumwolle') }],
      identifiers: { sku: 'TS-WHT', ean: '4000000000017' },
      price: euro(19.99),
    },
    {
      code: 'tshirt-basic-black',
      name: texts('Basic T-shirt, black', 'Basic-T-Shirt, schwarz'),
      modelType: 'configurable',
      isInventoryManaged: true,
      status: 'active',
      categories: [{ code: 'shirts', isPrimary: true, sequenceId: 2 }, { code: 'sale' }],
      options: [
        { code: 'color', values: [{ code: 'black' }] },
        { code: 'size', values: [{ code: 's' }, { code: 'm' }, { code: 'l', additionalPrice: 2 }] },
      ],
      identifiers: { sku: 'TS-BLK', ean: '4000000000024' },
      price: { price: 19.99, salePrice: 14.99, currencyCode: 'EUR' },
    },
    {
      code: 'oxford-shirt-blue',
      name: texts('Oxford shirt, blue', 'Oxford-Hemd, blau'),
      modelType: 'standard',
      isInventoryManaged: true,
      status: 'active',
      categories: [{ code: 'shirts' }],
      price: euro(49.9),
    },
    {
      code: 'sneaker-runner-blue',
      name: texts('Runner sneaker, blue', 'Runner-Sneaker, blau'),
      longName: texts('Runner sneaker in blue with a light sole', 'Runner-Sneaker in Blau mit leichter Sohle'),
      modelType: 'configurable',
      isInventoryManaged: true,
      status: 'active',
      categories: [{ code: 'shoes', isPrimary: true }],
      options: [{ code: 'size', values: [{ code: '42' }, { code: '43' }] }],
      price: euro(89),
      shippingInformation: { weight: 0.8, weightUnit: 'kg' },
    },
    { code: 'boot-chelsea-brown', name: texts('Chelsea boot, brown', 'Chelsea-Boot, braun'), modelType: 'standard', isInventoryManaged: true, status: 'active' },
    { code: 'rain-jacket-navy', name: texts('Rain jacket, navy', 'Regenjacke, marineblau'), modelType: 'standard', isInventoryManaged: true, status: 'active' },
    { code: 'leather-belt-brown', name: texts('Leather belt, brown', 'Ledergürtel, braun'), modelType: 'standard', isInventoryManaged: true, status: 'active' },
    { code: 'canvas-tote-natural', name: texts('Canvas tote, natural', 'Canvas-Tasche, natur'), modelType: 'standard', isInventoryManaged: false, status: 'inactive' },
  ],
  inventory: [
    { productCode: 'tshirt-basic-white', locationCode: 'warehouse-1', sku: 'TS-WHT', onHand: 120, status: 'active' },
    { productCode: 'tshirt-basic-black', locationCode: 'warehouse-1', sku: 'TS-BLK', onHand: 85, status: 'active' },
    { productCode: 'oxford-shirt-blue', locationCode: 'warehouse-1', sku: 'OX-BLU', onHand: 40, status: 'active' },
    { productCode: 'sneaker-runner-blue', locationCode: 'warehouse-1', sku: 'SN-BLU', onHand: 32, safetyStock: 2, status: 'active' },
    { productCode: 'sneaker-runner-blue', locationCode: 'store-berlin', sku: 'SN-BLU', onHand: 6, bin: 'B-12', status: 'active' },
    { productCode: 'boot-chelsea-brown', locationCode: 'warehouse-1', sku: 'BT-BRN', onHand: 0, status: 'inactive' },
    { productCode: 'leather-belt-brown', locationCode: 'store-berlin', sku: 'BL-BRN', onHand: 14, status: 'active' },
  ],
};

export const acmeCatalog: CatalogSeed = {
  attribute: [{ code: 'finish', type: 'text', use: 'option', name: texts('Finish', 'Oberfläche') }],
  category: [category('tools', 'Tools', 'Werkzeuge', null, 1), category('anvils', 'Anvils', 'Ambosse', 'tools', 1)],
  product: [
    {
      code: 'anvil-classic',
      name: texts('Classic anvil', 'Klassischer Amboss'),
      modelType: 'standard',
      isInventoryManaged: true,
      status: 'active',
      categories: [{ code: 'anvils', isPrimary: true }],
      price: { price: 499, currencyCode: 'USD' },
    },
    { code: 'rocket-skates', name: texts('Rocket skates', 'Raketen-Rollschuhe'), modelType: 'standard', isInventoryManaged: true, status: 'active' },
  ],
  inventory: [{ productCode: 'anvil-classic', locationCode: 'desert-depot', sku: 'ANV-1', onHand: 999, status: 'active' }],
};

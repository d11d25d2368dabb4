/**
 * The catalog service's read calls as strict schemas: its read models (texts resolved to one
 * locale), the lists, the single reads and the catalogs, and its NotFoundError.
 *
 * Top-level fields are optional, as the spec has them (and `fields` picks among them); nested
 * objects are as strict as the spec's. A field is nullable where the spec types it so, or where
 * the mock answers null for what an element does not have (marked "null: ours").
 */
import { z } from 'zod';
import { pagination } from './pagination';

const number = z.number();
const int = z.number().int();

const text = z.string();
const nullableText = z.string().nullable();
const nullableNumber = number.nullable();
const nullableBoolean = z.boolean().nullable();
const entityStatus = z.enum(['active', 'inactive']);
const attributeType = z.enum(['text', 'productList', 'input', 'number']);
const attributeUse = z.enum(['option', 'extra', 'property']);
const localeCode = z.string().max(5);

/** A text still written per locale (`{"en-us": …}`): what a read model never holds. */
const isLocalization = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => /^[a-z]{2}(-[a-z]{2})?$/i.test(k));

/** Swatch: type and value. */
const swatch = z.strictObject({ type: z.enum(['image', 'color']).optional(), value: text.optional() });

/** AttributeValue: code, sequenceId, name required; an optional swatch. */
const attributeValue = z.strictObject({ code: text, sequenceId: number, name: text, swatch: swatch.optional() });

/** Attribute: every field optional; the name one text. */
export const catalogAttribute = z.strictObject({
  code: text.optional(),
  type: attributeType.optional(),
  use: attributeUse.optional(),
  name: text.optional(),
  externalUpdateDate: nullableText.optional(),
  values: z.array(attributeValue).optional(),
});

/**
 * Category: texts resolved; `path` the parents' codes. `parentCategoryCode` is typed a code, yet
 * the spec's own example of the list answers null for a root, as it answers `catalogCode`, which
 * the schema does not list: both as the example has them.
 */
export const catalogCategory = z.strictObject({
  code: text.optional(),
  catalogCode: text.optional(),
  parentCategoryCode: nullableText.optional(),
  image: nullableText.optional(),
  name: text.optional(),
  url: nullableText.optional(),
  description: nullableText.optional(),
  externalUpdateDate: nullableText.optional(),
  status: entityStatus.optional(),
  path: z.array(text).optional(),
  sequenceId: int.optional(),
  productCount: int.optional(),
  categoryCount: int.optional(),
});

/** CategoryMapping: a product's link to a category, with the category's name and path (null: ours, for a link not written so). */
const categoryMapping = z.strictObject({
  code: text.optional(),
  categoryName: nullableText.optional(),
  path: z.array(text).optional(),
  sequenceId: nullableNumber.optional(),
  isPrimary: nullableBoolean.optional(),
});

/** VolumePricing: minQty, maxQty, price and priceType required. */
const volumePrice = z.strictObject({
  minQty: nullableNumber,
  maxQty: nullableNumber,
  price: number,
  salePrice: nullableNumber.optional(),
  unit: nullableText.optional(),
  priceType: z.enum(['fixed', 'relative']),
});

/** PriceGet: Price (currencyCode and price required) and a price per measure unit; minPrice and maxPrice null as the spec's example answers them. */
const priceGet = z.strictObject({
  currencyCode: text,
  price: number,
  cost: nullableNumber.optional(),
  unit: nullableText.optional(),
  salePrice: nullableNumber.optional(),
  msrp: nullableNumber.optional(),
  minPrice: nullableNumber.optional(),
  maxPrice: nullableNumber.optional(),
  volumePricing: z.array(volumePrice).optional(),
  mapPricing: z.array(z.strictObject({ startDate: nullableText.optional(), endDate: nullableText.optional(), price: number })).optional(),
  pricePerMeasureUnit: nullableNumber.optional(),
});

/**
 * ProductProperties: name and display groups resolved (null: ours, when not written). Its `value`
 * is typed an object, yet the spec's examples answer lists (`[Wool, Polyester, Nylon]`, and
 * `[White]` for an attribute's value `white`): an attribute property's value is the list of its
 * value names; any other value is resolved, never still written per locale.
 */
const productProperty = z
  .strictObject({
    code: nullableText.optional(),
    name: nullableText.optional(),
    value: z.unknown().optional(),
    type: z.enum(['simple', 'attribute', 'product', 'productList', 'html']).nullable().optional(),
    displayGroup: z.enum(['properties', 'features', 'general', 'pricing', 'custom']).nullable().optional(),
    subDisplayGroup: nullableText.optional(),
    customDisplayGroupName: nullableText.optional(),
  })
  .refine((p) => (p.type === 'attribute' ? Array.isArray(p.value) && p.value.every((v) => typeof v === 'string') : !isLocalization(p.value)), {
    message: 'an attribute property answers its value names; any other property its value in one locale',
    path: ['value'],
  });

/** Media: url and type required (code null: ours). */
const media = z.strictObject({
  code: nullableText.optional(),
  url: text,
  type: z.enum(['image', 'video', 'pdf']),
  altText: nullableText.optional(),
  title: nullableText.optional(),
  sequenceId: nullableNumber.optional(),
});

const identifier = nullableText.optional();
const unit = z.enum(['mg', 'g', 'kg', 'ml', 'l', 'cm', 'm', 'm2', 'm3', 'unit', 'piece', 'each', 'oz', 'lb', 'floz', 'pt', 'qt', 'gal', 'in', 'ft', 'yd', 'ft2']).nullable();
const refUnit = z.enum(['mg', 'g', 'kg', 'ml', 'l', 'cm', 'm', 'm2', 'm3', 'piece', 'unit', 'each']).nullable();

/**
 * ProductOptions / ProductExtras: the attribute's code, name and type, its values as AttributeValue
 * with an `additionalPrice` (name and type null: ours, for an attribute the catalog does not have).
 */
const productChoices = z.array(
  z.strictObject({
    code: text.optional(),
    name: nullableText.optional(),
    type: attributeType.nullable().optional(),
    values: z.array(attributeValue.extend({ additionalPrice: nullableNumber.optional() })).optional(),
  }),
);

/** InventoryTreatmentSetting: code, name, isPurchasable required; the whole may be null. */
const treatmentSetting = z.strictObject({ code: text, name: text, isPurchasable: z.boolean(), sequenceId: int.nonnegative().optional() }).nullable();

/** Inventory: stock of one product at one location. */
export const catalogInventory = z.strictObject({
  productCode: text.optional(),
  locationCode: text.optional(),
  sku: nullableText.optional(),
  onHand: number.optional(),
  onReserve: number.optional(),
  safetyStock: number.optional(),
  available: number.optional(),
  visible: number.optional(),
  bin: nullableText.optional(),
  binLocation: nullableText.optional(),
  status: entityStatus.optional(),
  externalUpdateDate: nullableText.optional(),
  inventoryTreatmentSetting: treatmentSetting.optional(),
});

/**
 * Product, as the list and the single read answer it: the Product schema (names resolved,
 * categories as CategoryMapping, no descriptions) with the read calls' options, extras,
 * inventories and availability, and `operationalStatus` (in the single read's schema and in the
 * list's example). Nullable beyond the spec (null: ours): identifiers, price and
 * shippingInformation when not written, isSerialized, isInventoryManaged, longName.
 */
export const catalogProduct = z.strictObject({
  parentProductCode: nullableText.optional(),
  modelType: z.enum(['standard', 'configurable', 'bundle', 'bundleItem', 'variant']).optional(),
  identifiers: z
    .strictObject({ mfgPartNum: identifier, upc: identifier, ean: identifier, isbn: identifier, sku: identifier, distiPartNum: identifier })
    .nullable()
    .optional(),
  price: priceGet.nullable().optional(),
  fulfillmentMethods: z.array(text).optional(),
  unit: unit.optional(),
  unitValue: nullableNumber.optional(),
  unitPriceRefUom: refUnit.optional(),
  unitPriceRefValue: nullableNumber.optional(),
  hasCatchWeight: nullableBoolean.optional(),
  isSerialized: nullableBoolean.optional(),
  status: z.enum(['active', 'inactive', 'scheduled']).optional(),
  startDate: nullableText.optional(),
  endDate: nullableText.optional(),
  firstAvailableDate: nullableText.optional(),
  eolDate: nullableText.optional(),
  isInventoryManaged: nullableBoolean.optional(),
  inventoryTreatment: z.enum(['showOutOfStock', 'allowBackOrders', 'preOrder', 'hideInStorefront']).nullable().optional(),
  shippingInformation: z
    .strictObject({
      isShippedAlone: nullableBoolean.optional(),
      height: nullableNumber.optional(),
      heightUnit: nullableText.optional(),
      width: nullableNumber.optional(),
      widthUnit: nullableText.optional(),
      length: nullableNumber.optional(),
      lengthUnit: nullableText.optional(),
      weight: nullableNumber.optional(),
      weightUnit: nullableText.optional(),
    })
    .nullable()
    .optional(),
  rating: nullableNumber.optional(),
  url: nullableText.optional(),
  isTaxed: z.boolean().optional(),
  taxClass: nullableText.optional(),
  minQty: nullableNumber.optional(),
  maxQty: nullableNumber.optional(),
  code: text.optional(),
  name: text.optional(),
  longName: nullableText.optional(),
  categories: z.array(categoryMapping).optional(),
  properties: z.array(productProperty).optional(),
  media: z.array(media).optional(),
  externalUpdateDate: nullableText.optional(),
  visibility: z.enum(['visible', 'hidden']).optional(),
  operationalStatus: z.enum(['active', 'inactive', 'scheduled', 'expired']).optional(),
  inventories: z.array(catalogInventory).optional(),
  options: productChoices.optional(),
  extras: productChoices.optional(),
  availability: z.strictObject({ isAvailable: z.boolean().optional() }).optional(),
});

/** PaginationCursorOrOffset (products, stock): Pagination with cursors. */
const cursorOrOffset = z.strictObject({
  limit: number.optional(),
  offset: number.optional(),
  cursors: z.strictObject({ after: z.string().optional() }).optional(),
  totalItemCount: number.optional(),
});

export const catalogLists = {
  attributes: z.strictObject({ meta: pagination.optional(), attributes: z.array(catalogAttribute).optional() }),
  categories: z.strictObject({ meta: pagination.optional(), categories: z.array(catalogCategory).optional() }),
  products: z.strictObject({ meta: cursorOrOffset.optional(), products: z.array(catalogProduct).optional() }),
  inventories: z.strictObject({ meta: cursorOrOffset.optional(), inventories: z.array(catalogInventory).optional() }),
};

/** CatalogBase: every field optional; `defaultLocaleCode` at most 5 characters, the currency 3. */
export const catalogBase = z.strictObject({
  code: text.min(1).max(255).optional(),
  name: text.max(255).optional(),
  defaultLocaleCode: localeCode.optional(),
  defaultCurrencyCode: text.max(3).optional(),
  externalUpdateDate: nullableText.optional(),
  isDefault: z.boolean().optional(),
  parentCatalogCode: nullableText.optional(),
});

/** The single reads and the catalogs, each wrapped as its schema says. */
export const catalogReads = {
  attribute: z.strictObject({ attribute: catalogAttribute.optional() }),
  product: z.strictObject({ product: catalogProduct.optional() }),
  /** getProductDescriptions: two texts */
  descriptions: z.strictObject({ shortDescription: text.optional(), longDescription: text.optional() }),
  catalogs: z.strictObject({ meta: pagination.optional(), catalogs: z.array(catalogBase).optional() }),
  catalog: z.strictObject({ catalog: catalogBase.optional() }),
};

/** NotFoundError: `code` and `message` required, a `statusCode`. */
export const notFoundError = z.strictObject({ statusCode: number.optional(), code: z.string(), message: z.string() });

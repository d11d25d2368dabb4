/**
 * Test fixture: the platform's public answers as our own STRICT schemas, written from the facts of
 * the public specs (import, customer and catalog service): every object is closed (no key the spec
 * does not list), every field has the spec's type, required fields are required, and nothing else
 * is. Used to prove that the mock's `public` dialect answers exactly as the real service would.
 * CI runs on a fresh clone, so this file carries those facts itself instead of reading the specs.
 *
 * Where the specs are silent (segment create/read, the token call), the shared contract's shapes
 * hold, encoded here as strictly.
 */
import { z } from 'zod';

const number = z.number();
const int = z.number().int();

/** Pagination: three optional numbers. */
export const pagination = z.strictObject({ limit: number.optional(), offset: number.optional(), totalItemCount: number.optional() });

/** ActionCounts: dispatched, succeeded, failed (all optional integers). */
const actionCounts = z.strictObject({ dispatched: int.optional(), succeeded: int.optional(), failed: int.optional() });

/** EntityFile: entity and the three counts required; context string or null; no per-file status. */
export const entityFile = z.strictObject({
  entity: z.string(),
  created: actionCounts,
  updated: actionCounts,
  deleted: actionCounts,
  context: z.string().nullable().optional(),
  importStrategy: z.enum(['full', 'partial']).optional(),
  scopes: z.string().optional(),
  skipped: int.optional(),
  total: int.optional(),
});

const importStatus = z.enum(['new', 'started', 'processing', 'finished', 'aborted']);

/** Import: keyed `ref`; every field optional. */
export const importItem = z.strictObject({
  ref: z.string().optional(),
  status: importStatus.optional(),
  source: z.string().optional(),
  createDate: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  scriptFinishDate: z.string().optional(),
  entityFiles: z.array(entityFile).optional(),
});

export const importList = z.strictObject({ imports: z.array(importItem).optional(), meta: pagination.optional() });
/** 201 of create import: `{ref}` */
export const createdImport = z.strictObject({ ref: z.string().optional() });
/** 201 of the signed-url call: `{url}` */
export const signedUrl = z.strictObject({ url: z.string().optional() });
/** The log: plain strings under `imports`. */
export const importLogs = z.strictObject({ imports: z.array(z.string()).optional(), meta: pagination.optional() });

const customerStatus = z.enum(['active', 'inactive', 'deleted']);

/** A customer of getCustomers: `id` plus BasicCustomer (internalCustomerNumber a NUMBER). */
export const customer = z.strictObject({
  id: z.string().optional(),
  internalCustomerNumber: number.optional(),
  externalCustomerNumber: z.string().optional(),
  firstName: z.string().optional(),
  middleName: z.string().nullable().optional(),
  lastName: z.string().optional(),
  emailAddress: z.email().optional(),
  status: customerStatus.optional(),
  isAnonymous: z.boolean().optional(),
  externalUpdateDate: z.iso.datetime().optional(),
  taxExempt: z.boolean().optional(),
  taxClass: z.string().optional(),
});
export const customerList = z.strictObject({ meta: pagination.optional(), customers: z.array(customer).optional() });

/** SegmentCustomer: no isAnonymous, no status; internalCustomerNumber a STRING here. */
const segmentCustomer = z.strictObject({
  id: z.string().optional(),
  externalCustomerNumber: z.string().optional(),
  internalCustomerNumber: z.string().optional(),
  firstName: z.string().optional(),
  middleName: z.string().optional(),
  lastName: z.string().optional(),
  emailAddress: z.string().optional(),
  contacts: z.array(z.unknown()).optional(),
});

/** SegmentMemberFull: `{id, type}` (both required) with the customer or device part. */
export const segmentMember = z.strictObject({
  id: z.string(),
  type: z.enum(['customer', 'device']),
  customer: segmentCustomer.optional(),
  device: z.record(z.string(), z.unknown()).optional(),
});

/** CursorPagination: `cursors.after` a string, or absent at the end. */
export const memberList = z.strictObject({
  meta: z
    .strictObject({
      limit: number.optional(),
      cursors: z.strictObject({ after: z.string().optional() }).optional(),
      totalItemCount: number.optional(),
    })
    .optional(),
  members: z.array(segmentMember).optional(),
});

/** BatchErrors of the member calls: `code` a number, `entity` a string, `entityId` a string. */
export const batchAnswer = z.strictObject({
  errors: z
    .array(
      z.strictObject({
        code: number.optional(),
        message: z.string().optional(),
        validationError: z
          .strictObject({ code: z.string().optional(), message: z.string().optional(), paramName: z.string().optional(), paramValue: z.string().optional() })
          .optional(),
        entity: z.string().optional(),
        entityIndex: number.optional(),
        entityId: z.string().optional(),
      }),
    )
    .optional(),
});

/** The customer service's ValidationError codes: its `code` enum, every code the spec allows. */
export const customerValidationCodes = [
  'ENUM_MISMATCH',
  'MAXIMUM',
  'MAXIMUM_EXCLUSIVE',
  'MINIMUM',
  'MINIMUM_EXCLUSIVE',
  'MULTIPLE_OF',
  'ARRAY_LENGTH_LONG',
  'ARRAY_LENGTH_SHORT',
  'ARRAY_ADDITIONAL_ITEMS',
  'ARRAY_UNIQUE',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_PROPERTIES',
  'MIN_PROPERTIES',
  'OBJECT_MISSING_REQUIRED_PROPERTY',
  'OBJECT_PROPERTIES_MAXIMUM',
  'OBJECT_PROPERTIES_MINIMUM',
  'OBJECT_ADDITIONAL_PROPERTIES',
  'OBJECT_DEPENDENCY_KEY',
  'ONE_OF_MISSING',
  'ONE_OF_MULTIPLE',
  'NOT_PASSED',
  'INVALID_FORMAT',
  'UNKNOWN_FORMAT',
  'PATTERN',
] as const;

/** The customer service's 400 (ValidationErrors): `field`, `code` (of the enum) and `message` required, `value` a string. */
export const customerValidationErrors = z.strictObject({
  errors: z
    .array(z.strictObject({ field: z.string(), code: z.enum(customerValidationCodes), message: z.string(), value: z.string().optional() }))
    .optional(),
});

/** ForbiddenError / NotFoundError: `{code, message}`, both required. */
export const namedError = z.strictObject({ code: z.string(), message: z.string() });

// ---- the catalog service's read calls: its read models (texts resolved to one locale) ----
//
// Top-level fields are optional, as the spec has them (and `fields` picks among them); nested
// objects are as strict as the spec's. A field is nullable where the spec types it so, or where
// the mock answers null for what an element does not have (marked "null: ours").

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

/** The platform's Error (414, ours): `message` required. */
export const platformError = z.strictObject({ statusCode: number.optional(), code: z.string().optional(), message: z.string() });

// ---- where the public specs are silent: the contract's shapes, as strictly ----

/** The token call (contract). */
export const tokenAnswer = z.strictObject({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: int.positive(),
  refresh_token: z.string().min(1),
});

/** A segment (contract; no public read/create shape exists). */
export const segment = z.strictObject({
  code: z.string(),
  name: z.string(),
  type: z.enum(['fixed', 'dynamic']),
  status: z.enum(['active', 'inactive']),
  description: z.string().optional(),
  memberCount: int.nonnegative(),
  createDate: z.string(),
  updateDate: z.string(),
  rule: z.unknown().optional(),
});

/** Every violation of one answer, as readable lines (empty when it conforms). */
export const violations = (what: string, schema: z.ZodType, body: unknown): string[] => {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${what}: ${i.path.join('.') || '(root)'}: ${i.message}`);
};

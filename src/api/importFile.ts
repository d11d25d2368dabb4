/**
 * The import file: what one element of each entity type must look like (the POST models of
 * the catalog spec: AttributeCreate, CategoryCreate, ProductCreate, InventoryPost), written as
 * plain checks rather than zod so that the browser's checker can run them over millions of
 * elements at the speed of JSON.parse. The mock server's processor applies the same checks.
 */
import { currencyCodes } from './currencyCodes';
import type { EntityType, ImportStrategy } from './imports';

export const importTypes = ['AC', 'D'] as const;
export type ImportType = (typeof importTypes)[number];

export interface ElementProblem {
  /** dotted path inside the element, e.g. `name` or `categories[2].code`; empty for the whole element */
  field: string;
  reason: string;
}

export interface CheckedElement {
  /** the entity's key (`code`, or `productCode/locationCode` for inventory); null when missing */
  key: string | null;
  importType: ImportType;
  problems: ElementProblem[];
  /** what the service accepts but the merchant should know (ignored fields): never blocks */
  warnings: ElementProblem[];
}

export const entityKeyFields: Record<EntityType, readonly string[]> = {
  attribute: ['code'],
  category: ['code'],
  product: ['code'],
  inventory: ['productCode', 'locationCode'],
};

/** Enumerations of the catalog spec that the checks enforce. */
export const catalogEnums = {
  attributeType: ['text', 'productList', 'input', 'number'],
  attributeUse: ['option', 'extra', 'property'],
  categoryStatus: ['active', 'inactive'],
  modelType: ['standard', 'configurable', 'bundle', 'bundleItem', 'variant'],
  productStatus: ['active', 'inactive', 'scheduled'],
  propertyType: ['simple', 'attribute', 'product', 'productList', 'html'],
  inventoryStatus: ['active', 'inactive'],
} as const;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const describe = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`;

/**
 * Length in characters (code points), as the service counts: a 255-character name of emoji is
 * 510 UTF-16 units. Only a text longer than the limit in units is counted again.
 */
export const characterCount = (text: string, atMost = Infinity): number => {
  if (text.length <= atMost) return text.length;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    n++;
  }
  return n;
};

interface StringRule {
  required?: boolean;
  max?: number;
  nullable?: boolean;
}

/** The checks of one element; `at` is the path of the object being checked (`price`, `options[2]`). */
class Checker {
  problems: ElementProblem[] = [];
  warnings: ElementProblem[] = [];

  add(field: string, reason: string) {
    this.problems.push({ field, reason });
  }

  warn(field: string, reason: string) {
    this.warnings.push({ field, reason });
  }

  string(field: string, value: unknown, opts: StringRule = {}) {
    if (value === undefined) {
      if (opts.required) this.add(field, 'is required');
      return;
    }
    if (value === null && opts.nullable) return;
    if (typeof value !== 'string') return this.add(field, `must be a string, not ${describe(value)}`);
    if (value.length === 0) return this.add(field, 'must not be empty');
    if (opts.max !== undefined && characterCount(value, opts.max) > opts.max) {
      this.add(field, `must be at most ${opts.max} characters (it has ${characterCount(value)})`);
    }
  }

  enumValue(field: string, value: unknown, allowed: readonly string[] | ReadonlySet<string>, opts: { required?: boolean; nullable?: boolean } = {}) {
    if (value === undefined) {
      if (opts.required) this.add(field, `is required${Array.isArray(allowed) ? ` (one of ${allowed.join(', ')})` : ''}`);
      return;
    }
    if (value === null && opts.nullable) return;
    const ok = typeof value === 'string' && (Array.isArray(allowed) ? allowed.includes(value) : (allowed as ReadonlySet<string>).has(value));
    if (!ok) {
      const list = Array.isArray(allowed) ? `one of ${allowed.join(', ')}` : 'a known code';
      this.add(field, `must be ${list}, not ${describe(value)}`);
    }
  }

  integer(field: string, value: unknown, required = false) {
    if (value === undefined) {
      if (required) this.add(field, 'is required');
      return;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) this.add(field, `must be an integer, not ${describe(value)}`);
  }

  number(field: string, value: unknown, opts: { required?: boolean; nullable?: boolean } = {}) {
    if (value === undefined) {
      if (opts.required) this.add(field, 'is required');
      return;
    }
    if (value === null && opts.nullable) return;
    if (typeof value !== 'number' || !Number.isFinite(value)) this.add(field, `must be a number, not ${describe(value)}`);
  }

  boolean(field: string, value: unknown, opts: { required?: boolean; nullable?: boolean } = {}) {
    if (value === undefined) {
      if (opts.required) this.add(field, 'is required');
      return;
    }
    if (value === null && opts.nullable) return;
    if (typeof value !== 'boolean') this.add(field, `must be true or false, not ${describe(value)}`);
  }

  /** `{"en-us": "Color"}`: locale → text; `short` texts need 1 to 255 characters */
  localization(field: string, value: unknown, opts: { required?: boolean; max?: number; minOne?: boolean; nullableTexts?: boolean } = {}) {
    if (value === undefined || (value === null && !opts.required)) {
      if (value === undefined && opts.required) this.add(field, 'is required (an object of locale → text, e.g. {"en-us": "…"})');
      return;
    }
    if (!isObject(value)) return this.add(field, `must be an object of locale → text, not ${describe(value)}`);
    const max = opts.max ?? 255;
    let locales = 0;
    for (const locale in value) {
      locales++;
      const text = value[locale];
      if (text === null && opts.nullableTexts) continue;
      if (typeof text !== 'string' || (opts.minOne && text.length === 0) || characterCount(text, max) > max) {
        return this.add(`${field}.${locale}`, `must be text of ${opts.minOne ? 1 : 0} to ${max} characters`);
      }
    }
    if (opts.required && locales === 0) this.add(field, 'must name at least one locale');
  }

  /** An optional array of objects, each checked by `item`. */
  list(field: string, value: unknown, item: (el: Obj, path: string) => void, maxItems?: number) {
    if (value === undefined || value === null) return;
    if (!Array.isArray(value)) return this.add(field, `must be an array, not ${describe(value)}`);
    if (maxItems !== undefined && value.length > maxItems) this.add(field, `must have at most ${maxItems} entries (it has ${value.length})`);
    for (let i = 0; i < value.length; i++) {
      const el: unknown = value[i];
      const path = `${field}[${i}]`;
      if (!isObject(el)) this.add(path, `must be an object, not ${describe(el)}`);
      else item(el, path);
    }
  }

  /** An optional object checked by `check`. */
  object(field: string, value: unknown, check: (el: Obj) => void, nullable = false) {
    if (value === undefined || (value === null && nullable)) return;
    if (!isObject(value)) return this.add(field, `must be an object, not ${describe(value)}`);
    check(value);
  }

  /** Properties the model does not have: kept by nobody, so the merchant should know (a warning). */
  unknownFields(field: string, el: Obj, known: ReadonlySet<string>, what: string) {
    for (const name in el) {
      if (!known.has(name)) this.warn(field ? `${field}.${name}` : name, `is not a field of ${what} and will be ignored`);
    }
  }
}

/** The fields of each POST model (and `importType`), to tell the merchant about the rest. */
export const knownFields: Record<EntityType, ReadonlySet<string>> = {
  attribute: new Set(['importType', 'code', 'type', 'use', 'name', 'externalUpdateDate', 'values']),
  category: new Set(['importType', 'code', 'parentCategoryCode', 'image', 'name', 'url', 'sequenceId', 'description', 'externalUpdateDate', 'status']),
  product: new Set([
    'importType', 'name', 'longName', 'shortDescription', 'longDescription', 'categories', 'properties', 'media', 'options', 'extras',
    'parentProductCode', 'modelType', 'identifiers', 'price', 'fulfillmentMethods', 'unit', 'unitValue', 'unitPriceRefUom',
    'unitPriceRefValue', 'hasCatchWeight', 'isSerialized', 'status', 'startDate', 'endDate', 'firstAvailableDate', 'eolDate',
    'isInventoryManaged', 'inventoryTreatment', 'shippingInformation', 'rating', 'url', 'isTaxed', 'taxClass', 'minQty', 'maxQty',
    'code', 'externalUpdateDate',
  ]),
  inventory: new Set([
    'importType', 'productCode', 'locationCode', 'inventoryTreatmentSetting', 'sku', 'onHand', 'safetyStock', 'bin', 'binLocation',
    'status', 'externalUpdateDate',
  ]),
};

const entityNoun: Record<EntityType, string> = { attribute: 'an attribute', category: 'a category', product: 'a product', inventory: 'an inventory entry' };

const units = ['mg', 'g', 'kg', 'ml', 'l', 'cm', 'm', 'm2', 'm3', 'unit', 'piece', 'each', 'oz', 'lb', 'floz', 'pt', 'qt', 'gal', 'in', 'ft', 'yd', 'ft2'];
const refUnits = ['mg', 'g', 'kg', 'ml', 'l', 'cm', 'm', 'm2', 'm3', 'piece', 'unit', 'each'];
const inventoryTreatments = ['showOutOfStock', 'allowBackOrders', 'preOrder', 'hideInStorefront'];
const displayGroups = ['properties', 'features', 'general', 'pricing', 'custom'];
const mediaTypes = ['image', 'video', 'pdf'];
const identifierFields = ['mfgPartNum', 'upc', 'ean', 'isbn', 'sku', 'distiPartNum'];
const nullableTextFields = (c: Checker, el: Obj, fields: readonly string[], max: number, at = '') => {
  for (const f of fields) if (el[f] !== undefined) c.string(at + f, el[f], { nullable: true, max });
};
const nullableNumberFields = ['unitValue', 'unitPriceRefValue', 'rating', 'minQty', 'maxQty'];
const nullableBooleanFields = ['hasCatchWeight', 'isSerialized'];
const dateFields = ['startDate', 'endDate', 'firstAvailableDate', 'eolDate', 'externalUpdateDate'];

const checkAttribute = (c: Checker, el: Obj) => {
  c.enumValue('type', el.type, catalogEnums.attributeType, { required: true });
  c.enumValue('use', el.use, catalogEnums.attributeUse, { required: true });
  c.localization('name', el.name, { required: true, minOne: true });
  c.string('externalUpdateDate', el.externalUpdateDate, { nullable: true });
  c.list(
    'values',
    el.values,
    (v, path) => {
      c.string(`${path}.code`, v.code, { required: true, max: 255 });
      c.number(`${path}.sequenceId`, v.sequenceId, { required: true });
      c.localization(`${path}.name`, v.name, { required: true, minOne: true });
      c.object(`${path}.swatch`, v.swatch, (sw) => c.enumValue(`${path}.swatch.type`, sw.type, ['image', 'color']));
    },
    5000,
  );
};

const checkCategory = (c: Checker, el: Obj) => {
  c.localization('name', el.name, { required: true, minOne: true });
  c.integer('sequenceId', el.sequenceId, true);
  c.string('parentCategoryCode', el.parentCategoryCode, { max: 255, nullable: true });
  c.enumValue('status', el.status, catalogEnums.categoryStatus);
  c.localization('image', el.image, { minOne: true });
  c.localization('url', el.url, { minOne: true });
  c.localization('description', el.description);
  c.string('externalUpdateDate', el.externalUpdateDate, { nullable: true });
};

const checkPrice = (c: Checker, price: Obj) => {
  c.enumValue('price.currencyCode', price.currencyCode, currencyCodes, { required: true });
  c.number('price.price', price.price, { required: true });
  c.number('price.cost', price.cost, { nullable: true });
  c.number('price.salePrice', price.salePrice, { nullable: true });
  c.number('price.msrp', price.msrp, { nullable: true });
  c.number('price.minPrice', price.minPrice);
  c.number('price.maxPrice', price.maxPrice);
  c.list('price.volumePricing', price.volumePricing, (v, path) => {
    c.number(`${path}.price`, v.price, { required: true });
    c.enumValue(`${path}.priceType`, v.priceType, ['fixed', 'relative'], { required: true });
    if (!('minQty' in v)) c.add(`${path}.minQty`, 'is required');
    else c.number(`${path}.minQty`, v.minQty, { nullable: true });
    if (!('maxQty' in v)) c.add(`${path}.maxQty`, 'is required');
    else c.number(`${path}.maxQty`, v.maxQty, { nullable: true });
  });
  c.list('price.mapPricing', price.mapPricing, (m, path) => c.number(`${path}.price`, m.price, { required: true }));
};

/** options and extras: `[{code, values?: [{code, additionalPrice?}]}]` */
const checkAttributeChoices = (c: Checker, field: string, value: unknown) =>
  c.list(field, value, (o, path) => {
    c.string(`${path}.code`, o.code, { required: true, max: 255 });
    c.list(`${path}.values`, o.values, (v, vPath) => {
      c.string(`${vPath}.code`, v.code, { required: true, max: 255 });
      c.number(`${vPath}.additionalPrice`, v.additionalPrice, { nullable: true });
    });
  });

const checkProduct = (c: Checker, el: Obj) => {
  c.localization('name', el.name, { required: true, minOne: true });
  c.enumValue('modelType', el.modelType, catalogEnums.modelType, { required: true });
  c.boolean('isInventoryManaged', el.isInventoryManaged, { required: true });
  c.enumValue('status', el.status, catalogEnums.productStatus);
  c.localization('longName', el.longName, { nullableTexts: true });
  c.localization('shortDescription', el.shortDescription, { nullableTexts: true, max: Infinity });
  c.localization('longDescription', el.longDescription, { max: 64000 });
  c.list('categories', el.categories, (cat, path) => {
    c.string(`${path}.code`, cat.code, { required: true, max: 255 });
    c.boolean(`${path}.isPrimary`, cat.isPrimary);
    c.number(`${path}.sequenceId`, cat.sequenceId);
  });
  checkAttributeChoices(c, 'options', el.options);
  checkAttributeChoices(c, 'extras', el.extras);
  c.list('properties', el.properties, (p, path) => {
    c.string(`${path}.code`, p.code, { max: 255 });
    c.enumValue(`${path}.type`, p.type, catalogEnums.propertyType);
    c.enumValue(`${path}.displayGroup`, p.displayGroup, displayGroups);
  });
  if (el.media !== undefined) {
    c.object('media', el.media, (media) => {
      for (const locale in media) {
        const items = media[locale];
        if (items === null) c.add(`media.${locale}`, 'must be an array, not null');
        c.list(`media.${locale}`, items, (m, path) => {
          c.string(`${path}.url`, m.url, { required: true, max: 255 });
          c.enumValue(`${path}.type`, m.type, mediaTypes, { required: true });
          c.string(`${path}.code`, m.code, { max: 255 });
          c.string(`${path}.title`, m.title, { nullable: true, max: 255 });
          c.string(`${path}.altText`, m.altText, { nullable: true, max: 1000 });
        });
      }
    });
  }
  c.string('parentProductCode', el.parentProductCode, { nullable: true, max: 255 });
  c.object('identifiers', el.identifiers, (ids) => nullableTextFields(c, ids, identifierFields, 500, 'identifiers.'));
  if (el.price !== undefined) c.object('price', el.price, (price) => checkPrice(c, price));
  const methods = el.fulfillmentMethods;
  if (Array.isArray(methods)) methods.forEach((m: unknown, i) => c.string(`fulfillmentMethods[${i}]`, m));
  else if (methods !== undefined) c.add('fulfillmentMethods', `must be an array of texts, not ${describe(methods)}`);
  c.enumValue('unit', el.unit, units, { nullable: true });
  c.enumValue('unitPriceRefUom', el.unitPriceRefUom, refUnits, { nullable: true });
  for (const f of nullableNumberFields) if (el[f] !== undefined) c.number(f, el[f], { nullable: true });
  for (const f of nullableBooleanFields) if (el[f] !== undefined) c.boolean(f, el[f], { nullable: true });
  c.boolean('isTaxed', el.isTaxed);
  c.enumValue('inventoryTreatment', el.inventoryTreatment, inventoryTreatments, { nullable: true });
  nullableTextFields(c, el, ['url', 'taxClass'], 255);
  for (const f of dateFields) if (el[f] !== undefined) c.string(f, el[f], { nullable: true });
  c.object(
    'shippingInformation',
    el.shippingInformation,
    (si) => {
      c.boolean('shippingInformation.isShippedAlone', si.isShippedAlone);
      for (const f of ['height', 'width', 'length', 'weight']) c.number(`shippingInformation.${f}`, si[f], { nullable: true });
      nullableTextFields(c, si, ['heightUnit', 'widthUnit', 'lengthUnit', 'weightUnit'], 20, 'shippingInformation.');
    },
    true,
  );
};

const checkInventory = (c: Checker, el: Obj) => {
  c.string('sku', el.sku, { required: true, max: 255, nullable: true });
  c.number('onHand', el.onHand, { nullable: true });
  c.number('safetyStock', el.safetyStock, { nullable: true });
  c.enumValue('status', el.status, catalogEnums.inventoryStatus);
  nullableTextFields(c, el, ['bin', 'binLocation'], 100);
  c.object('inventoryTreatmentSetting', el.inventoryTreatmentSetting, (its) => c.string('inventoryTreatmentSetting.code', its.code, { nullable: true, max: 255 }), true);
  c.string('externalUpdateDate', el.externalUpdateDate, { nullable: true });
};

const entityChecks: Record<EntityType, (c: Checker, el: Obj) => void> = {
  attribute: checkAttribute,
  category: checkCategory,
  product: checkProduct,
  inventory: checkInventory,
};

/** The key of an element, or null when a key field is missing or not a non-empty string. */
export const elementKey = (entity: EntityType, el: unknown): string | null => {
  if (!isObject(el)) return null;
  const fields = entityKeyFields[entity];
  if (fields.length === 1) {
    const v = el[fields[0]!];
    return typeof v === 'string' && v.length > 0 ? v : null;
  }
  const parts: string[] = [];
  for (const f of fields) {
    const v = el[f];
    if (typeof v !== 'string' || v.length === 0) return null;
    parts.push(v);
  }
  return parts.join('/');
};

/** Checks one element of an import file against its entity's POST model and the strategy's rules. */
export const checkImportElement = (entity: EntityType, strategy: ImportStrategy, el: unknown): CheckedElement => {
  if (!isObject(el)) {
    return { key: null, importType: 'AC', problems: [{ field: '', reason: `must be an object, not ${describe(el)}` }], warnings: [] };
  }
  const c = new Checker();
  let importType: ImportType = 'AC';
  const rawType = el.importType;
  if (rawType !== undefined) {
    if (strategy === 'full') {
      c.add('importType', 'is only allowed in partial files (full files hold the complete set)');
    } else if (rawType === 'AC' || rawType === 'D') {
      importType = rawType;
    } else {
      c.add('importType', `must be AC (add or change) or D (delete), not ${describe(rawType)}`);
    }
  }
  const keyFields = entityKeyFields[entity];
  for (const f of keyFields) c.string(f, el[f], { required: true, max: f === 'locationCode' ? 36 : 255 });
  if (importType === 'AC') {
    entityChecks[entity](c, el);
    c.unknownFields('', el, knownFields[entity], entityNoun[entity]);
  }
  return { key: elementKey(entity, el), importType, problems: c.problems, warnings: c.warnings };
};

/** Codes an element refers to in other entity types (checked by the service, not the browser). */
export const elementReferences = (entity: EntityType, el: Obj): { attribute: string[]; category: string[] } => {
  const refs = { attribute: [] as string[], category: [] as string[] };
  const codes = (list: unknown) =>
    Array.isArray(list) ? list.filter(isObject).map((i) => i.code).filter((c): c is string => typeof c === 'string') : [];
  if (entity === 'product') {
    refs.category = codes(el.categories);
    refs.attribute = [
      ...codes(el.options),
      ...codes(el.extras),
      ...codes(Array.isArray(el.properties) ? el.properties.filter((p) => isObject(p) && p.type === 'attribute') : []),
    ];
  } else if (entity === 'category' && typeof el.parentCategoryCode === 'string') {
    refs.category = [el.parentCategoryCode];
  }
  return refs;
};

/** Fields that mark an element as belonging to an entity type: used to say "this looks like a products file". */
export const entityFingerprints: Record<EntityType, readonly string[]> = {
  attribute: ['use', 'values', 'type'],
  category: ['parentCategoryCode', 'sequenceId'],
  product: ['modelType', 'isInventoryManaged', 'categories'],
  inventory: ['productCode', 'locationCode', 'sku', 'onHand'],
};

/** The entity type an element most looks like, or null. */
export const guessEntityType = (el: unknown): EntityType | null => {
  if (!isObject(el)) return null;
  let best: EntityType | null = null;
  let bestScore = 0;
  for (const [entity, fields] of Object.entries(entityFingerprints) as [EntityType, readonly string[]][]) {
    const score = fields.filter((f) => f in el).length;
    if (score > bestScore) {
      best = entity;
      bestScore = score;
    }
  }
  return best;
};

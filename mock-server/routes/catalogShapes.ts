/**
 * What the catalog service's read calls answer for one stored element: the public catalog spec's
 * read models (Attribute, Category, Product with the options, extras, inventories and availability
 * its list and single reads add, Inventory), built from the element as imported.
 *
 * - Localized texts come back in one locale: the asked `localeCode`, else the catalog's
 *   `defaultLocaleCode`, else the first locale the text has *(ours: the spec names no fallback)*.
 * - Every field of the read model is answered: what the element does not have is `null` (a scalar
 *   or an object) or `[]` (a list), or the spec's default where it names one (`status: "active"`,
 *   `isTaxed: true`, `hasCatchWeight: false`).
 * - Read-only fields come from the catalog: a category's `path` and counts, a product's category
 *   names and paths, option and attribute-value names, stock's `available` and `visible`.
 * - `fields` picks among the read model's fields (the answer holds `code` and those).
 *
 * Each entity's fields are a table of getters, so an answer computes only the fields it holds.
 */
import { fieldProblem } from '../http';

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const objects = (list: unknown): Obj[] => (Array.isArray(list) ? list.filter(isObject) : []);
/** a scalar or object as written, `null` when not written */
const orNull = (v: unknown) => (v === undefined ? null : v);

type Query = { query(name: string): string | undefined };

const localePattern = /^[a-z]{2}(-[a-z]{2})?$/i;

/** `localeCode`: a locale such as `de-de` (the spec allows 5 characters), lower-cased; undefined when not asked. */
export const readLocale = (req: Query): string | undefined => {
  const raw = req.query('localeCode');
  if (raw === undefined || raw === '') return undefined;
  if (!localePattern.test(raw)) throw fieldProblem('localeCode', 'invalid', 'localeCode must be a locale code such as de-de', raw);
  return raw.toLowerCase();
};

/** The locales one call answers texts in: the asked one, then the catalog's default (both lower-cased). */
export interface Locales {
  asked: string | undefined;
  fallback: string;
}

export const callLocales = (asked: string | undefined, defaultLocaleCode: string): Locales => ({ asked, fallback: defaultLocaleCode.toLowerCase() });

/**
 * A localized value (`{"en-us": "Color", "de-de": "Farbe"}`) in one locale: the asked one (matched
 * without regard to case), else the default, else the first the value has. A locale whose text is
 * null counts as missing; null when no locale has one. A value that is not an object is answered
 * as written.
 */
export const localized = (value: unknown, locales: Locales): unknown => {
  if (!isObject(value)) return value === undefined ? null : value;
  let fallback: string | undefined;
  let first: string | undefined;
  for (const locale in value) {
    if (value[locale] === null || value[locale] === undefined) continue;
    const lower = locale.toLowerCase();
    if (lower === locales.asked) return value[locale];
    if (fallback === undefined && lower === locales.fallback) fallback = locale;
    first ??= locale;
  }
  const chosen = fallback ?? first;
  return chosen === undefined ? null : value[chosen];
};

/** Whether a value is written per locale: an object whose every key is a locale code. */
const isLocalization = (value: unknown): value is Obj => {
  if (!isObject(value)) return false;
  let any = false;
  for (const key in value) {
    if (!localePattern.test(key)) return false;
    any = true;
  }
  return any;
};

// ---- fields ----

/** One field of a read model: its name and how an element answers it. */
type Field<C> = readonly [name: string, get: (element: Obj, context: C) => unknown];

const fieldNames = <C>(fields: readonly Field<C>[]) => fields.map(([name]) => name);

/**
 * `fields` (the spec's Fields parameter: "fields which should be included in the response"): a
 * comma list of the read model's field names, answered with `code`; without it, the default
 * fields. A name the read model lacks is a 400 naming `fields` *(ours)*.
 */
const chooseFields = <C>(req: Query, what: string, all: readonly Field<C>[], defaults: ReadonlySet<string>): Field<C>[] => {
  const names = (req.query('fields') ?? '').split(',').map((n) => n.trim()).filter((n) => n !== '');
  if (names.length === 0) return all.filter(([name]) => defaults.has(name));
  const known = new Set(fieldNames(all));
  for (const name of names) {
    if (!known.has(name)) throw fieldProblem('fields', 'unknownField', `Cannot answer ${name}: the fields of ${what} are ${[...known].join(', ')}`, name);
  }
  const asked = new Set(['code', ...names]);
  return all.filter(([name]) => asked.has(name));
};

/** An answer's object from its fields. */
export const readObject = <C>(fields: readonly Field<C>[], element: Obj, context: C): Obj => {
  const out: Obj = {};
  for (const [name, get] of fields) out[name] = get(element, context);
  return out;
};

export const hasField = <C>(fields: readonly Field<C>[], name: string) => fields.some(([n]) => n === name);

// ---- attributes ----

export interface AttributeContext {
  locales: Locales;
}

/** AttributeValue: code, sequenceId and name; the swatch only when written *(ours: the spec shows it, never null)*. */
const attributeValueRead = (v: Obj, locales: Locales): Obj => {
  const out: Obj = { code: v.code, sequenceId: orNull(v.sequenceId), name: localized(v.name, locales) };
  if (isObject(v.swatch)) out.swatch = v.swatch;
  return out;
};

const attributeFields: readonly Field<AttributeContext>[] = [
  ['code', (el) => el.code],
  ['type', (el) => orNull(el.type)],
  ['use', (el) => orNull(el.use)],
  ['name', (el, c) => localized(el.name, c.locales)],
  ['externalUpdateDate', (el) => orNull(el.externalUpdateDate)],
  ['values', (el, c) => objects(el.values).map((v) => attributeValueRead(v, c.locales))],
];

/** Attribute: every field; `values: []` when the element has none. The attribute calls take no `fields`. */
export const attributeRead = (element: Obj, context: AttributeContext) => readObject(attributeFields, element, context);

/**
 * What a product's options, extras and attribute properties read from an attribute, in one
 * call's locale: its name and type, and its values by code.
 */
export interface AttributeFacts {
  name: unknown;
  type: unknown;
  values: ReadonlyMap<string, Obj>;
}

export const attributeFacts = (element: Obj, locales: Locales): AttributeFacts => ({
  name: localized(element.name, locales),
  type: orNull(element.type),
  values: new Map(objects(element.values).map((v) => [String(v.code), attributeValueRead(v, locales)])),
});

// ---- categories ----

export interface CategoryContext {
  locales: Locales;
  catalogCode: string;
  /** the parents' codes, from the root down */
  path: (code: string) => string[];
  /** counted only when the answer holds them */
  categoryCount: (code: string) => number;
  productCount: (code: string) => number;
}

const text = (name: string) => (el: Obj, c: { locales: Locales }) => localized(el[name], c.locales);

const categoryFields: readonly Field<CategoryContext>[] = [
  ['code', (el) => el.code],
  // not in the spec's Category schema, but in its list example, as here
  ['catalogCode', (_, c) => c.catalogCode],
  ['name', text('name')],
  ['parentCategoryCode', (el) => orNull(el.parentCategoryCode)],
  ['status', (el) => el.status ?? 'active'],
  ['sequenceId', (el) => orNull(el.sequenceId)],
  ['categoryCount', (el, c) => c.categoryCount(String(el.code))],
  ['productCount', (el, c) => c.productCount(String(el.code))],
  ['path', (el, c) => c.path(String(el.code))],
  ['image', text('image')],
  ['url', text('url')],
  ['description', text('description')],
  ['externalUpdateDate', (el) => orNull(el.externalUpdateDate)],
];

const everyCategoryField = new Set(fieldNames(categoryFields));
export const categoryReadFields = (req: Query) => chooseFields(req, 'a category', categoryFields, everyCategoryField);

// ---- products ----

export interface ProductContext {
  locales: Locales;
  /** a linked category's name (in the locale) and path (its parents' codes) */
  category: (code: string) => { name: unknown; path: string[] } | undefined;
  attribute: (code: string) => AttributeFacts | undefined;
  /** the product's stock entries as Inventory read models (only when the answer holds them) */
  stock: (productCode: string) => Obj[];
  now: number;
}

/** CategoryMapping: the link as written, with the category's name and its path down to itself (as the spec's example has it). */
const categoryMapping = (link: Obj, c: ProductContext): Obj => {
  const code = link.code;
  const category = typeof code === 'string' ? c.category(code) : undefined;
  return {
    code,
    categoryName: category ? category.name : null,
    path: category ? [...category.path, code] : [],
    sequenceId: orNull(link.sequenceId),
    isPrimary: orNull(link.isPrimary),
  };
};

/** An attribute property's value: the value names in the locale (the spec's example: `[White]` for `white`); a code the attribute does not list as written. */
const valueNames = (value: unknown, attribute: AttributeFacts | undefined, locales: Locales): unknown[] => {
  const codes = isLocalization(value) ? localized(value, locales) : value;
  const list = Array.isArray(codes) ? codes : codes === null || codes === undefined ? [] : [codes];
  return list.map((code) => (typeof code === 'string' ? (attribute?.values.get(code)?.name ?? code) : code));
};

/** ProductProperties: texts resolved; an attribute property's name, when not written, the attribute's *(ours)*. */
const propertyRead = (p: Obj, c: ProductContext): Obj => {
  const isAttribute = p.type === 'attribute';
  const attribute = isAttribute && typeof p.code === 'string' ? c.attribute(p.code) : undefined;
  return {
    code: orNull(p.code),
    name: p.name === undefined || p.name === null ? (attribute?.name ?? null) : localized(p.name, c.locales),
    value: isAttribute ? valueNames(p.value, attribute, c.locales) : isLocalization(p.value) ? localized(p.value, c.locales) : orNull(p.value),
    type: orNull(p.type),
    displayGroup: orNull(p.displayGroup),
    subDisplayGroup: localized(p.subDisplayGroup, c.locales),
    customDisplayGroupName: localized(p.customDisplayGroupName, c.locales),
  };
};

const mediaRead = (m: Obj): Obj => ({
  code: orNull(m.code),
  url: m.url,
  type: m.type,
  altText: orNull(m.altText),
  title: orNull(m.title),
  sequenceId: orNull(m.sequenceId),
});

/** How many of a unit's base one unit is; units of one family convert, others do not *(ours)*. */
const unitScale: Record<string, readonly [family: string, factor: number]> = {
  mg: ['mass', 0.001], g: ['mass', 1], kg: ['mass', 1000], oz: ['mass', 28.349523125], lb: ['mass', 453.59237],
  ml: ['volume', 1], l: ['volume', 1000], floz: ['volume', 29.5735295625], pt: ['volume', 473.176473], qt: ['volume', 946.352946], gal: ['volume', 3785.411784],
  cm: ['length', 1], m: ['length', 100], in: ['length', 2.54], ft: ['length', 30.48], yd: ['length', 91.44],
  m2: ['area', 1], ft2: ['area', 0.09290304],
  m3: ['cubic', 1],
  unit: ['count', 1], piece: ['count', 1], each: ['count', 1],
};

/**
 * PriceGet's `pricePerMeasureUnit`: the price per `unitPriceRefValue` `unitPriceRefUom` of a
 * product of `unitValue` `unit` (a 250 g product at 5.00 per 100 g is 2.00), rounded to cents;
 * null when one of the four is missing or the units do not convert *(ours: the spec names the
 * inputs, not the formula)*.
 */
const pricePerMeasureUnit = (price: unknown, el: Obj): number | null => {
  const { unit, unitValue, unitPriceRefUom: refUnit, unitPriceRefValue: refValue } = el;
  if (typeof price !== 'number' || typeof unitValue !== 'number' || typeof refValue !== 'number' || unitValue <= 0) return null;
  const from = typeof unit === 'string' ? unitScale[unit] : undefined;
  const to = typeof refUnit === 'string' ? unitScale[refUnit] : undefined;
  if (!from || !to || from[0] !== to[0]) return null;
  return Math.round(((price / (unitValue * from[1])) * refValue * to[1]) * 100) / 100;
};

/** PriceGet: every field, as written or null; volume and MAP prices `[]` when none. */
const priceRead = (p: unknown, el: Obj): Obj | null => {
  if (!isObject(p)) return null;
  return {
    currencyCode: p.currencyCode,
    price: p.price,
    cost: orNull(p.cost),
    unit: orNull(p.unit),
    salePrice: orNull(p.salePrice),
    msrp: orNull(p.msrp),
    minPrice: orNull(p.minPrice),
    maxPrice: orNull(p.maxPrice),
    volumePricing: objects(p.volumePricing).map((v) => ({
      minQty: orNull(v.minQty),
      maxQty: orNull(v.maxQty),
      price: v.price,
      salePrice: orNull(v.salePrice),
      unit: orNull(v.unit),
      priceType: v.priceType,
    })),
    mapPricing: objects(p.mapPricing).map((m) => ({ startDate: orNull(m.startDate), endDate: orNull(m.endDate), price: m.price })),
    pricePerMeasureUnit: pricePerMeasureUnit(p.price, el),
  };
};

const identifierNames = ['mfgPartNum', 'upc', 'ean', 'isbn', 'sku', 'distiPartNum'] as const;
const shippingNames = ['isShippedAlone', 'height', 'heightUnit', 'width', 'widthUnit', 'length', 'lengthUnit', 'weight', 'weightUnit'] as const;

/** A nested object of the read model: each of its fields as written or null; null when not written. */
const whole = (value: unknown, names: readonly string[]): Obj | null => {
  if (!isObject(value)) return null;
  const out: Obj = {};
  for (const name of names) out[name] = orNull(value[name]);
  return out;
};

/**
 * ProductOptions / ProductExtras: each choice as written, named from the attribute table, each
 * value with the attribute's sequenceId, name and swatch and the product's `additionalPrice`
 * (absent when not written *(ours)*). A value the attribute does not list (an attribute without
 * values takes any code) is named by its code and numbered by its place in the product's list
 * *(ours)*.
 */
const choicesRead = (list: unknown, c: ProductContext): Obj[] =>
  objects(list).map((choice) => {
    const attribute = typeof choice.code === 'string' ? c.attribute(choice.code) : undefined;
    return {
      code: choice.code,
      name: attribute ? attribute.name : null,
      type: attribute ? attribute.type : null,
      values: objects(choice.values).map((v, i) => {
        const known = typeof v.code === 'string' ? attribute?.values.get(v.code) : undefined;
        const out: Obj = known ? { ...known } : { code: v.code, sequenceId: i, name: String(v.code) };
        if (out.name === null) out.name = String(v.code);
        if (out.sequenceId === null) out.sequenceId = i;
        if (Object.hasOwn(v, 'additionalPrice')) out.additionalPrice = v.additionalPrice;
        return out;
      }),
    };
  });

/**
 * `operationalStatus` (the single read's schema, and the list's example): inactive when so
 * written; else `expired` once `endDate` is past and `scheduled` before `startDate`; else the
 * status *(ours: the spec lists the values only)*.
 */
const operationalStatus = (el: Obj, now: number) => {
  const status = el.status ?? 'active';
  if (status === 'inactive') return 'inactive';
  if (typeof el.endDate === 'string' && Date.parse(el.endDate) <= now) return 'expired';
  if (typeof el.startDate === 'string' && Date.parse(el.startDate) > now) return 'scheduled';
  return status;
};

/** `availability.isAvailable` *(ours)*: active, and not stock-managed, sold beyond the stock, or with visible stock somewhere. */
const isAvailable = (el: Obj, c: ProductContext) => {
  if ((el.status ?? 'active') !== 'active') return false;
  if (el.isInventoryManaged !== true || el.inventoryTreatment === 'allowBackOrders' || el.inventoryTreatment === 'preOrder') return true;
  return c.stock(String(el.code)).some((s) => s.status === 'active' && typeof s.visible === 'number' && s.visible > 0);
};

const productFields: readonly Field<ProductContext>[] = [
  ['code', (el) => el.code],
  ['name', text('name')],
  ['longName', text('longName')],
  ['modelType', (el) => orNull(el.modelType)],
  ['status', (el) => el.status ?? 'active'],
  ['operationalStatus', (el, c) => operationalStatus(el, c.now)],
  // *(ours)*: the spec says only that it "is based on different conditions"
  ['visibility', (el) => ((el.status ?? 'active') === 'active' ? 'visible' : 'hidden')],
  ['parentProductCode', (el) => orNull(el.parentProductCode)],
  ['categories', (el, c) => objects(el.categories).map((link) => categoryMapping(link, c))],
  ['properties', (el, c) => objects(el.properties).map((p) => propertyRead(p, c))],
  ['media', (el, c) => objects(localized(el.media, c.locales)).map(mediaRead)],
  ['identifiers', (el) => whole(el.identifiers, identifierNames)],
  ['price', (el) => priceRead(el.price, el)],
  ['fulfillmentMethods', (el) => (Array.isArray(el.fulfillmentMethods) ? el.fulfillmentMethods : [])],
  ['unit', (el) => orNull(el.unit)],
  ['unitValue', (el) => orNull(el.unitValue)],
  ['unitPriceRefUom', (el) => orNull(el.unitPriceRefUom)],
  ['unitPriceRefValue', (el) => orNull(el.unitPriceRefValue)],
  ['hasCatchWeight', (el) => el.hasCatchWeight ?? false],
  ['isSerialized', (el) => orNull(el.isSerialized)],
  ['startDate', (el) => orNull(el.startDate)],
  ['endDate', (el) => orNull(el.endDate)],
  ['firstAvailableDate', (el) => orNull(el.firstAvailableDate)],
  ['eolDate', (el) => orNull(el.eolDate)],
  ['isInventoryManaged', (el) => orNull(el.isInventoryManaged)],
  ['inventoryTreatment', (el) => orNull(el.inventoryTreatment)],
  ['shippingInformation', (el) => whole(el.shippingInformation, shippingNames)],
  ['rating', (el) => orNull(el.rating)],
  ['url', (el) => orNull(el.url)],
  ['isTaxed', (el) => el.isTaxed ?? true],
  ['taxClass', (el) => orNull(el.taxClass)],
  ['minQty', (el) => orNull(el.minQty)],
  ['maxQty', (el) => orNull(el.maxQty)],
  ['externalUpdateDate', (el) => orNull(el.externalUpdateDate)],
  ['options', (el, c) => choicesRead(el.options, c)],
  ['extras', (el, c) => choicesRead(el.extras, c)],
  ['inventories', (el, c) => c.stock(String(el.code))],
  ['availability', (el, c) => ({ isAvailable: isAvailable(el, c) })],
];

/** Without `fields`: every field but the stock ones, which cost a walk over the stock *(ours)*. */
const defaultProductFields = new Set(fieldNames(productFields).filter((name) => name !== 'inventories' && name !== 'availability'));
export const productReadFields = (req: Query) => chooseFields(req, 'a product', productFields, defaultProductFields);

/** Whether an answer reads the stock (the route then gathers the page's stock entries once). */
export const readsStock = (fields: readonly Field<ProductContext>[]) => hasField(fields, 'inventories') || hasField(fields, 'availability');

export type ProductFields = ReturnType<typeof productReadFields>;
export const productRead = (element: Obj, fields: ProductFields, context: ProductContext) => readObject(fields, element, context);

/**
 * The descriptions sub-resource: `shortDescription` and `longDescription` in the locale; a field
 * the product has no text for is left out *(ours)*.
 */
export const descriptionsRead = (element: Obj, locales: Locales): Obj => {
  const out: Obj = {};
  for (const name of ['shortDescription', 'longDescription']) {
    const value = localized(element[name], locales);
    if (value !== null) out[name] = value;
  }
  return out;
};

// ---- stock ----

const count = (v: unknown) => (typeof v === 'number' ? v : 0);
/** the mock keeps no reservations */
const onReserve = 0;

/**
 * InventoryTreatmentSetting: the mock keeps no settings, so the one written is answered by its
 * code, named by its code and purchasable *(ours)*; null when none is written.
 */
const treatmentSetting = (setting: unknown) =>
  isObject(setting) && typeof setting.code === 'string' ? { code: setting.code, name: setting.code, isPurchasable: true } : null;

const inventoryFields: readonly Field<null>[] = [
  ['productCode', (el) => el.productCode],
  ['locationCode', (el) => el.locationCode],
  ['sku', (el) => orNull(el.sku)],
  // a count not written (or null) is none *(ours)*
  ['onHand', (el) => count(el.onHand)],
  ['onReserve', () => onReserve],
  ['safetyStock', (el) => count(el.safetyStock)],
  ['available', (el) => count(el.onHand) - onReserve],
  ['visible', (el) => count(el.onHand) - onReserve - count(el.safetyStock)],
  ['bin', (el) => orNull(el.bin)],
  ['binLocation', (el) => orNull(el.binLocation)],
  ['status', (el) => el.status ?? 'active'],
  ['externalUpdateDate', (el) => orNull(el.externalUpdateDate)],
  ['inventoryTreatmentSetting', (el) => treatmentSetting(el.inventoryTreatmentSetting)],
];

/**
 * The stock call's `fields` takes only `qty` and `identifier` (the spec's list): with either, an
 * entry holds its key (`productCode`, `locationCode`) and, for `qty`, the counts (`onHand`,
 * `onReserve`, `safetyStock`, `available`, `visible`), for `identifier`, what else names the
 * stock (`sku`, `bin`, `binLocation`) *(ours: the spec does not say what each adds)*. Without
 * `fields`, every field.
 */
const inventoryGroups: Record<string, readonly string[]> = {
  qty: ['onHand', 'onReserve', 'safetyStock', 'available', 'visible'],
  identifier: ['sku', 'bin', 'binLocation'],
};

export const inventoryReadFields = (req: Query): Field<null>[] => {
  const names = (req.query('fields') ?? '').split(',').map((n) => n.trim()).filter((n) => n !== '');
  if (names.length === 0) return [...inventoryFields];
  const asked = new Set(['productCode', 'locationCode']);
  for (const name of names) {
    const group = Object.hasOwn(inventoryGroups, name) ? inventoryGroups[name] : undefined;
    if (!group) throw fieldProblem('fields', 'unknownField', `Cannot answer ${name}: the stock call's fields are qty, identifier`, name);
    for (const field of group) asked.add(field);
  }
  return inventoryFields.filter(([name]) => asked.has(name));
};

export const inventoryRead = (element: Obj, fields: readonly Field<null>[] = inventoryFields) => readObject(fields, element, null);

/**
 * The Product read model, as the list and the single read answer it: names and paths from the
 * categories, options and extras named from the attributes, stock and availability when asked;
 * and the descriptions sub-resource.
 */
import type { AttributeFacts } from './attributeRead';
import { isLocalization, localized, text, type Locales } from './localized';
import { priceRead } from './priceRead';
import { chooseFields, fieldNames, hasField, isObject, objects, orNull, readObject, type Field, type Obj, type Query } from './readFields';

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

/**
 * The catalog service's read models (public catalog spec: Attribute, Category, Product, Inventory)
 * back to the POST models an import file holds (AttributeCreate, CategoryCreate, ProductCreate,
 * InventoryPost). The read models differ from the POST models in three ways, and this is the one
 * place that knows them:
 *
 * - localized texts come resolved to one `localeCode`: one read per locale, gathered here into the
 *   localization objects (`{"de-de": …, "en-us": …}`) the POST models write;
 * - read-only fields come beside them (`path`, `categoryName`, `productCount`, `visibility`,
 *   `pricePerMeasureUnit`, stock's `available`, …) and `null` for what is not set: dropped;
 * - an attribute-type property's value comes back as the value names, not the codes: mapped back
 *   through the attribute's values, where one code has that name.
 *
 * What the read models never carry (a product's descriptions, which only the descriptions call
 * answers, one product and locale at a time) is named in `unread`, so that no one reads its
 * absence as "none".
 */
import type { CatalogEntityType } from '../../contract/terms';
import { isObject, type Obj } from './elementChecker';



/** one read of an entity, in one locale (stock has none: `null`) */
export interface LocaleRead {
  locale: string | null;
  item: Obj;
}

/**
 * The names of an attribute's values in one locale, for an attribute-type property: the code a name
 * stands for, `null` when no value has it, `'ambiguous'` when two do.
 */
export type ValueCodeOf = (attribute: string, locale: string | null, name: string) => string | null | 'ambiguous';

export interface MappedElement {
  /**
   * The entity as a POST model element, as an export or a snapshot writes it: what is not set left
   * out (but the nulls the POST model requires), values at their defaults written as read.
   */
  element: Obj;
  /** fields that could not be read back exactly: left out of `element`, never to be compared or written */
  unread: string[];
}

/**
 * Fields of a POST model that no read model carries. A customer's password is never answered; its
 * attributes are answered only when each is asked for by code (`fields=attributes.<code>`).
 */
export const unreadByReadModels: Record<CatalogEntityType | 'customer', readonly string[]> = {
  attribute: [],
  category: [],
  product: ['shortDescription', 'longDescription'],
  inventory: [],
  customer: ['password', 'attributes'],
};

/**
 * The POST model's defaults: the catalog spec's `default`s, the `active` status the read models
 * answer when none was written, and stock's 0 for a figure not written (ours).
 */
const defaults: Record<CatalogEntityType, Obj> = {
  attribute: {},
  category: { status: 'active' },
  product: { status: 'active', isTaxed: true, hasCatchWeight: false },
  // the read model's stock figures are numbers, never null: one not written reads 0 (ours)
  inventory: { status: 'active', onHand: 0, safetyStock: 0 },
};

/**
 * A value with `null`, empty lists and empty objects dropped from its objects, all the way down:
 * the read models answer `null` (and `[]`) for what is not set, where a file leaves it out.
 */
const pruned = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(pruned);
  if (!isObject(value)) return value;
  const out: Obj = {};
  // for-in, not Object.keys: a read model's objects hold only their own keys, and the walk runs for every field of 100,000 elements
  for (const key in value) {
    let v = value[key];
    if (v === null || v === undefined) continue;
    if (typeof v === 'object') {
      v = pruned(v);
      if (Array.isArray(v) ? v.length === 0 : isEmpty(v as Obj)) continue;
    }
    out[key] = v;
  }
  return out;
};

const isEmpty = (value: Obj) => {
  for (const _ in value) return false;
  return true;
};

/**
 * The written form: what is not set left out, but the nulls the element rules require (a stock
 * entry's `sku`, a volume price's `minQty` and `maxQty`: "written, if only as null"), as the
 * first read answers them.
 */
const writtenForm = (entity: CatalogEntityType, element: Obj, firstRead: Obj): Obj => {
  const out = pruned(element) as Obj;
  if (entity === 'inventory' && firstRead.sku === null) out.sku = null;
  if (entity === 'product' && isObject(element.price) && Array.isArray(element.price.volumePricing) && element.price.volumePricing.length && isObject(out.price)) {
    const read = element.price.volumePricing as unknown[];
    out.price = {
      ...out.price,
      volumePricing: read.map((v, i) => {
        const kept = ((out.price as Obj).volumePricing as Obj[] | undefined)?.[i] ?? {};
        return isObject(v) ? { ...kept, ...(v.minQty === null ? { minQty: null } : {}), ...(v.maxQty === null ? { maxQty: null } : {}) } : kept;
      }),
    };
  }
  return out;
};

/**
 * An attribute-type property's value in one form: the spec writes it as a localization object of
 * value codes (ProductPropertyCreate) and, in its own example, as a plain list; the same codes in
 * every locale are that list.
 */
const sameCodes = (value: unknown): unknown => {
  if (!isObject(value)) return value;
  const lists = Object.values(value).map((v) => JSON.stringify(v));
  return lists.length && lists.every((l) => l === lists[0]) ? Object.values(value)[0] : value;
};

const defaultEntries = Object.fromEntries(Object.entries(defaults).map(([entity, values]) => [entity, Object.entries(values)])) as Record<CatalogEntityType, [string, unknown][]>;

/** Fills the model's defaults and puts attribute properties' codes in one form, in `out` itself. */
const withDefaults = (entity: CatalogEntityType, out: Obj): Obj => {
  for (const [field, value] of defaultEntries[entity]) if (out[field] === undefined) out[field] = value;
  if (entity === 'product' && Array.isArray(out.properties)) {
    out.properties = out.properties.map((p: unknown) => (isObject(p) && p.type === 'attribute' && p.value !== undefined ? { ...p, value: sameCodes(p.value) } : p));
  }
  return out;
};

/**
 * An element as the comparison sees it: what is not set is absent (no `null`, no empty list or
 * object), a field the model defaults is filled with its default, and an attribute property's
 * codes are in one form. Applied to the file's elements and to what is read back alike, so
 * `"status": "active"` and no status are the same, and `"inactive"` against none reads as
 * "inactive → active", which is what the import does.
 */
export const comparable = (entity: CatalogEntityType, element: Obj): Obj => withDefaults(entity, pruned(element) as Obj);

/**
 * `comparable` of an element mapped back (`MappedElement.element`): that is pruned already, but for
 * the nulls the POST model requires, so only those are dropped, and the preview walks each stored
 * element once, not twice.
 */
export const comparableMapped = (entity: CatalogEntityType, element: Obj): Obj => {
  const out = { ...element };
  if (entity === 'inventory' && out.sku === null) delete out.sku;
  if (entity === 'product' && isObject(out.price) && Array.isArray(out.price.volumePricing)) {
    const volumePricing = out.price.volumePricing.map((v: unknown) => {
      if (!isObject(v)) return v;
      const { minQty, maxQty, ...rest } = v;
      return { ...rest, ...(minQty == null ? {} : { minQty }), ...(maxQty == null ? {} : { maxQty }) };
    });
    out.price = { ...out.price, volumePricing };
  }
  return withDefaults(entity, out);
};

/** Keeps of a localization object the locales another writes. */
const inLocales = (value: unknown, of: unknown) => {
  if (!isObject(value) || !isObject(of)) return value;
  const out: Obj = {};
  for (const locale in value) if (Object.hasOwn(of, locale)) out[locale] = value[locale];
  return out;
};

/**
 * `before`'s texts in only the locales `after` writes them in, field by field, both in comparable
 * form. A service may answer a locale an entity lacks with another locale's text (the mock does,
 * ours): so read, a text the catalog does not hold would show as changed. An attribute
 * property's name the file does not write is not compared either: the service may answer the
 * attribute's own (the mock does, ours).
 */
export const inLocalesOf = (entity: CatalogEntityType, before: Obj, after: Obj): Obj => {
  const out = { ...before };
  for (const field of localizedFields[entity]) if (field in out && field in after) out[field] = inLocales(out[field], after[field]);
  const items = (field: string, texts: readonly string[], also?: (b: Obj, a: Obj) => Obj) => {
    if (!Array.isArray(out[field]) || !Array.isArray(after[field])) return;
    out[field] = (out[field] as unknown[]).map((b, index) => {
      const a = isObject(b) ? sameItemIn(after[field], b, index) : undefined;
      if (!isObject(b) || !a) return b;
      let item = { ...b };
      for (const name of texts) if (name in item && name in a) item[name] = inLocales(item[name], a[name]);
      if (also) item = also(item, a);
      return item;
    });
  };
  if (entity === 'attribute') items('values', ['name']);
  if (entity === 'product') {
    items('properties', ['name', 'subDisplayGroup', 'customDisplayGroupName'], (b, a) => {
      const item = { ...b };
      if (b.type === 'attribute' && !('name' in a)) delete item.name;
      if (b.type !== 'attribute' && 'value' in item && 'value' in a) item.value = inLocales(item.value, a.value);
      return item;
    });
  }
  return out;
};

/** The fields each POST model takes from the read as they are. */
const attributeFields = new Set(['code', 'type', 'use', 'externalUpdateDate']);
const categoryFields = new Set(['code', 'parentCategoryCode', 'sequenceId', 'externalUpdateDate', 'status']);
const productPlainFields = new Set([
  'code', 'parentProductCode', 'modelType', 'identifiers', 'fulfillmentMethods', 'unit', 'unitValue', 'unitPriceRefUom',
  'unitPriceRefValue', 'hasCatchWeight', 'isSerialized', 'status', 'startDate', 'endDate', 'firstAvailableDate', 'eolDate',
  'isInventoryManaged', 'inventoryTreatment', 'shippingInformation', 'rating', 'url', 'isTaxed', 'taxClass', 'minQty', 'maxQty',
  'externalUpdateDate',
]);
const inventoryFields = new Set(['productCode', 'locationCode', 'sku', 'onHand', 'safetyStock', 'bin', 'binLocation', 'status', 'externalUpdateDate']);
const codeOnly = new Set(['code']);
const choiceValueFields = new Set(['code', 'additionalPrice']);
const categoryLinkFields = new Set(['code', 'isPrimary', 'sequenceId']);
const propertyPlainFields = new Set(['code', 'type', 'displayGroup']);
const attributeValueFields = new Set(['code', 'sequenceId', 'swatch']);

/**
 * Copies the fields among `names` that `from` sets, in `from`'s order: a `null` is a field the read
 * model answers unset. Most of a read model's fields are, and an object made only of the set ones
 * is a fifth of the work for 100,000 elements.
 */
const pick = (from: Obj, names: ReadonlySet<string>): Obj => {
  const out: Obj = {};
  for (const key in from) {
    if (!names.has(key)) continue;
    const value = from[key];
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
};

/** A localization object from one resolved text per locale (a locale without one, or a read in no locale, is left out). */
const gather = (reads: readonly { locale: string | null; value: unknown }[]): Obj | undefined => {
  const out: Obj = {};
  for (const { locale, value } of reads) if (locale !== null && value !== null && value !== undefined) out[locale] = value;
  return Object.keys(out).length ? out : undefined;
};

/** The same list item in every locale's read: by `code`, else by place. */
const sameItemIn = (list: unknown, item: Obj, index: number): Obj | undefined => {
  if (!Array.isArray(list)) return undefined;
  if (typeof item.code === 'string') return list.find((other): other is Obj => isObject(other) && other.code === item.code);
  const other: unknown = list[index];
  return isObject(other) ? other : undefined;
};

const objects = (list: unknown): Obj[] => (Array.isArray(list) ? list.filter(isObject) : []);

/**
 * A list of coded items of the first read, each with its localized fields gathered over every read
 * and its other fields picked from the first.
 */
const gatherItems = (reads: readonly LocaleRead[], field: string, plain: ReadonlySet<string>, localized: readonly string[]) =>
  objects(reads[0]?.item[field]).map((item, index) => {
    const out = pick(item, plain);
    for (const name of localized) {
      const texts = gather(reads.map(({ locale, item: read }) => ({ locale, value: sameItemIn(read[field], item, index)?.[name] })));
      if (texts) out[name] = texts;
    }
    return out;
  });

/** Localized top-level texts of one entity, gathered over the reads. */
const gatherTexts = (out: Obj, reads: readonly LocaleRead[], names: readonly string[]) => {
  for (const name of names) {
    const texts = gather(reads.map(({ locale, item }) => ({ locale, value: item[name] })));
    if (texts) out[name] = texts;
  }
};

/** ProductOptions / ProductExtras back to their Create form: the attribute's code, its values' codes and prices. */
const choicesOf = (list: unknown) =>
  objects(list).map((choice) => ({
    ...pick(choice, codeOnly),
    values: objects(choice.values).map((v) => pick(v, choiceValueFields)),
  }));

/** A property's value back from its read: attribute values by code (null: a name that no code, or two, have), others gathered by locale. */
const propertiesOf = (reads: readonly LocaleRead[], valueCodeOf: ValueCodeOf | undefined): Obj[] | null => {
  const first = reads[0]!;
  let exact = true;
  const properties = objects(first.item.properties).map((p, index) => {
    const out = pick(p, propertyPlainFields);
    const same = reads.map(({ locale, item }) => ({ locale, p: sameItemIn(item.properties, p, index) }));
    for (const name of ['name', 'subDisplayGroup', 'customDisplayGroupName']) {
      const texts = gather(same.map(({ locale, p: other }) => ({ locale, value: other?.[name] })));
      if (texts) out[name] = texts;
    }
    if (p.type === 'attribute') {
      // the value names of each locale back to codes, through the attribute's values in that locale
      const byLocale: { locale: string | null; value: unknown }[] = [];
      for (const { locale, p: other } of same) {
        const value = other?.value;
        const names = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
        const codes = names.map((name) => (typeof name === 'string' && typeof p.code === 'string' && valueCodeOf ? valueCodeOf(p.code, locale, name) : null));
        if (codes.every((c): c is string => c !== null && c !== 'ambiguous')) byLocale.push({ locale, value: codes });
        else exact = false;
      }
      // the spec's form, a localization object; a read in no locale (the service's default) as the plain list
      const codes = gather(byLocale);
      if (codes) out.value = codes;
      else if (byLocale[0]?.locale === null) out.value = byLocale[0].value;
    } else {
      const values = gather(same.map(({ locale, p: other }) => ({ locale, value: other?.value })));
      if (values) out.value = values;
    }
    return out;
  });
  return exact ? properties : null;
};

/**
 * One entity's reads (one per locale, the same entity in each) as its POST model element. The
 * first read gives every field that is not localized.
 */
export const postModelOf = (entity: CatalogEntityType, reads: readonly LocaleRead[], valueCodeOf?: ValueCodeOf): MappedElement => {
  const first = reads[0]?.item ?? {};
  const unread = [...unreadByReadModels[entity]];
  let out: Obj;
  switch (entity) {
    case 'attribute':
      out = pick(first, attributeFields);
      gatherTexts(out, reads, ['name']);
      out.values = gatherItems(reads, 'values', attributeValueFields, ['name']);
      break;
    case 'category':
      out = pick(first, categoryFields);
      gatherTexts(out, reads, ['name', 'image', 'url', 'description']);
      break;
    case 'product': {
      out = pick(first, productPlainFields);
      gatherTexts(out, reads, ['name', 'longName', 'media']);
      if (isObject(first.price)) {
        const { pricePerMeasureUnit: _readOnly, ...price } = first.price;
        out.price = price;
      }
      out.categories = objects(first.categories).map((link) => pick(link, categoryLinkFields));
      out.options = choicesOf(first.options);
      out.extras = choicesOf(first.extras);
      const properties = propertiesOf(reads, valueCodeOf);
      if (properties) out.properties = properties;
      else unread.push('properties');
      break;
    }
    case 'inventory':
      out = pick(first, inventoryFields);
      if (isObject(first.inventoryTreatmentSetting)) out.inventoryTreatmentSetting = pick(first.inventoryTreatmentSetting, codeOnly);
      break;
  }
  return { element: writtenForm(entity, out, first), unread };
};

/** Top-level fields of each entity type whose values are localization objects. */
export const localizedFields: Record<CatalogEntityType, readonly string[]> = {
  attribute: ['name'],
  category: ['name', 'image', 'url', 'description'],
  product: ['name', 'longName', 'shortDescription', 'longDescription', 'media'],
  inventory: [],
};

/** The locales an element writes texts in (its localization objects' keys, its values' and properties' too), added to `into`. */
export const addLocalesOf = (entity: CatalogEntityType, element: Obj, into: Set<string>) => {
  const add = (value: unknown) => {
    if (isObject(value)) for (const locale of Object.keys(value)) into.add(locale);
  };
  for (const field of localizedFields[entity]) add(element[field]);
  if (entity === 'attribute') for (const v of objects(element.values)) add(v.name);
  if (entity === 'product') {
    for (const p of objects(element.properties)) {
      add(p.name);
      add(p.subDisplayGroup);
      add(p.customDisplayGroupName);
      if (p.type !== 'attribute') add(p.value);
    }
  }
};

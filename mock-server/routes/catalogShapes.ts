/**
 * What the catalog list calls answer for one stored element. Two forms:
 *
 * - the read form (no `fields`): the public spec's read models (Attribute, Category, Product,
 *   Inventory) built from the element, every read-model field the element has, localized texts
 *   resolved to one locale; a few fields the list calls always carried keep their defaults
 *   (attribute `values: []`, category `parentCategoryCode: null`, `status: "active"`, …);
 * - the written form (`fields=a,b`): the asked fields of the element exactly as written (the POST
 *   model's form), plus the entity's key fields; a field the element lacks is left out.
 */
import { entityKeyFields } from '../../src/importFormat';
import { fieldProblem } from '../http';
import { isPostModelField, postModelFields } from '../store/catalogEntities';
import type { CatalogueEntityType } from '../../src/api/terms';

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

type Query = { query(name: string): string | undefined };

/** `localeCode`: a locale such as `de-de` (the spec allows 5 characters), lower-cased; undefined when not asked. */
export const readLocale = (req: Query): string | undefined => {
  const raw = req.query('localeCode');
  if (raw === undefined || raw === '') return undefined;
  if (!/^[a-z]{2}(-[a-z]{2})?$/i.test(raw)) throw fieldProblem('localeCode', 'invalid', 'localeCode must be a locale code such as de-de', raw);
  return raw.toLowerCase();
};

const entityWords: Record<CatalogueEntityType, string> = { attribute: 'an attribute', category: 'a category', product: 'a product', inventory: 'a stock entry' };

/**
 * `fields`: the POST model's field names, comma-separated; with the entity's key fields, which
 * every answer holds. Null when not asked (or empty). A name the model lacks is a 400.
 */
export const readFields = (req: Query, entity: CatalogueEntityType): ReadonlySet<string> | null => {
  const raw = req.query('fields');
  const names = (raw ?? '').split(',').map((n) => n.trim()).filter((n) => n !== '');
  if (names.length === 0) return null;
  for (const name of names) {
    if (!isPostModelField(entity, name)) {
      throw fieldProblem('fields', 'unknownField', `Cannot answer ${name}: the fields of ${entityWords[entity]} are ${postModelFields[entity].join(', ')}`, name);
    }
  }
  return new Set([...entityKeyFields[entity], ...names]);
};

/** The written form: the element's fields that were asked, as written, in the order written. */
export const writtenForm = (element: Obj, fields: ReadonlySet<string>): Obj => {
  const out: Obj = {};
  for (const name of Object.keys(element)) if (fields.has(name)) out[name] = element[name];
  return out;
};

/**
 * A localized value (`{"en-us": "Color", "de-de": "Farbe"}`) in one locale: the asked one
 * (matched without regard to case), else the first the value has; without a locale, the first.
 * A locale whose text is null counts as missing; null when no locale has one. A value that is
 * not a localization object is answered as written.
 */
export const localized = (value: unknown, locale: string | undefined): unknown => {
  if (!isObject(value)) return value;
  const locales = Object.keys(value).filter((l) => value[l] !== null && value[l] !== undefined);
  const asked = locale === undefined ? undefined : locales.find((l) => l.toLowerCase() === locale);
  const chosen = asked ?? locales[0];
  return chosen === undefined ? null : value[chosen];
};

/** Copies the named fields the element has, as written. */
const copy = (out: Obj, element: Obj, names: readonly string[]) => {
  for (const name of names) if (Object.hasOwn(element, name)) out[name] = element[name];
};

/** Copies the named localized fields the element has, resolved to the locale. */
const resolve = (out: Obj, element: Obj, names: readonly string[], locale: string | undefined) => {
  for (const name of names) if (Object.hasOwn(element, name)) out[name] = localized(element[name], locale);
};

const objects = (list: unknown): Obj[] => (Array.isArray(list) ? list.filter(isObject) : []);

/** Attribute: code, type, use, name, externalUpdateDate, values (code, sequenceId, name, swatch); values `[]` when none. */
export const attributeRead = (element: Obj, locale: string | undefined): Obj => {
  const out: Obj = {};
  copy(out, element, ['code', 'type', 'use']);
  resolve(out, element, ['name'], locale);
  copy(out, element, ['externalUpdateDate']);
  out.values = objects(element.values).map((v) => {
    const value: Obj = {};
    copy(value, v, ['code', 'sequenceId']);
    resolve(value, v, ['name'], locale);
    copy(value, v, ['swatch']);
    return value;
  });
  return out;
};

export interface CategoryFacts {
  catalogCode: string;
  /** the parents' codes, from the root down */
  path: string[];
  categoryCount: number;
  productCount: number;
}

/** Category: the spec's fields, texts resolved; `parentCategoryCode` null for a root, `status` active when not written. */
export const categoryRead = (element: Obj, locale: string | undefined, facts: CategoryFacts): Obj => {
  const out: Obj = { code: element.code, catalogCode: facts.catalogCode };
  resolve(out, element, ['name'], locale);
  out.parentCategoryCode = element.parentCategoryCode ?? null;
  out.status = element.status ?? 'active';
  copy(out, element, ['sequenceId']);
  out.categoryCount = facts.categoryCount;
  out.productCount = facts.productCount;
  out.path = facts.path;
  resolve(out, element, ['image', 'url', 'description'], locale);
  copy(out, element, ['externalUpdateDate']);
  return out;
};

/** What a product's category link adds from the catalog: the category's name (resolved) and path. */
export type CategoryLookup = (code: string) => { name: unknown; path: string[] } | undefined;

/** The Product read model's fields that are answered as written. */
const productPlainFields = [
  'parentProductCode', 'identifiers', 'price', 'fulfillmentMethods', 'unit', 'unitValue', 'unitPriceRefUom', 'unitPriceRefValue',
  'hasCatchWeight', 'isSerialized', 'startDate', 'endDate', 'firstAvailableDate', 'eolDate', 'isInventoryManaged',
  'inventoryTreatment', 'shippingInformation', 'rating', 'url', 'isTaxed', 'taxClass', 'minQty', 'maxQty', 'externalUpdateDate',
];

/**
 * A product property as ProductProperties: name and display-group texts resolved; `value` as written
 * (the read model's value is an object, as a localized value is written).
 */
const propertyRead = (p: Obj, locale: string | undefined): Obj => {
  const out: Obj = {};
  copy(out, p, ['code']);
  resolve(out, p, ['name'], locale);
  copy(out, p, ['value', 'type', 'displayGroup']);
  resolve(out, p, ['subDisplayGroup', 'customDisplayGroupName'], locale);
  return out;
};

/**
 * Product: the spec's read fields the element has. name and longName resolved, categories as
 * CategoryMapping (code, categoryName, path, sequenceId, isPrimary), properties resolved, media the
 * locale's list; `status` active when not written, `categories` `[]` when none. The read model has
 * no descriptions, options or extras: `fields` answers them.
 */
export const productRead = (element: Obj, locale: string | undefined, categoryOf: CategoryLookup): Obj => {
  const out: Obj = { code: element.code };
  resolve(out, element, ['name', 'longName'], locale);
  copy(out, element, ['modelType']);
  out.status = element.status ?? 'active';
  out.categories = objects(element.categories).map((link) => {
    const mapping: Obj = { code: link.code };
    const category = typeof link.code === 'string' ? categoryOf(link.code) : undefined;
    if (category) {
      mapping.categoryName = category.name;
      mapping.path = category.path;
    }
    copy(mapping, link, ['sequenceId', 'isPrimary']);
    return mapping;
  });
  copy(out, element, productPlainFields);
  if (Object.hasOwn(element, 'properties')) out.properties = objects(element.properties).map((p) => propertyRead(p, locale));
  if (Object.hasOwn(element, 'media')) out.media = localized(element.media, locale) ?? [];
  return out;
};

/**
 * Inventory: product, location, sku, status (active when not written), and onHand, safetyStock,
 * bin, binLocation, externalUpdateDate as written (the read model's numbers only when numbers).
 * Not `inventoryTreatmentSetting`: the read model's names the setting, which the mock does not
 * hold; `fields` answers it as written.
 */
export const inventoryRead = (element: Obj): Obj => {
  const out: Obj = {};
  copy(out, element, ['productCode', 'locationCode', 'sku']);
  if (typeof element.onHand === 'number') out.onHand = element.onHand;
  out.status = element.status ?? 'active';
  if (typeof element.safetyStock === 'number') out.safetyStock = element.safetyStock;
  copy(out, element, ['bin', 'binLocation', 'externalUpdateDate']);
  return out;
};

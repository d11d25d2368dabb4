/**
 * Catalog entities as the store keeps them: each element as imported (its entity's POST model of
 * the public catalog spec: AttributeCreate, CategoryCreate, ProductCreate, InventoryPost) as one
 * JSON text, beside the few scalars that the filters, the category tree, the category counts and
 * the option-value checks read without parsing it. A text rather than the parsed element: a parsed
 * tree costs several times its text in objects, and a million products must fit. The import
 * processor and the seed store elements through `storeElement`, the one way in.
 */
import { elementKey, elementReferences } from '../../src/engine/format';
import type { CatalogEntityType } from '../../src/contract/terms';
import type { EntityTable, StoredEntity } from './types';

type Obj = Record<string, unknown>;

/** The fields of each entity type's POST model (without `importType`, which says what to do, not what the entity is). */
export const postModelFields: Record<CatalogEntityType, readonly string[]> = {
  attribute: ['code', 'type', 'use', 'name', 'externalUpdateDate', 'values'],
  category: ['code', 'parentCategoryCode', 'image', 'name', 'url', 'sequenceId', 'description', 'externalUpdateDate', 'status'],
  product: [
    'code', 'name', 'longName', 'shortDescription', 'longDescription', 'categories', 'properties', 'media', 'options', 'extras',
    'parentProductCode', 'modelType', 'identifiers', 'price', 'fulfillmentMethods', 'unit', 'unitValue', 'unitPriceRefUom',
    'unitPriceRefValue', 'hasCatchWeight', 'isSerialized', 'status', 'startDate', 'endDate', 'firstAvailableDate', 'eolDate',
    'isInventoryManaged', 'inventoryTreatment', 'shippingInformation', 'rating', 'url', 'isTaxed', 'taxClass', 'minQty', 'maxQty',
    'externalUpdateDate',
  ],
  inventory: ['productCode', 'locationCode', 'inventoryTreatmentSetting', 'sku', 'onHand', 'safetyStock', 'bin', 'binLocation', 'status', 'externalUpdateDate'],
};

const modelFieldSets: Record<CatalogEntityType, ReadonlySet<string>> = {
  attribute: new Set(postModelFields.attribute),
  category: new Set(postModelFields.category),
  product: new Set(postModelFields.product),
  inventory: new Set(postModelFields.inventory),
};

export const isPostModelField = (entity: CatalogEntityType, name: string) => modelFieldSets[entity].has(name);

const statuses = ['active', 'inactive', 'scheduled'] as const;
const modelTypes = ['standard', 'configurable', 'bundle', 'bundleItem', 'variant'] as const;

/** A checked enum value as the module's own constant: a million stored products share one "active". */
const constant = (value: unknown, known: readonly string[]): string | undefined => known.find((k) => k === value);

/**
 * V8 answers JSON.stringify with a rope of pieces: a product of 600 characters costs about 200
 * bytes more than its text. Reading the text as a number flattens it into one piece in place, and
 * the garbage collector then drops the rope (measured: 870 → 680 bytes per stored product).
 */
const flattened = (text: string): string => {
  // the conversion is the point (its answer, NaN for any object's text, is not): keep it
  if (Number.isNaN(Number(text))) return text;
  return text;
};

/** The element's JSON text: the model's fields in the order written; anything else left out. */
const elementText = (entity: CatalogEntityType, element: Obj): string => {
  const fields = modelFieldSets[entity];
  let foreign = false;
  for (const name in element) {
    if (!fields.has(name)) {
      foreign = true;
      break;
    }
  }
  if (!foreign) return flattened(JSON.stringify(element));
  const kept: Obj = {};
  // only model fields are copied, so `__proto__` or `constructor` of a file never becomes a setter's input
  for (const name in element) if (fields.has(name)) kept[name] = element[name];
  return flattened(JSON.stringify(kept));
};

/** What the store keeps of a checked element. */
export const storedEntity = (entity: CatalogEntityType, element: Obj): StoredEntity => {
  const text = elementText(entity, element);
  switch (entity) {
    case 'attribute':
      return { element: text };
    case 'category':
      return {
        element: text,
        parentCategoryCode: typeof element.parentCategoryCode === 'string' ? element.parentCategoryCode : null,
        status: constant(element.status, statuses) ?? 'active',
      };
    case 'product': {
      const linked = Array.isArray(element.categories) ? elementReferences('product', element).category : [];
      return {
        element: text,
        categories: linked.length ? JSON.stringify(linked) : undefined,
        status: constant(element.status, statuses) ?? 'active',
        modelType: constant(element.modelType, modelTypes),
      };
    }
    case 'inventory':
      return { element: text, status: constant(element.status, statuses) ?? 'active' };
  }
};

/** Stores an element (a new entity, or the whole replacement of the one with its key); answers the key. */
export const storeElement = (table: EntityTable, entity: CatalogEntityType, element: Obj): string => {
  const key = elementKey(entity, element);
  if (key === null) throw new Error(`a ${entity} element without its key cannot be stored`);
  table.set(key, storedEntity(entity, element));
  return key;
};

/** The stored element, parsed anew (a fresh object each call, the caller's to change). */
export const readElement = (stored: StoredEntity): Obj => JSON.parse(stored.element) as Obj;

/** A product's category codes, from the scalars beside its element. */
export const productCategories = (stored: StoredEntity): string[] => {
  if (stored.categories === undefined) return [];
  const codes = JSON.parse(stored.categories) as unknown;
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
};

/** A product without its links to these categories (they were deleted); its other fields as they were. */
export const withoutCategories = (stored: StoredEntity, deleted: ReadonlySet<string>): StoredEntity => {
  const element = readElement(stored);
  if (Array.isArray(element.categories)) {
    element.categories = element.categories.filter((link: unknown) => {
      const code = typeof link === 'object' && link !== null ? (link as Obj).code : undefined;
      return typeof code !== 'string' || !deleted.has(code);
    });
  }
  return storedEntity('product', element);
};

/** An attribute's value codes; undefined when its element has no `values` list (any value is then taken). */
export const attributeValueCodes = (stored: StoredEntity): ReadonlySet<string> | undefined => {
  const values = readElement(stored).values;
  if (!Array.isArray(values)) return undefined;
  return new Set(values.map((v: unknown) => String(typeof v === 'object' && v !== null ? (v as Obj).code : v)));
};

/**
 * The import file: what one element of each entity type must look like (the POST models of
 * the catalog spec: AttributeCreate, CategoryCreate, ProductCreate, InventoryPost), written as
 * plain checks rather than zod so that the browser's checker can run them over millions of
 * elements at the speed of JSON.parse. The mock server's processor applies the same checks.
 */
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

class Checker {
  problems: ElementProblem[] = [];
  constructor(private readonly el: Obj) {}

  private add(field: string, reason: string) {
    this.problems.push({ field, reason });
  }

  string(field: string, opts: { required?: boolean; max?: number; nullable?: boolean } = {}, value = this.el[field]) {
    if (value === undefined) {
      if (opts.required) this.add(field, 'is required');
      return;
    }
    if (value === null && opts.nullable) return;
    if (typeof value !== 'string') return this.add(field, `must be a string, not ${describe(value)}`);
    if (value.length === 0) return this.add(field, 'must not be empty');
    if (opts.max !== undefined && value.length > opts.max) this.add(field, `must be at most ${opts.max} characters`);
  }

  enumValue(field: string, allowed: readonly string[], required = false, value = this.el[field]) {
    if (value === undefined) {
      if (required) this.add(field, `is required (one of ${allowed.join(', ')})`);
      return;
    }
    if (typeof value !== 'string' || !allowed.includes(value)) {
      this.add(field, `must be one of ${allowed.join(', ')}, not ${describe(value)}`);
    }
  }

  integer(field: string, required = false, value = this.el[field]) {
    if (value === undefined) {
      if (required) this.add(field, 'is required');
      return;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) this.add(field, `must be an integer, not ${describe(value)}`);
  }

  number(field: string, opts: { nullable?: boolean } = {}, value = this.el[field]) {
    if (value === undefined || (value === null && opts.nullable)) return;
    if (typeof value !== 'number' || !Number.isFinite(value)) this.add(field, `must be a number, not ${describe(value)}`);
  }

  boolean(field: string, required = false, value = this.el[field]) {
    if (value === undefined) {
      if (required) this.add(field, 'is required');
      return;
    }
    if (typeof value !== 'boolean') this.add(field, `must be true or false, not ${describe(value)}`);
  }

  /** `{"en-us": "Color"}`: locale → non-empty string */
  localization(field: string, required = false, value = this.el[field]) {
    if (value === undefined) {
      if (required) this.add(field, 'is required (an object of locale → text, e.g. {"en-us": "…"})');
      return;
    }
    if (!isObject(value)) return this.add(field, `must be an object of locale → text, not ${describe(value)}`);
    const locales = Object.keys(value);
    if (required && locales.length === 0) return this.add(field, 'must name at least one locale');
    for (const locale of locales) {
      const text = value[locale];
      if (typeof text !== 'string' || text.length === 0 || text.length > 255) {
        return this.add(`${field}.${locale}`, 'must be text of 1 to 255 characters');
      }
    }
  }

  /** an optional array of objects each carrying a string `code` */
  codedList(field: string, itemCheck?: (item: Obj, path: string) => void, value = this.el[field]) {
    if (value === undefined || value === null) return;
    if (!Array.isArray(value)) return this.add(field, `must be an array, not ${describe(value)}`);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const path = `${field}[${i}]`;
      if (!isObject(item)) {
        this.add(path, `must be an object, not ${describe(item)}`);
        continue;
      }
      this.string(`${path}.code`, { required: true, max: 255 }, item.code);
      itemCheck?.(item, path);
    }
  }
}

const checkAttribute = (c: Checker, el: Obj) => {
  c.enumValue('type', catalogEnums.attributeType, true);
  c.enumValue('use', catalogEnums.attributeUse, true);
  c.localization('name', true);
  c.codedList('values', (item, path) => {
    c.integer(`${path}.sequenceId`, true, item.sequenceId);
    c.localization(`${path}.name`, true, item.name);
  });
  void el;
};

const checkCategory = (c: Checker, el: Obj) => {
  c.localization('name', true);
  c.integer('sequenceId', true);
  c.string('parentCategoryCode', { max: 255, nullable: true });
  c.enumValue('status', catalogEnums.categoryStatus);
  void el;
};

const checkProduct = (c: Checker, el: Obj) => {
  c.localization('name', true);
  c.enumValue('modelType', catalogEnums.modelType, true);
  c.boolean('isInventoryManaged', true);
  c.enumValue('status', catalogEnums.productStatus);
  c.codedList('categories');
  c.codedList('options');
  c.codedList('extras');
  const props = el.properties;
  if (props !== undefined && props !== null) {
    if (!Array.isArray(props)) c.string('properties', {}, 0);
    else
      props.forEach((p: unknown, i) => {
        if (!isObject(p)) return c.problems.push({ field: `properties[${i}]`, reason: `must be an object, not ${describe(p)}` });
        c.enumValue(`properties[${i}].type`, catalogEnums.propertyType, false, p.type);
      });
  }
};

const checkInventory = (c: Checker, el: Obj) => {
  c.string('sku', { required: true, max: 255, nullable: true });
  c.number('onHand', { nullable: true });
  c.number('safetyStock', { nullable: true });
  c.enumValue('status', catalogEnums.inventoryStatus);
  void el;
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
    return { key: null, importType: 'AC', problems: [{ field: '', reason: `must be an object, not ${describe(el)}` }] };
  }
  const c = new Checker(el);
  let importType: ImportType = 'AC';
  const rawType = el.importType;
  if (rawType !== undefined) {
    if (strategy === 'full') {
      c.problems.push({ field: 'importType', reason: 'is only allowed in partial files (full files hold the complete set)' });
    } else if (rawType === 'AC' || rawType === 'D') {
      importType = rawType;
    } else {
      c.problems.push({ field: 'importType', reason: `must be AC (add or change) or D (delete), not ${describe(rawType)}` });
    }
  }
  const keyFields = entityKeyFields[entity];
  for (const f of keyFields) c.string(f, { required: true, max: f === 'locationCode' ? 36 : 255 });
  if (importType === 'AC') entityChecks[entity](c, el);
  return { key: elementKey(entity, el), importType, problems: c.problems };
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

/**
 * The codes an element names in other entity types (a product's categories and attributes, a
 * category's parent): the service checks them, the checker counts them across files.
 */
import type { EntityType } from '../../contract/terms';
import { isObject, type Obj } from './elementChecker';

export type ReferenceKind = 'category' | 'attribute' | 'attributeValue';

/** options and extras: each choice's attribute code, then its values as `attribute/value` */
const visitChoices = (list: unknown, visit: (kind: ReferenceKind, code: string) => void) => {
  if (!Array.isArray(list)) return;
  for (const o of list) {
    if (!isObject(o) || typeof o.code !== 'string') continue;
    visit('attribute', o.code);
    if (!Array.isArray(o.values)) continue;
    for (const v of o.values) if (isObject(v) && typeof v.code === 'string') visit('attributeValue', `${o.code}/${v.code}`);
  }
};

/**
 * Each code an element names in other entity types, in the order written: categories, then the
 * attributes (and values) of options, extras and attribute properties. A visitor rather than
 * lists, so the checker counts references of millions of elements without making arrays.
 */
export const visitReferences = (entity: EntityType, el: Obj, visit: (kind: ReferenceKind, code: string) => void) => {
  if (entity === 'product') {
    if (Array.isArray(el.categories)) for (const c of el.categories) if (isObject(c) && typeof c.code === 'string') visit('category', c.code);
    visitChoices(el.options, visit);
    visitChoices(el.extras, visit);
    if (Array.isArray(el.properties)) {
      for (const p of el.properties) if (isObject(p) && p.type === 'attribute' && typeof p.code === 'string') visit('attribute', p.code);
    }
  } else if (entity === 'category' && typeof el.parentCategoryCode === 'string') {
    visit('category', el.parentCategoryCode);
  }
};

/** Codes an element refers to in other entity types (checked by the service, not the browser). */
export const elementReferences = (entity: EntityType, el: Obj): { attribute: string[]; category: string[] } => {
  const refs = { attribute: [] as string[], category: [] as string[] };
  visitReferences(entity, el, (kind, code) => {
    if (kind !== 'attributeValue') refs[kind].push(code);
  });
  return refs;
};

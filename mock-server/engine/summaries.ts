/**
 * What the store keeps of an imported element: a handful of scalar fields. Whole elements are
 * dropped after validation so that memory grows with the number of keys, not their size.
 */
import { type EntityType } from '../../src/api';
import { elementReferences } from '../../src/importFormat';
import type { EntitySummary } from '../store/types';

type Obj = Record<string, unknown>;

const scalar = (v: unknown): string | number | boolean | null =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;

/** `{"en-us": "Color"}` → "Color" */
const firstText = (v: unknown): string | null => {
  if (!v || typeof v !== 'object') return null;
  const first = Object.values(v as Obj)[0];
  return typeof first === 'string' ? first : null;
};

// scalars only: what is stringified for the store never holds a value of the file's own depth
const attributeValues = (values: unknown[]) =>
  values.filter((v): v is Obj => !!v && typeof v === 'object').map((v) => ({ code: scalar(v.code), sequenceId: scalar(v.sequenceId), name: firstText(v.name) }));

export const summarize = (entity: EntityType, el: Obj): EntitySummary => {
  switch (entity) {
    case 'attribute':
      return {
        name: firstText(el.name),
        type: scalar(el.type),
        use: scalar(el.use),
        // the value codes, so that the catalog's attribute list can show them (routes/catalog.ts)
        ...(Array.isArray(el.values) ? { values: JSON.stringify(attributeValues(el.values)) } : {}),
      };
    case 'category':
      return {
        name: firstText(el.name),
        parentCategoryCode: scalar(el.parentCategoryCode),
        sequenceId: scalar(el.sequenceId),
        status: scalar(el.status) ?? 'active',
      };
    case 'product':
      return {
        name: firstText(el.name),
        modelType: scalar(el.modelType),
        status: scalar(el.status) ?? 'active',
        // the category links, so that deleting a category can detach its products (categoryTree.ts)
        ...(Array.isArray(el.categories) ? { categories: JSON.stringify(elementReferences('product', el).category) } : {}),
      };
    case 'inventory':
      return { sku: scalar(el.sku), onHand: scalar(el.onHand), status: scalar(el.status) ?? 'active' };
  }
};

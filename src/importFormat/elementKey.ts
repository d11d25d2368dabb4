/**
 * The key of an import file's element. Apart from the element rules (elementRules.ts) so that a
 * page that only reads keys (the detail page's failed elements file) does not carry the rules.
 */
import type { EntityType } from '../api/imports';

export const entityKeyFields: Record<EntityType, readonly string[]> = {
  attribute: ['code'],
  category: ['code'],
  product: ['code'],
  inventory: ['productCode', 'locationCode'],
};

/** The key of an element, or null when a key field is missing or not a non-empty string. */
export const elementKey = (entity: EntityType, el: unknown): string | null => {
  if (typeof el !== 'object' || el === null || Array.isArray(el)) return null;
  const obj = el as Record<string, unknown>;
  const fields = entityKeyFields[entity];
  if (fields.length === 1) {
    const v = obj[fields[0]!];
    return typeof v === 'string' && v.length > 0 ? v : null;
  }
  const parts: string[] = [];
  for (const f of fields) {
    const v = obj[f];
    if (typeof v !== 'string' || v.length === 0) return null;
    parts.push(v);
  }
  return parts.join('/');
};

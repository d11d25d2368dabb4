/**
 * What an element of an import file is known by: its key fields, joined into its key (what
 * duplicates, deletes and the service's records are matched by).
 */
import type { EntityType } from '../../contract/terms';
import { isObject, type Obj } from './elementChecker';

/**
 * The fields an element is known by (and all a `D` element needs). A segment member is known by its
 * segment and exactly one of the three customer references that follow `segmentCode`.
 */
export const entityKeyFields: Record<EntityType, readonly string[]> = {
  attribute: ['code'],
  category: ['code'],
  product: ['code'],
  inventory: ['productCode', 'locationCode'],
  customer: ['externalCustomerNumber'],
  segment: ['code'],
  segmentMember: ['segmentCode', 'externalCustomerNumber', 'emailAddress', 'customerId'],
};

/** How a segment member names its customer (ours: exactly one of them). */
export const memberReferenceFields = ['externalCustomerNumber', 'emailAddress', 'customerId'] as const;

/** The one customer reference a segment member element writes, or null when it writes none or several. */
export const memberReference = (el: Obj): { field: (typeof memberReferenceFields)[number]; value: string } | null => {
  let found: ReturnType<typeof memberReference> = null;
  for (const field of memberReferenceFields) {
    const value = el[field];
    if (value === undefined) continue;
    if (found || typeof value !== 'string' || value.length === 0) return null;
    found = { field, value };
  }
  return found;
};

/** The key of an element (its key fields joined by '/'), or null when a key field is missing or not a non-empty string. */
export const elementKey = (entity: EntityType, el: unknown): string | null => {
  if (!isObject(el)) return null;
  if (entity === 'segmentMember') {
    const segment = el.segmentCode;
    const ref = memberReference(el);
    return typeof segment === 'string' && segment.length > 0 && ref ? `${segment}/${ref.value}` : null;
  }
  const fields = entityKeyFields[entity];
  const first = el[fields[0]!];
  if (typeof first !== 'string' || first.length === 0) return null;
  if (fields.length === 1) return first;
  const second = el[fields[1]!];
  return typeof second === 'string' && second.length > 0 ? `${first}/${second}` : null;
};

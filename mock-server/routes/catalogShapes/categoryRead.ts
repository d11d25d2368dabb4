/** The Category read model: texts in the call's locale, `path` and counts from the catalog. */
import { text, type Locales } from './localized';
import { chooseFields, fieldNames, orNull, type Field, type Query } from './readFields';

export interface CategoryContext {
  locales: Locales;
  catalogCode: string;
  /** the parents' codes, from the root down */
  path: (code: string) => string[];
  /** counted only when the answer holds them */
  categoryCount: (code: string) => number;
  productCount: (code: string) => number;
}

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

/**
 * What the catalog service's read calls answer for one stored element: the public catalog spec's
 * read models (Attribute, Category, Product with the options, extras, inventories and availability
 * its list and single reads add, Inventory), built from the element as imported.
 *
 * - Localized texts come back in one locale: the asked `localeCode`, else the catalog's
 *   `defaultLocaleCode`, else the first locale the text has *(ours: the spec names no fallback)*.
 * - Every field of the read model is answered: what the element does not have is `null` (a scalar
 *   or an object) or `[]` (a list), or the spec's default where it names one (`status: "active"`,
 *   `isTaxed: true`, `hasCatchWeight: false`).
 * - Read-only fields come from the catalog: a category's `path` and counts, a product's category
 *   names and paths, option and attribute-value names, stock's `available` and `visible`.
 * - `fields` picks among the read model's fields (the answer holds `code` and those).
 *
 * Each entity's fields are a table of getters, so an answer computes only the fields it holds.
 */
export { attributeFacts, attributeRead, type AttributeContext, type AttributeFacts } from './attributeRead';
export { categoryReadFields, type CategoryContext } from './categoryRead';
export { inventoryRead, inventoryReadFields } from './inventoryRead';
export { callLocales, localized, readLocale, type Locales } from './localized';
export { descriptionsRead, productRead, productReadFields, readsStock, type ProductContext, type ProductFields } from './productRead';
export { hasField, readObject } from './readFields';

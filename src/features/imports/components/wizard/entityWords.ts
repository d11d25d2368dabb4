import type { EntityType } from '../../../../api';

/** How the merchant calls each entity type: slot title, the file's name, one and many of them. */
export const entityWords: Record<EntityType, { title: string; plural: string; one: string; many: string }> = {
  attribute: { title: 'Attributes', plural: 'attributes', one: 'attribute', many: 'attributes' },
  inventory: { title: 'Inventory', plural: 'inventory', one: 'inventory record', many: 'inventory records' },
  category: { title: 'Categories', plural: 'categories', one: 'category', many: 'categories' },
  product: { title: 'Products', plural: 'products', one: 'product', many: 'products' },
};

/** "an attributes file", "a products file" */
export const aFileOf = (entity: EntityType) => {
  const words = entityWords[entity].plural;
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words} file`;
};

/** "every existing product in catalog default", "every existing attribute" */
export const everyExisting = (entity: EntityType, catalogCode: string | undefined) =>
  `every existing ${entityWords[entity].one}${catalogCode ? ` in catalog ${catalogCode}` : ''}`;

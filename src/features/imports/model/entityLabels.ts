import type { EntityType, ImportLogLevel, ImportStrategy } from '@/api';

/** What a merchant calls each entity type (plural: a file carries many of them). */
const entityLabels: Record<EntityType, string> = {
  attribute: 'Attributes',
  inventory: 'Inventory',
  category: 'Categories',
  product: 'Products',
};
export const entityLabel = (entity: EntityType) => entityLabels[entity];

/** The strategy as a choice is described to a merchant. */
const strategyLabels: Record<ImportStrategy, string> = {
  full: 'Full (replace all)',
  partial: 'Partial (changes only)',
};
export const strategyLabel = (strategy: ImportStrategy) => strategyLabels[strategy];

/** One word, for tight places such as a table cell. */
export const strategyShortLabels: Record<ImportStrategy, string> = {
  full: 'full',
  partial: 'partial',
};

export const logLevelLabels: Record<ImportLogLevel, string> = {
  info: 'Info',
  warning: 'Warning',
  error: 'Error',
};

/** The entity type inside a sentence: "the products file", "strategy for inventory". */
export const entityLabelInText = (entity: EntityType) => entityLabels[entity].toLowerCase();

/** One element and many elements of an entity type, inside a sentence. */
export const elementNouns: Record<EntityType, { one: string; many: string }> = {
  attribute: { one: 'attribute', many: 'attributes' },
  inventory: { one: 'inventory record', many: 'inventory records' },
  category: { one: 'category', many: 'categories' },
  product: { one: 'product', many: 'products' },
};

/** "an attributes file", "a products file" */
export const aFileOf = (entity: EntityType) => {
  const words = entityLabelInText(entity);
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words} file`;
};

/** What a full import may delete: "every existing product in catalog default", "every existing attribute". */
export const everyExisting = (entity: EntityType, catalogCode: string | undefined) =>
  `every existing ${elementNouns[entity].one}${catalogCode ? ` in catalog ${catalogCode}` : ''}`;

import type { EntityType, ImportLogLevel, ImportStrategy } from '../../../../api';

/** What a merchant calls each entity type (plural: a file carries many of them). */
export const entityLabels: Record<EntityType, string> = {
  attribute: 'Attributes',
  inventory: 'Inventory',
  category: 'Categories',
  product: 'Products',
};
export const entityLabel = (entity: EntityType) => entityLabels[entity];

/** The strategy as a choice is described to a merchant. */
export const strategyLabels: Record<ImportStrategy, string> = {
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

import type { EntityFile } from '@/api';
import { entityTypes, importStrategies, isOneOf, type EntityType, type ImportStrategy } from '@/api/terms';

/**
 * "Import again" opens the wizard with the same entity types, strategies and catalogs chosen:
 * `…/settings/imports/new?preset=attribute:full,product:partial:default`.
 */
export interface SlotPreset {
  entity: EntityType;
  importStrategy: ImportStrategy;
  catalogCode?: string;
}

export const presetParam = 'preset';

export const encodePreset = (files: readonly Pick<EntityFile, 'entity' | 'importStrategy' | 'catalogCode'>[]) =>
  files.map((f) => [f.entity, f.importStrategy, f.catalogCode].filter(Boolean).join(':')).join(',');

export const decodePreset = (value: string | null): SlotPreset[] => {
  if (!value) return [];
  return value.split(',').flatMap((part) => {
    const [entity, strategy, catalogCode] = part.split(':');
    if (!isOneOf(entityTypes, entity) || !isOneOf(importStrategies, strategy)) return [];
    return [{ entity, importStrategy: strategy, ...(catalogCode ? { catalogCode } : {}) }];
  });
};

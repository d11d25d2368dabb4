import type { EntityFile } from '@/contract';
import { entityTypes, importStrategies, isOneOf } from '@/contract/terms';
import { paths } from '@/lib/paths';

/** "Import again" opens the wizard with the same choices: `…/imports/new?preset=attribute:full,product:partial:default`. */
export type SlotPreset = Pick<EntityFile, 'entity' | 'importStrategy' | 'catalogCode'>;

export const presetParam = 'preset';

/** The wizard's address with these files chosen, and any further parameters (an undo's import). */
export const presetLink = (merchantCode: string, files: readonly SlotPreset[], more: Record<string, string> = {}) => {
  const preset = files.map((f) => [f.entity, f.importStrategy, f.catalogCode].filter(Boolean).join(':')).join(',');
  return `${paths.newImport(merchantCode)}?${new URLSearchParams({ [presetParam]: preset, ...more }).toString()}`;
};

export const decodePreset = (value: string | null): SlotPreset[] => {
  if (!value) return [];
  return value.split(',').flatMap((part) => {
    const [entity, strategy, catalogCode] = part.split(':');
    if (!isOneOf(entityTypes, entity) || !isOneOf(importStrategies, strategy)) return [];
    return [{ entity, importStrategy: strategy, ...(catalogCode ? { catalogCode } : {}) }];
  });
};

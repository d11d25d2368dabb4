import { entityTypes, importStrategies, isOneOf, type EntityType, type ImportStrategy } from '@/contract/terms';
import { appKeyPrefix, tabStorage } from '@/lib/tabStorage';

/** What the wizard remembers of an import across a reload, in session storage: the files' names and sizes (a File does not survive it). */
interface SavedSlot {
  entity: EntityType;
  strategy: ImportStrategy;
  catalogCode: string;
  /** inventory, full strategy: the locations typed (absent in what older visits saved) */
  locations?: string;
  fileName: string | null;
  fileSize: number | null;
}

export interface SavedWizard {
  slots: SavedSlot[];
  triggerAttempted: boolean;
}

const storageKey = (merchantCode: string, importRef: string) => `${appKeyPrefix}:import-wizard:${merchantCode}:${importRef}`;

// a plain guard, not a schema: what the tab saved itself needs no parser library on the wizard's first load
const isSavedSlot = (v: unknown): v is SavedSlot => {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return (
    isOneOf(entityTypes, s.entity) &&
    isOneOf(importStrategies, s.strategy) &&
    typeof s.catalogCode === 'string' &&
    (s.fileName === null || typeof s.fileName === 'string') &&
    (s.fileSize === null || typeof s.fileSize === 'number') &&
    (s.locations === undefined || typeof s.locations === 'string')
  );
};

export const loadWizard = (merchantCode: string, importRef: string): SavedWizard | null => {
  try {
    const raw = tabStorage.get(storageKey(merchantCode, importRef));
    if (!raw) return null;
    const data = JSON.parse(raw) as { slots?: unknown; triggerAttempted?: unknown };
    const slots = Array.isArray(data.slots) ? data.slots.filter(isSavedSlot) : [];
    return { slots, triggerAttempted: data.triggerAttempted === true };
  } catch {
    return null;
  }
};

export const saveWizard = (merchantCode: string, importRef: string, wizard: SavedWizard) => {
  tabStorage.set(storageKey(merchantCode, importRef), JSON.stringify(wizard));
};

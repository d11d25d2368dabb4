import type { ColumnMapping, ValueMaps } from './rowsToElements';

/** A mapping the merchant confirmed before: applied by itself to a sheet with the same headers. */
export interface SavedSheetMapping {
  id: string;
  headers: readonly string[];
  mapping: ColumnMapping;
  valueMaps: ValueMaps;
}

/** Headers compared as the mapping step shows them: trimmed, in any case. */
export const sameHeaders = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((h, i) => h.trim().toLowerCase() === (b[i] ?? '').trim().toLowerCase());

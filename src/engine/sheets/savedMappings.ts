/**
 * The merchant's confirmed sheet mappings, kept in this browser per merchant: headers → fields and
 * the value maps, never a sheet's data (customer sheets are personal data). A sheet with the same
 * headers gets its mapping by itself; a mapping file shares them with a colleague.
 */
import * as z from 'zod/mini';
import { entityTypes, type EntityType } from '@/contract/terms';
import { sameHeaders, type SavedSheetMapping } from './savedMapping';

export interface SheetMapping extends SavedSheetMapping {
  entity: EntityType;
  /** the spreadsheet it was confirmed with, to tell mappings apart in the list */
  source: string;
  savedAt: string;
}

const text = (max: number) => z.string().check(z.maxLength(max));
const mappingSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  entity: z.enum(entityTypes),
  source: text(300),
  savedAt: text(40),
  headers: z.array(text(300)).check(z.maxLength(2000)),
  mapping: z.array(z.nullable(text(300))).check(z.maxLength(2000)),
  valueMaps: z.record(text(300), z.record(text(300), text(300))),
});
/** What a mapping file holds: its kind and version, so that another file is refused by name */
const fileSchema = z.object({
  kind: z.literal('merchant-admin.sheet-mappings'),
  version: z.literal(1),
  mappings: z.array(mappingSchema).check(z.maxLength(500)),
});

const storageKey = (merchantCode: string) => `merchant-admin.sheetMappings.${merchantCode}`;

export function listSheetMappings(merchantCode: string): SheetMapping[] {
  try {
    const parsed = z.array(mappingSchema).safeParse(JSON.parse(localStorage.getItem(storageKey(merchantCode)) ?? '[]'));
    return parsed.success ? parsed.data.filter((m) => m.headers.length === m.mapping.length) : [];
  } catch {
    return [];
  }
}

const store = (merchantCode: string, mappings: readonly SheetMapping[]) => {
  try {
    localStorage.setItem(storageKey(merchantCode), JSON.stringify(mappings));
    return true;
  } catch {
    // storage refused (private mode, quota): the mapping holds for this visit's sheet only
    return false;
  }
};

/** Keeps a confirmed mapping; one for the same entity type and headers is replaced. Returns whether the browser kept it. */
export function saveSheetMapping(merchantCode: string, mapping: Omit<SheetMapping, 'id' | 'savedAt'>, now = new Date()): boolean {
  const others = listSheetMappings(merchantCode).filter((m) => !(m.entity === mapping.entity && sameHeaders(m.headers, mapping.headers)));
  const id = `${mapping.entity}-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return store(merchantCode, [{ ...mapping, id, savedAt: now.toISOString() }, ...others]);
}

export const deleteSheetMapping = (merchantCode: string, id: string) => store(merchantCode, listSheetMappings(merchantCode).filter((m) => m.id !== id));

/** The mappings as a small JSON file to hand to a colleague. */
export const sheetMappingsFile = (mappings: readonly SheetMapping[]) =>
  `${JSON.stringify({ kind: 'merchant-admin.sheet-mappings', version: 1, mappings }, null, 2)}\n`;

/** A mapping file's mappings, added to this browser's (the same entity type and headers replaced); throws with zod's reason when it is none. */
export function importSheetMappings(merchantCode: string, text: string): number {
  const file = fileSchema.parse(JSON.parse(text));
  const kept = listSheetMappings(merchantCode).filter((m) => !file.mappings.some((n) => n.entity === m.entity && sameHeaders(n.headers, m.headers)));
  const incoming = file.mappings.filter((m) => m.headers.length === m.mapping.length);
  if (!store(merchantCode, [...incoming, ...kept])) throw new Error('storage');
  return incoming.length;
}

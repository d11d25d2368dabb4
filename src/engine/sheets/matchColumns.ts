/**
 * A sheet's header row and its columns matched to fields of the entity type's POST model: by the
 * field's path (`price.salePrice`, `name.de-de`), by the words merchants' sheets use, and with a
 * locale or a key in the header where the field takes one (`Name (en-US)`, `options.surface`).
 */
import type { EntityType } from '../../contract/terms';
import { isBlank, type Cell } from './cellValues';
import { contactFields, contactWords, sheetLayouts, type SheetField } from './sheetLayouts';

/** Letters of a column as a spreadsheet program shows them: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Only letters and digits, in lower case, umlauts as the two letters German writes without them. */
export const headerWord = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

/** Rows looked at for the header: a sheet's title and notes above it are rarely longer. */
const headerSearchRows = 20;

const isTextCell = (cell: Cell) => typeof cell === 'string' && cell.trim() !== '' && !/^[\d\s.,+-]+$/.test(cell);

/**
 * The header row (0-based): the first of the sheet's first rows whose filled cells are mostly text
 * and that fills at least half as many columns as the fullest of them. A title above a table fills
 * one cell; the header fills them all.
 */
export function findHeaderRow(rows: readonly (readonly Cell[])[]): number {
  const first = rows.slice(0, headerSearchRows);
  const filled = first.map((row) => row.filter((c) => !isBlank(c)).length);
  const widest = Math.max(0, ...filled);
  const found = first.findIndex((row, i) => {
    const count = filled[i] ?? 0;
    if (count === 0 || count * 2 < widest) return false;
    return row.filter(isTextCell).length * 10 >= count * 8;
  });
  return found < 0 ? Math.max(0, filled.findIndex((n) => n > 0)) : found;
}

/** A column's field: the dotted path an element takes its value at, as the mapping step shows and the merchant changes it. */
export interface ColumnTarget {
  /** `name.de-de`, `price.price`, `options.surface`, `contacts.city`: the layout's path with its locale or key */
  path: string;
  /** the layout's field it belongs to */
  field: string;
}

const localePattern = /^(.+?)[\s._([-]+([a-z]{2})[-_]([a-z]{2})[)\]]?$/i;
/** What a customer sheet's address columns may start with: `Contact City`, `Adresse PLZ` */
const contactPrefixes = ['contacts', 'contact', 'address', 'adresse', 'kontakt'];

/** The words of every field of a layout, each to the field it names (the first field a word names keeps it). */
const wordIndex = (fields: readonly SheetField[]) => {
  const index = new Map<string, SheetField>();
  for (const f of fields) {
    // a keyed field's column needs its key (`options.surface`): its path alone names no column
    if (f.keyed) continue;
    for (const w of [f.path, ...f.words]) if (!index.has(headerWord(w))) index.set(headerWord(w), f);
  }
  return index;
};
const wordIndexes = new Map<EntityType, Map<string, SheetField>>();
const wordsOf = (entity: EntityType) => {
  let index = wordIndexes.get(entity);
  if (!index) wordIndexes.set(entity, (index = wordIndex(sheetLayouts[entity])));
  return index;
};

const contactIndex = new Map<string, string>(
  Object.entries({ ...Object.fromEntries(Object.keys(contactFields).map((f) => [f, [f]])), ...contactWords }).flatMap(([f, words]) =>
    [f, ...words].map((w) => [headerWord(w), f] as const),
  ),
);

/**
 * The field a header names, or null. `locale` is the locale a localized field's column takes when
 * its header names none (a plain "Name" column: the catalog's default locale).
 */
/**
 * A locale as a path's header writes it: in lower case (`DE-de`, `DE-DE` are `de-de`), but a
 * region in capitals after a language in small letters (`de-DE`) is kept, as BCP 47 writes it and
 * as the export writes a catalogue whose service spells its locales that way: it comes back the same.
 */
const localeOfHeader = (locale: string) => (/^[a-z]{2}-[A-Z]{2}$/.test(locale) ? locale : locale.toLowerCase());

export function matchHeader(entity: EntityType, header: string, locale: string): ColumnTarget | null {
  const fields = sheetLayouts[entity];
  const raw = header.trim();
  if (!raw) return null;
  // the layout's own spelling: a path, a path with a locale, a keyed path
  const exact = fields.find((f) => f.path.toLowerCase() === raw.toLowerCase());
  if (exact && !exact.localized && !exact.keyed) return { path: exact.path, field: exact.path };
  for (const f of fields) {
    const prefix = `${f.path.toLowerCase()}.`;
    if (!raw.toLowerCase().startsWith(prefix)) continue;
    const rest = raw.slice(prefix.length);
    if (f.localized && /^[a-z]{2}(-[a-z]{2})?$/i.test(rest)) return { path: `${f.path}.${localeOfHeader(rest)}`, field: f.path };
    if (f.keyed && rest && !rest.includes('.')) return keyedTarget(f, rest);
    // a list's repeated columns: categories.1, categories.2
    if (f.kind.type === 'codes' && /^\d+$/.test(rest)) return { path: f.path, field: f.path };
  }
  // a header with a locale: "Name (de-DE)", "Beschreibung_en_us"
  const withLocale = localePattern.exec(raw);
  if (withLocale) {
    const named = wordsOf(entity).get(headerWord(withLocale[1] ?? ''));
    if (named?.localized) return { path: `${named.path}.${`${withLocale[2] ?? ''}-${withLocale[3] ?? ''}`.toLowerCase()}`, field: named.path };
  }
  const word = headerWord(raw);
  const named = wordsOf(entity).get(word);
  if (named) return named.localized ? { path: `${named.path}.${locale}`, field: named.path } : { path: named.path, field: named.path };
  // a customer's address fields, with or without a prefix
  if (entity === 'customer') {
    for (const prefix of contactPrefixes) {
      const rest = word.startsWith(prefix) ? word.slice(prefix.length) : null;
      if (rest && contactIndex.has(rest)) return { path: `contacts.${contactIndex.get(rest)}`, field: 'contacts' };
    }
    if (contactIndex.has(word)) return { path: `contacts.${contactIndex.get(word)}`, field: 'contacts' };
  }
  return null;
}

const keyedTarget = (f: SheetField, key: string): ColumnTarget | null => {
  if (f.keyed === 'contactField') {
    const name = contactIndex.get(headerWord(key));
    return name ? { path: `contacts.${name}`, field: f.path } : null;
  }
  return { path: `${f.path}.${key}`, field: f.path };
};

/** The layout's field a target path belongs to, or null when it names none (a mapping from elsewhere, edited by hand). */
export function fieldOfPath(entity: EntityType, path: string): SheetField | null {
  const fields = sheetLayouts[entity];
  const exact = fields.find((f) => f.path === path && !f.localized && !f.keyed);
  if (exact) return exact;
  for (const f of fields) {
    if (!path.startsWith(`${f.path}.`)) continue;
    const rest = path.slice(f.path.length + 1);
    if (f.localized && /^[a-z]{2}(-[a-z]{2})?$/i.test(rest)) return f;
    if (f.keyed === 'contactField' && rest in contactFields) return f;
    if ((f.keyed === 'choices' || f.keyed === 'customerAttribute') && rest && !rest.includes('.')) return f;
  }
  return null;
}

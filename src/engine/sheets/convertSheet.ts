/**
 * A sheet made into an import file: its header row found, its columns matched to the entity type's
 * fields (or as the merchant mapped them), its rows made into POST-model elements and written as the
 * JSON array the checker reads and the upload sends, byte for byte. Each element keeps its sheet
 * row, so that a finding points to the cell ("Products!F17").
 */
import type { EntityType } from '../../contract/terms';
import { entityTypes } from '../../contract/terms';
import { cellText, isBlank, type Cell, type NumberStyle } from './cellValues';
import { columnLetters, findHeaderRow, headerWord, matchHeader } from './matchColumns';
import { readSheets, type ReadSheets, type SheetFormat, type SheetTable } from './readSheets';
import { elementBuilder, type ColumnMapping, type ValueMaps } from './rowsToElements';
import type { TextEncoding } from './decodeText';
import { sameHeaders, type SavedSheetMapping } from './savedMapping';
import { SheetReadError } from './sheetProblems';
import { noEdits, sheetEditor, type SheetEdits } from './sheetEdits';

/** What the merchant chose for the sheet; what is left out is guessed. */
export interface SheetChoice {
  /** the workbook's sheet; none: the one that looks like the slot's entity type, else the first */
  sheetName?: string | null;
  /** 1-based, as the sheet shows it */
  headerRow?: number;
  /** each column's field path or null; none: matched by the headers */
  mapping?: ColumnMapping;
  valueMaps?: ValueMaps;
  /** the locale a localized field's column without one takes (a plain "Name") */
  locale: string;
  /** how numbers are written when the sheet does not show it: the page's language */
  style: NumberStyle;
  /** the merchant's saved mappings for the entity type: one with the sheet's headers is applied when no mapping is given */
  saved?: readonly SavedSheetMapping[];
  /** the merchant's corrections of this sheet's cells and rows; they belong to its sheet and header row */
  edits?: SheetEdits;
}


export interface SheetColumn {
  index: number;
  /** `A`, `B`, … as the spreadsheet program shows it */
  letter: string;
  header: string;
  /** the first filled value below the header, as text */
  sample: string;
  /** the field the header names by itself, or null */
  guessed: string | null;
}

export interface SheetConversion {
  fileName: string;
  format: SheetFormat;
  encoding: TextEncoding | null;
  delimiter: string | null;
  sheetNames: string[];
  /** null for a CSV file */
  sheetName: string | null;
  /** the entity type each sheet looks like, by its name and headers (null: not sure) */
  sheetGuesses: Record<string, EntityType | null>;
  headerRow: number;
  columns: SheetColumn[];
  /** the mapping the elements were made with */
  mapping: ColumnMapping;
  /** the value maps they were made with */
  valueMaps: ValueMaps;
  style: NumberStyle;
  elements: number;
  emptyRows: number;
  emptyColumns: number;
  /** each element's row in the sheet (1-based) */
  rowNumbers: number[];
  /** the rows the merchant left out (1-based), which no element holds */
  leftOut: number[];
  /** the corrections the elements were made with */
  edits: SheetEdits;
  /** per replacement of `edits`, the cells it changed */
  replaced: number[];
  /** the import file: the elements as a JSON array */
  json: Blob;
  /** by field path, the words of enumeration and yes/no columns that match no value, with how many rows hold each */
  unmatched: Record<string, [string, number][]>;
  /** the saved mapping whose headers were these, when it was applied */
  appliedMapping: string | null;
}


const sheetNameWords: Record<EntityType, readonly string[]> = {
  attribute: ['attribute', 'attributes', 'merkmale', 'eigenschaften'],
  category: ['category', 'categories', 'kategorie', 'kategorien', 'warengruppen'],
  product: ['product', 'products', 'produkt', 'produkte', 'artikel', 'catalog', 'katalog'],
  inventory: ['inventory', 'inventories', 'stock', 'bestand', 'bestaende', 'lager', 'lagerbestand'],
  customer: ['customer', 'customers', 'kunde', 'kunden'],
  segment: ['segment', 'segments', 'segmente'],
  segmentMember: ['segmentmembers', 'members', 'mitglieder', 'segmentmitglieder'],
};

/** Headers a field of one entity type and no other takes: what tells a products sheet from a stock sheet. */
function guessByHeaders(headers: readonly string[]): EntityType | null {
  const scores = entityTypes.map((entity) => ({ entity, score: headers.filter((h) => matchHeader(entity, h, 'de-de') !== null).length }));
  scores.sort((a, b) => b.score - a.score);
  const best = scores[0] ?? { entity: 'product' as EntityType, score: 0 };
  const second = scores[1] ?? { score: 0 };
  // cautious: several headers, and clearly more than any other entity type's
  return best.score >= 3 && best.score >= second.score * 1.5 && best.score >= headers.filter(Boolean).length / 2 ? best.entity : null;
}

/** Shopify's product export: its `Handle` and its `Variant …` columns. */
const isShopifyExport = (headers: readonly string[]) => headers.some((h) => h.trim() === 'Handle') && headers.some((h) => /^Variant /.test(h.trim()));
/** Columns of Shopify's export that hold the shop's own words: its `Type` is a product type of the shop's ("Chairs"), not a model type. */
const shopifyFreeText = new Set(['type']);

/** The entity type a sheet looks like by its name, else by its headers; null when unsure. */
export function guessSheetEntity(sheet: SheetTable): EntityType | null {
  if (sheet.name) {
    const word = headerWord(sheet.name);
    const byName = entityTypes.find((entity) => sheetNameWords[entity].includes(word));
    if (byName) return byName;
  }
  const header = sheet.rows[findHeaderRow(sheet.rows)] ?? [];
  return guessByHeaders(header.map(cellText));
}

/** A decimal comma in the sheet's number cells written as text says German, a decimal point with thousands commas English. */
function numberStyleOf(rows: readonly (readonly Cell[])[], read: ReadSheets, fallback: NumberStyle): NumberStyle {
  if (read.delimiter === ';' || read.encoding === 'windows-1252') return 'de';
  let de = 0;
  let en = 0;
  for (let r = 0; r < Math.min(rows.length, 500); r++)
    for (const cell of rows[r] ?? []) {
      if (typeof cell !== 'string') continue;
      if (/^-?\d{1,3}(\.\d{3})*,\d+$/.test(cell.trim())) de++;
      else if (/^-?\d{1,3}(,\d{3})+\.\d+$/.test(cell.trim()) || /^-?\d+\.\d{1,2}$/.test(cell.trim())) en++;
    }
  return de > en ? 'de' : en > de ? 'en' : fallback;
}

export function pickSheet(read: ReadSheets, entity: EntityType, wanted?: string | null): SheetTable {
  const named = wanted != null ? read.sheets.find((s) => s.name === wanted) : undefined;
  if (named) return named;
  const sheet = read.sheets.find((s) => guessSheetEntity(s) === entity) ?? read.sheets.find((s) => s.rows.some((r) => r.some((c) => !isBlank(c)))) ?? read.sheets[0];
  return sheet ?? { name: null, rows: [] };
}

/** The first row of a range such as `B3:C4`. */
const firstRowOf = (range: string) => Number(/\d+/.exec(range)?.[0] ?? 0);

/**
 * Merged cells from the header down (a title merged above the table is no data) and formulas saved
 * without their values would be read as empty cells: refused, naming them, before a wrong file is made.
 */
function refuseUnreadCells(sheet: SheetTable, fileName: string, headerRow: number) {
  const facts = sheet.cells;
  if (!facts) return;
  const name = sheet.name ?? fileName;
  const merged = facts.merged.filter((range) => firstRowOf(range) >= headerRow);
  if (merged.length) throw new SheetReadError('mergedCells', { name: fileName, sheet: name, ranges: merged.slice(0, 5).join(', '), count: merged.length });
  if (facts.formulasWithoutValues.length)
    throw new SheetReadError('formulasWithoutValues', { name: fileName, sheet: name, cells: facts.formulasWithoutValues.slice(0, 5).join(', '), count: facts.formulasWithoutValues.length });
}

/** Elements written per piece of the JSON text: large pieces, few of them. */
const piece = 2000;

export function convertTable(read: ReadSheets, fileName: string, entity: EntityType, choice: SheetChoice): SheetConversion {
  const sheet = pickSheet(read, entity, choice.sheetName);
  const rows = sheet.rows;
  const headerIndex = choice.headerRow && choice.headerRow >= 1 && choice.headerRow <= rows.length ? choice.headerRow - 1 : findHeaderRow(rows);
  const header = rows[headerIndex] ?? [];
  refuseUnreadCells(sheet, fileName, headerIndex + 1);
  // the width is the last column with a header or a value anywhere; the empty ones after it are counted, not shown
  let width = 0;
  let widest = 0;
  for (const row of rows) {
    widest = Math.max(widest, row.length);
    for (let c = row.length - 1; c >= width; c--) if (!isBlank(row[c] ?? null)) width = c + 1;
  }
  const headers = Array.from({ length: width }, (_, c) => cellText(header[c] ?? null));
  const shopify = isShopifyExport(headers);
  const columns: SheetColumn[] = headers.map((h, index) => {
    let sample = '';
    for (let r = headerIndex + 1; r < rows.length && !sample; r++) sample = cellText(rows[r]?.[index] ?? null);
    const target = shopify && shopifyFreeText.has(headerWord(h)) ? null : matchHeader(entity, h, choice.locale);
    return { index, letter: columnLetters(index), header: h, sample: sample.slice(0, 60), guessed: target?.path ?? null };
  });
  // a field two columns name is taken by the first; the second says it is not imported
  const taken = new Set<string>();
  const guessedMapping = columns.map((c) => {
    if (!c.guessed || taken.has(c.guessed)) return null;
    if (!c.guessed.startsWith('categories')) taken.add(c.guessed);
    return c.guessed;
  });
  const saved = choice.mapping ? undefined : choice.saved?.find((s) => s.mapping.length === width && sameHeaders(s.headers, headers));
  const mapping = choice.mapping && choice.mapping.length === width ? choice.mapping : (saved?.mapping ?? guessedMapping);
  const valueMaps = choice.valueMaps ?? saved?.valueMaps;
  const unmatched = new Map<string, Map<string, number>>();
  const style = numberStyleOf(rows.slice(headerIndex + 1), read, choice.style);
  const build = elementBuilder({ entity, mapping, style, valueMaps, unmatched });
  const rowNumbers: number[] = [];
  const leftOut: number[] = [];
  const edit = sheetEditor(choice.edits);
  const parts: string[] = ['['];
  let batch: string[] = [];
  let emptyRows = 0;
  for (let r = headerIndex + 1; r < rows.length; r++) {
    const cells = rows[r] ?? [];
    if (!cells.some((c) => !isBlank(c))) {
      emptyRows++;
      continue;
    }
    if (edit.leftOut(r + 1)) {
      leftOut.push(r + 1);
      continue;
    }
    const row = edit.row(cells, r + 1);
    batch.push(JSON.stringify(build(row)));
    rowNumbers.push(r + 1);
    if (batch.length === piece) {
      parts.push((rowNumbers.length > piece ? ',\n' : '\n') + batch.join(',\n'));
      batch = [];
    }
  }
  if (batch.length) parts.push((rowNumbers.length > batch.length ? ',\n' : '\n') + batch.join(',\n'));
  parts.push('\n]\n');
  return {
    fileName,
    format: read.format,
    encoding: read.encoding,
    delimiter: read.delimiter,
    sheetNames: read.sheets.map((s) => s.name ?? fileName),
    sheetName: sheet.name,
    sheetGuesses: Object.fromEntries(read.sheets.map((s) => [s.name ?? fileName, guessSheetEntity(s)])),
    headerRow: headerIndex + 1,
    columns,
    mapping,
    style,
    elements: rowNumbers.length,
    emptyRows: emptyRows + rows.slice(0, headerIndex).filter((row) => !row.some((c) => !isBlank(c))).length,
    emptyColumns: Math.max(0, widest - width),
    rowNumbers,
    leftOut,
    edits: choice.edits ?? noEdits,
    replaced: edit.replaced,
    json: new Blob(parts, { type: 'application/json' }),
    valueMaps: valueMaps ?? {},
    unmatched: Object.fromEntries([...unmatched].map(([path, words]) => [path, [...words]])),
    appliedMapping: saved?.id ?? null,
  };
}

export async function convertSheet(file: Blob, fileName: string, entity: EntityType, choice: SheetChoice): Promise<SheetConversion> {
  return convertTable(await readSheets(file, fileName), fileName, entity, choice);
}

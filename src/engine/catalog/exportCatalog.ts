/**
 * An entity type of the catalog as an import-ready JSON file, a page at a time: each page becomes a Blob as soon as it
 * is read (kept outside the page's memory), so a million products are never held as text or objects at once. As a
 * spreadsheet (docs/spreadsheets.md#out), each page becomes rows as it is read, held once as cells, and the file is
 * written when the last page is in: a sheet's columns are known only then.
 */
import type { ListFilter } from '@/contract/common';
import type { WorkProgress } from '@/engine/catalog/workProgress';
import type { CatalogEntityType } from '@/contract/terms';
import { SheetRows } from '@/engine/sheets/elementsToRows';
import type { SavedSheetMapping } from '@/engine/sheets/savedMapping';
import { writeCsv, writeWorkbook, type CsvStyle, type WorkbookSheet } from '@/engine/sheets/writeSheet';
import { sheetRowLimits } from '@/engine/sheets/sheetProblems';

export interface ExportFilter {
  /** an entity type of the catalog, or the customer list (customer service) */
  entity: CatalogEntityType | 'customer';
  /** codes that contain this text (stock: product codes; customers: e-mail addresses) */
  codeContains?: string;
  status?: 'active' | 'inactive';
  /** stock: one location's */
  locationCode?: string;
  /** customers: registered ones only, as the segment search's switch */
  leaveOutGuests?: boolean;
}

export interface ExportedFile {
  blob: Blob;
  count: number;
  /** fields the service does not return (or not exactly), left out of the file */
  unread: string[];
  /** a spreadsheet: the fields its columns do not hold, by path, with how many elements have them */
  left?: [string, number][];
  /** customers without a customer number, not written: a customer file names each customer by it */
  keyless?: number;
}

/** A spreadsheet instead of JSON: through the default layout or a saved mapping. */
export interface SheetExport {
  format: 'xlsx' | 'csv';
  mapping: SavedSheetMapping | null;
  /** a CSV file's delimiter, decimal mark and yes/no words (the page's language) */
  csv: CsvStyle;
  /** the workbook's sheet of data, and its sheet of notes with the words of its two headings */
  sheetName: string;
  /** the refusal of more rows than the wizard reads from such a sheet, with `{{sheet}}`, `{{count}}` and `{{limit}}` to fill in, and the language its numbers are written in */
  tooManyRows: string;
  numberLocale: string;
  /** the notes sheet's name, the heading of its first column (the sheet a note is about), and the words of its notes */
  notes: { sheetName: string; sheetHeading: string; unread: string; left: string; keyless: string };
}

export interface WholeCatalog {
  /**
   * one page of whole entities from `offset` as POST model elements, the fields they lack for not
   * being read, and how many match (undefined: the service did not say); `read`: how many entities
   * the page held, where some (`keyless`) could not become an element
   */
  whole(
    offset: number,
    filters: ListFilter,
    signal: AbortSignal,
  ): Promise<{ items: Record<string, unknown>[]; unread: readonly string[]; total: number | undefined; read?: number; keyless?: number }>;
}

/** the list call's `filters` for what the merchant chose */
export const exportFilters = ({ entity, codeContains, status, locationCode, leaveOutGuests }: ExportFilter): ListFilter => ({
  // e-mail addresses in lower case, as the customer search compares them
  ...(codeContains ? { [entity === 'inventory' ? 'productCode' : entity === 'customer' ? 'emailAddress' : 'code']: { $ct: entity === 'customer' ? codeContains.toLowerCase() : codeContains } } : {}),
  ...(status && entity !== 'attribute' ? { status } : {}),
  ...(locationCode && entity === 'inventory' ? { locationCode } : {}),
  ...(leaveOutGuests && entity === 'customer' ? { isAnonymous: false } : {}),
});

interface ExportOptions {
  catalog: WholeCatalog;
  signal: AbortSignal;
  onProgress?: (p: WorkProgress) => void;
}

/** Every page of the entity type that matches, each page's elements handed on as it is read. */
async function readPages(
  filters: ListFilter,
  { catalog, signal, onProgress }: ExportOptions,
  take: (items: Record<string, unknown>[], offset: number) => void,
  rowLimit?: { limit: number; refuse: (count: number, limit: number) => Error },
) {
  const unread = new Set<string>();
  let offset = 0;
  let count = 0;
  let keyless = 0;
  for (;;) {
    signal.throwIfAborted();
    const { items, unread: left, total, read = items.length, keyless: without = 0 } = await catalog.whole(offset, filters, signal);
    // a sheet the wizard would not read back is not written: said before the rest is read, or, where the service says no total, as soon as it is known
    if (rowLimit && total !== undefined && offset === 0 && total > rowLimit.limit) throw rowLimit.refuse(total, rowLimit.limit);
    if (rowLimit && count + items.length > rowLimit.limit) throw rowLimit.refuse(count + items.length, rowLimit.limit);
    for (const field of left) unread.add(field);
    take(items, count);
    offset += read;
    count += items.length;
    keyless += without;
    onProgress?.({ phase: 'exporting', done: offset, total: total ?? offset });
    // without a total, the list ends with the first empty page
    if (read === 0 || (total !== undefined && offset >= total)) break;
  }
  return { count, keyless, unread: [...unread] };
}

/** The rows the wizard reads from a sheet of the format (sheetProblems.ts), and the refusal in the page's words. */
const rowLimitOf = (sheet: SheetExport, name = sheet.sheetName) => ({
  limit: sheetRowLimits[sheet.format],
  refuse: (count: number, limit: number) => {
    const number = new Intl.NumberFormat(sheet.numberLocale);
    return new Error(sheet.tooManyRows.replace('{{sheet}}', name).replace('{{count}}', number.format(count)).replace('{{limit}}', number.format(limit)));
  },
});

/** The notes sheet: per data sheet, what the list calls do not return and what no column holds. */
function notesSheet(sheet: SheetExport, notes: { sheetName: string; unread: readonly string[]; left: readonly [string, number][]; keyless?: number }[]): WorkbookSheet[] {
  const rows = notes.flatMap(({ sheetName, unread, left, keyless = 0 }) => [
    ...(unread.length ? [[sheetName, sheet.notes.unread, unread.join(', ')]] : []),
    ...left.map(([path, count]) => [sheetName, `${sheet.notes.left} ${path}`, count]),
    ...(keyless ? [[sheetName, sheet.notes.keyless, keyless]] : []),
  ]);
  const text = (header: string) => ({ header, key: null, kind: { type: 'text' as const } });
  return rows.length ? [{ name: sheet.notes.sheetName, columns: [text(sheet.notes.sheetHeading), text(sheet.notes.sheetName), text('')], rows }] : [];
}

export async function exportCatalog(filter: ExportFilter, options: ExportOptions & { sheet?: SheetExport }): Promise<ExportedFile> {
  const filters = exportFilters(filter);
  const { sheet } = options;
  if (!sheet) {
    const parts: Blob[] = [];
    // one element a line: a file a merchant can read, search and cut
    const { count, keyless, unread } = await readPages(filters, options, (items, written) => {
      if (items.length) parts.push(new Blob([(written ? ',\n' : '\n') + items.map((item) => JSON.stringify(item)).join(',\n')]));
    });
    return { blob: new Blob(['[', ...parts, '\n]\n'], { type: 'application/json' }), count, unread, keyless };
  }
  const rows = new SheetRows(filter.entity, sheet.mapping);
  const { count, keyless, unread } = await readPages(filters, options, (items) => items.forEach((item) => rows.add(item)), rowLimitOf(sheet));
  const columns = rows.columns();
  const left = [...rows.left];
  if (sheet.format === 'csv') return { blob: writeCsv(columns, rows.cellRows(columns), sheet.csv), count, unread, left, keyless };
  const notes = notesSheet(sheet, [{ sheetName: sheet.sheetName, unread, left, keyless }]);
  const blob = await writeWorkbook([{ name: sheet.sheetName, columns, rows: rows.cellRows(columns) }, ...notes]);
  return { blob, count, unread, left, keyless };
}

/**
 * The whole catalogue as one workbook, a sheet per entity type in the order the service imports them
 * (attributes, categories, products, stock), each through the default layout: what the wizard splits
 * over its slots again by the sheets' names.
 */
export async function exportWholeCatalog(
  catalogOf: (entity: CatalogEntityType) => WholeCatalog,
  { signal, onProgress, sheet, sheetNames }: Omit<ExportOptions, 'catalog'> & { sheet: SheetExport; sheetNames: Readonly<Record<CatalogEntityType, string>> },
): Promise<ExportedFile> {
  const sheets: WorkbookSheet[] = [];
  const notes: Parameters<typeof notesSheet>[1] = [];
  const unread = new Set<string>();
  let count = 0;
  for (const entity of ['attribute', 'category', 'product', 'inventory'] as const) {
    const rows = new SheetRows(entity);
    const read = await readPages({}, { catalog: catalogOf(entity), signal, onProgress }, (items) => items.forEach((item) => rows.add(item)), rowLimitOf(sheet, sheetNames[entity]));
    const columns = rows.columns();
    sheets.push({ name: sheetNames[entity], columns, rows: rows.cellRows(columns) });
    notes.push({ sheetName: sheetNames[entity], unread: read.unread, left: [...rows.left] });
    read.unread.forEach((field) => unread.add(field));
    count += read.count;
  }
  const blob = await writeWorkbook([...sheets, ...notesSheet(sheet, notes)]);
  return { blob, count, unread: [...unread], left: notes.flatMap((n) => n.left.map(([path, c]) => [`${n.sheetName}: ${path}`, c] as [string, number])) };
}

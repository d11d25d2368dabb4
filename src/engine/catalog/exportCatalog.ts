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
import { writeCsv, writeWorkbook, type CsvStyle } from '@/engine/sheets/writeSheet';

export interface ExportFilter {
  entity: CatalogEntityType;
  /** codes that contain this text (stock: product codes) */
  codeContains?: string;
  status?: 'active' | 'inactive';
  /** stock: one location's */
  locationCode?: string;
}

export interface ExportedFile {
  blob: Blob;
  count: number;
  /** fields the service does not return (or not exactly), left out of the file */
  unread: string[];
  /** a spreadsheet: the fields its columns do not hold, by path, with how many elements have them */
  left?: [string, number][];
}

/** A spreadsheet instead of JSON: through the default layout or a saved mapping. */
export interface SheetExport {
  format: 'xlsx' | 'csv';
  mapping: SavedSheetMapping | null;
  /** a CSV file's delimiter, decimal mark and yes/no words (the page's language) */
  csv: CsvStyle;
  /** the workbook's sheet of data, and its sheet of notes with the words of its two headings */
  sheetName: string;
  notes: { sheetName: string; unread: string; left: string };
}

export interface WholeCatalog {
  /** one page of whole entities from `offset` as POST model elements, the fields they lack for not being read, and how many match */
  whole(offset: number, filters: ListFilter, signal: AbortSignal): Promise<{ items: Record<string, unknown>[]; unread: readonly string[]; total: number }>;
}

/** the list call's `filters` for what the merchant chose */
export const exportFilters = ({ entity, codeContains, status, locationCode }: ExportFilter): ListFilter => ({
  ...(codeContains ? { [entity === 'inventory' ? 'productCode' : 'code']: { $ct: codeContains } } : {}),
  ...(status && entity !== 'attribute' ? { status } : {}),
  ...(locationCode && entity === 'inventory' ? { locationCode } : {}),
});

export async function exportCatalog(
  filter: ExportFilter,
  { catalog, signal, onProgress, sheet }: { catalog: WholeCatalog; signal: AbortSignal; onProgress?: (p: WorkProgress) => void; sheet?: SheetExport },
): Promise<ExportedFile> {
  const filters = exportFilters(filter);
  const parts: Blob[] = [];
  const rows = sheet ? new SheetRows(filter.entity, sheet.mapping) : null;
  const unread = new Set<string>();
  let offset = 0;
  for (;;) {
    signal.throwIfAborted();
    const { items, unread: left, total } = await catalog.whole(offset, filters, signal);
    for (const field of left) unread.add(field);
    if (rows) for (const item of items) rows.add(item);
    // one element a line: a file a merchant can read, search and cut
    else if (items.length) parts.push(new Blob([(offset ? ',\n' : '\n') + items.map((item) => JSON.stringify(item)).join(',\n')]));
    offset += items.length;
    onProgress?.({ phase: 'exporting', done: offset, total });
    if (items.length === 0 || offset >= total) break;
  }
  if (!rows || !sheet) return { blob: new Blob(['[', ...parts, '\n]\n'], { type: 'application/json' }), count: offset, unread: [...unread] };
  const columns = rows.columns();
  const left = [...rows.left];
  if (sheet.format === 'csv') return { blob: writeCsv(columns, rows.cellRows(columns), sheet.csv), count: offset, unread: [...unread], left };
  const note = (header: string) => ({ header, key: null, kind: { type: 'text' as const } });
  const notes = [
    ...(unread.size ? [[sheet.notes.unread, [...unread].join(', ')]] : []),
    ...(left.length ? [[sheet.notes.left, ''], ...left.map(([path, count]) => [path, count])] : []),
  ];
  const blob = await writeWorkbook([
    { name: sheet.sheetName, columns, rows: rows.cellRows(columns) },
    ...(notes.length ? [{ name: sheet.notes.sheetName, columns: [note(sheet.notes.sheetName), note('')], rows: notes }] : []),
  ]);
  return { blob, count: offset, unread: [...unread], left };
}

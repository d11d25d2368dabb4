/**
 * Rows as the file a merchant opens in Excel: a CSV file in the language's way (German: `;` between
 * cells and a decimal comma; UTF-8 with a BOM, from which Excel reads umlauts right) or a workbook
 * with typed cells (numbers as numbers, dates as dates, codes and EANs as text), its header row
 * frozen and its columns as wide as what they hold. Text that would start a formula gets a leading
 * apostrophe in both, as the app's CSV writer does; the wizard's sheet reader takes it off again.
 */
import { csvText, neutralised, numberText } from './formulaText';
import type { Cell } from './cellValues';
import type { WrittenColumn } from './elementsToRows';

export interface SheetWords {
  /** how a CSV file words yes and no: `Ja`/`Nein`, `Yes`/`No` */
  yes: string;
  no: string;
}

export interface CsvStyle extends SheetWords {
  delimiter: ';' | ',';
  decimal: ',' | '.';
}

/** A cell as a CSV file's text. */
function csvCellText(cell: Cell, style: CsvStyle): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return numberText(cell, style.decimal);
  if (typeof cell === 'boolean') return csvText(cell ? style.yes : style.no, style.delimiter);
  if (cell instanceof Date) return cell.toISOString();
  return csvText(neutralised(cell), style.delimiter);
}

/** Rows written per piece of the file: large pieces, few of them. */
const piece = 5000;

export function writeCsv(columns: readonly WrittenColumn[], rows: Iterable<Cell[]>, style: CsvStyle): Blob {
  const parts: string[] = ['\uFEFF', columns.map((c) => csvCellText(c.header, style)).join(style.delimiter) + '\r\n'];
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(row.map((cell) => csvCellText(cell, style)).join(style.delimiter));
    if (lines.length === piece) {
      parts.push(lines.join('\r\n') + '\r\n');
      lines = [];
    }
  }
  if (lines.length) parts.push(lines.join('\r\n') + '\r\n');
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

export interface WorkbookSheet {
  name: string;
  columns: readonly WrittenColumn[];
  rows: Iterable<Cell[]>;
}

/** Excel's limit on a sheet's name, and the letters it does not take in one */
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet';

/** Characters a column is shown wide at most: a description's column stays on the screen. */
const widest = 60;

/** A cell as the workbook types it. */
function workbookCell(cell: Cell, column: WrittenColumn) {
  if (cell === null) return null;
  if (typeof cell === 'number') return { value: cell, type: Number };
  if (typeof cell === 'boolean') return { value: cell, type: Boolean };
  const date = cell instanceof Date ? cell : column.kind.type === 'date' && typeof cell === 'string' ? new Date(cell) : null;
  // a time to the millisecond stays text: a date cell keeps it only to the second
  if (date && !Number.isNaN(date.getTime()) && date.getTime() % 1000 === 0) return { value: date, type: Date, format: date.getTime() % 86_400_000 === 0 ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss' };
  // a text column's cells stay text when the merchant types a number into them (an EAN, a code of digits)
  return { value: neutralised(cell instanceof Date ? cell.toISOString() : cell), type: String, ...(column.kind.type === 'text' ? { format: '@' } : {}) };
}

export async function writeWorkbook(sheets: readonly WorkbookSheet[]): Promise<Blob> {
  // the writer loads only when a workbook is written: the export and the corrected sheet of the wizard
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const written = sheets.map(({ name, columns, rows }) => {
    const widths = columns.map((c) => Math.min(widest, Math.max(8, c.header.length + 2)));
    const data: unknown[][] = [columns.map((c) => ({ value: neutralised(c.header), type: String, fontWeight: 'bold' }))];
    for (const row of rows) {
      data.push(
        row.map((cell, i) => {
          const column = columns[i];
          if (cell !== null && column) widths[i] = Math.min(widest, Math.max(widths[i] ?? 8, (cell instanceof Date ? 19 : String(cell).length) + 2));
          return column ? workbookCell(cell, column) : null;
        }),
      );
    }
    return { sheet: sheetName(name), data, columns: widths.map((width) => ({ width })), stickyRowsCount: 1 };
  });
  return writeExcelFile(written as never).toBlob();
}

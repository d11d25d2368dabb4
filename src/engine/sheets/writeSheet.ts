/**
 * Rows as the file a merchant opens in Excel: a CSV file in the language's way (German: `;` between
 * cells and a decimal comma; UTF-8 with a BOM, from which Excel reads umlauts right) or a workbook
 * (xlsxWriter.ts) with typed cells (numbers as numbers, dates as dates, codes and EANs as text), its
 * header row frozen and its columns as wide as what they hold. Text that would start a formula is never one:
 * in a CSV file it gets a leading apostrophe, as the app's CSV writer does (the wizard's sheet reader
 * takes it off again); in a workbook it keeps its text, marked with Excel's quote prefix.
 */
import { csvText, neutralised, numberText } from './formulaText';
import type { Cell } from './cellValues';
import type { WrittenColumn } from './elementsToRows';
import { writeXlsx } from './xlsxWriter';

export interface SheetWords {
  /** how a CSV file words yes and no: `Ja`/`Nein`, `Yes`/`No` */
  yes: string;
  no: string;
}

export interface CsvStyle extends SheetWords {
  delimiter: ';' | ',';
  decimal: ',' | '.';
}

/** Text that needs neither the apostrophe nor quotes: most cells, written as they are. */
const needsCare = /^[=+\-@\t\r]|[",;\t\r\n]/;

/** A cell as a CSV file's text; `yes` and `no` as the style words them, quoted where they must be. */
function csvCellText(cell: Cell, style: CsvStyle, yes: string, no: string): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return needsCare.test(cell) ? csvText(neutralised(cell), style.delimiter) : cell;
  if (typeof cell === 'number') return numberText(cell, style.decimal);
  if (typeof cell === 'boolean') return cell ? yes : no;
  if (cell instanceof Date) return cell.toISOString();
  return csvText(neutralised(cell), style.delimiter);
}

/** Rows written per piece of the file: large pieces, few of them. */
const piece = 5000;

export function writeCsv(columns: readonly WrittenColumn[], rows: Iterable<Cell[]>, style: CsvStyle): Blob {
  const { delimiter } = style;
  const yes = csvText(neutralised(style.yes), delimiter);
  const no = csvText(neutralised(style.no), delimiter);
  const parts: string[] = ['\uFEFF', columns.map((c) => csvCellText(c.header, style, yes, no)).join(delimiter) + '\r\n'];
  let lines: string[] = [];
  for (const row of rows) {
    let line = row.length ? csvCellText(row[0] ?? null, style, yes, no) : '';
    for (let i = 1; i < row.length; i++) line += delimiter + csvCellText(row[i] ?? null, style, yes, no);
    lines.push(line);
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

/** A cell as the workbook types it: a date column's text a date cell (to the second, which is what a date cell keeps); text as it is (the writer marks what would start a formula with Excel's quote prefix). */
function workbookCell(cell: Cell, column: WrittenColumn | undefined): Cell {
  if (cell === null || typeof cell === 'number' || typeof cell === 'boolean') return cell;
  if (cell instanceof Date) return cell;
  if (column?.kind.type === 'date') {
    // only a time in UTC written as Date writes it: another form (no zone, no milliseconds) stays the text it was, to the letter
    const date = new Date(cell);
    if (!Number.isNaN(date.getTime()) && date.getTime() % 1000 === 0 && date.toISOString() === cell) return date;
  }
  return cell;
}

export async function writeWorkbook(sheets: readonly WorkbookSheet[]): Promise<Blob> {
  return writeXlsx(
    sheets.map(({ name, columns, rows }) => ({
      name,
      header: columns.map((c) => c.header),
      // a text column's cells stay text when the merchant types a number into them (an EAN, a code of digits)
      textColumns: columns.map((c) => c.kind.type === 'text'),
      rows: (function* () {
        for (const row of rows) yield row.map((cell, i) => workbookCell(cell, columns[i]));
      })(),
    })),
  );
}

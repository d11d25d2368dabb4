/**
 * A CSV file or an XLSX workbook as tables of cells: papaparse for CSV (its delimiter guess, quotes as
 * RFC 4180 has them), read-excel-file for XLSX (typed cells, every sheet). What neither can read gets
 * a reason the merchant can act on (`SheetReadError`), said in the page's words where shown.
 */
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import type { Cell } from './cellValues';
import { readBlob } from '../checker/readText';
import { decodeText, type TextEncoding } from './decodeText';
import { workbookCellFacts, type SheetCellFacts } from './workbookCells';
import { SheetReadError, sheetRowLimits, type SheetFormat } from './sheetProblems';

export type { SheetFormat };

export interface SheetTable {
  /** the sheet's name in the workbook; null for a CSV file */
  name: string | null;
  rows: Cell[][];
  /** a workbook's sheet: what its reader reads as empty cells though the sheet holds more */
  cells?: SheetCellFacts;
}

export interface ReadSheets {
  format: SheetFormat;
  /** CSV only: the bytes' encoding and the delimiter found */
  encoding: TextEncoding | null;
  delimiter: string | null;
  sheets: SheetTable[];
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);
const zipMagic = [0x50, 0x4b, 0x03, 0x04];
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** `name` in UTF-16LE, as a compound file's directory writes its streams' names. */
const utf16Name = (name: string) => [...name].flatMap((c) => [c.charCodeAt(0), 0]);

const holds = (bytes: Uint8Array, needle: readonly number[]) => {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};
const asciiBytes = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What a file is by its first bytes, whatever its name says. */
function kindOf(bytes: Uint8Array, name: string): SheetFormat {
  if (bytes.length === 0) throw new SheetReadError('empty', { name });
  if (startsWith(bytes, oleMagic)) {
    // Excel keeps a workbook with a password to open in a compound file, as it kept .xls files
    if (holds(bytes, utf16Name('EncryptedPackage'))) throw new SheetReadError('passwordProtected', { name });
    throw new SheetReadError('oldExcel', { name });
  }
  if (startsWith(bytes, zipMagic)) {
    const head = bytes.subarray(0, 4096);
    if (holds(head, asciiBytes('application/vnd.oasis.opendocument'))) throw new SheetReadError('openDocument', { name });
    if (/\.numbers$/i.test(name) || holds(head, asciiBytes('Index/Document.iwa'))) throw new SheetReadError('numbers', { name });
    return 'xlsx';
  }
  if (/\.(xlsx|xlsm)$/i.test(name)) throw new SheetReadError('brokenZip', { name });
  if (/\.xls$/i.test(name)) throw new SheetReadError('oldExcel', { name });
  if (/\.ods$/i.test(name)) throw new SheetReadError('openDocument', { name });
  if (/\.numbers$/i.test(name)) throw new SheetReadError('numbers', { name });
  return 'csv';
}

/** 1-based line of a character of the text, for a CSV problem's place. */
const lineAt = (text: string, index: number) => {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

export function readCsv(bytes: Uint8Array, name: string): ReadSheets {
  const { text, encoding } = decodeText(bytes);
  if (text.trim() === '') throw new SheetReadError('empty', { name });
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';', '\t', '|'], skipEmptyLines: false });
  const unclosed = parsed.errors.find((e) => e.code === 'MissingQuotes' || e.code === 'InvalidQuotes');
  if (unclosed) {
    const at = typeof unclosed.index === 'number' ? unclosed.index : text.length;
    // papaparse's index is where the quoted field's row ends up; the quote opens on the row it counts
    const row = typeof unclosed.row === 'number' ? unclosed.row + 1 : lineAt(text, at);
    throw new SheetReadError('unclosedQuote', { name, row, line: lineAt(text, Math.min(at, text.length)) });
  }
  const rows = parsed.data as Cell[][];
  // a file's last line break gives papaparse a row of one empty field
  const last = rows[rows.length - 1];
  if (last && last.length === 1 && last[0] === '') rows.pop();
  // the limit is on the rows below a header: a file of a million products has a million and one
  if (rows.length - 1 > sheetRowLimits.csv) throw new SheetReadError('tooManyRows', { name, sheet: name, rows: rows.length - 1, limit: sheetRowLimits.csv });
  return { format: 'csv', encoding, delimiter: parsed.meta.delimiter, sheets: [{ name: null, rows }] };
}

export async function readXlsx(bytes: Uint8Array, name: string): Promise<ReadSheets> {
  let sheets: { sheet: string; data: Cell[][] }[];
  try {
    sheets = (await readXlsxFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)) as never;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'XLS_FILE_NOT_SUPPORTED') throw new SheetReadError('oldExcel', { name });
    if (code === 'INVALID_ZIP' || (error as Error).name === 'InvalidSpreadsheetError') throw new SheetReadError('brokenZip', { name });
    throw new SheetReadError('unreadable', { name, reason: (error as Error).message ?? String(error) });
  }
  for (const s of sheets)
    if (s.data.length - 1 > sheetRowLimits.xlsx) throw new SheetReadError('tooManyRows', { name, sheet: s.sheet, rows: s.data.length - 1, limit: sheetRowLimits.xlsx });
  const cells = workbookCellFacts(bytes);
  return { format: 'xlsx', encoding: null, delimiter: null, sheets: sheets.map((s) => ({ name: s.sheet, rows: s.data, cells: cells.get(s.sheet) })) };
}

/** The file's sheets, whatever it is; throws `SheetReadError` when it cannot be read as one. */
export async function readSheets(file: Blob, name: string): Promise<ReadSheets> {
  const bytes = new Uint8Array(await readBlob(file));
  return kindOf(bytes, name) === 'xlsx' ? readXlsx(bytes, name) : readCsv(bytes, name);
}

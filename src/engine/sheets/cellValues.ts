/**
 * A cell's value as the POST model wants it. A value that does not convert stays what the cell says, so
 * that the checker names it with its text ("must be a number — '12,5O'") rather than losing it.
 */
import { formulaStart } from './formulaText';
import type { FieldKind } from './sheetLayouts';

/** What a parser hands over: CSV gives text, XLSX typed cells (dates as Date when the cell is formatted as one). */
export type Cell = string | number | boolean | Date | null;

/** How the sheet writes numbers: `1.234,5` (de) or `1,234.5` (en). */
export type NumberStyle = 'de' | 'en';

export const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

const spacing = /[\s\u00a0\u202f']/;
const spacings = /[\s\u00a0\u202f']/g;
const wholeNumber = /^[+-]?\d+$/;

/** How often a character occurs in a text. */
const occurrences = (text: string, char: string) => {
  let n = 0;
  for (let at = text.indexOf(char); at >= 0; at = text.indexOf(char, at + 1)) n++;
  return n;
};

/**
 * A number as a text cell writes it. Spaces (also the narrow ones Excel puts in thousands) and an
 * apostrophe (Swiss thousands) are left out; with both marks the last one is the decimal mark; with
 * one, the sheet's style decides, except that a mark followed by other than three digits can only
 * be a decimal mark.
 */
export function parseNumber(text: string, style: NumberStyle): number | null {
  // every space goes, those at the ends too; most cells have none, and are not copied
  const t = spacing.test(text) ? text.replace(spacings, '') : text;
  // digits alone, the most common number a sheet holds: what the general way below makes of them
  if (wholeNumber.test(t)) {
    const value = Number(t);
    return Number.isFinite(value) ? value : null;
  }
  const m = /^([+-]?)(\d[\d.,]*\d|\d|[.,]\d+)$/.exec(t);
  if (!m) return null;
  const sign = m[1] ?? '';
  const body = m[2] ?? '';
  const commas = occurrences(body, ',');
  const points = occurrences(body, '.');
  let decimal: string | null = null;
  if (commas > 0 && points > 0) decimal = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
  else if (commas + points === 1) {
    const mark = commas ? ',' : '.';
    const at = body.indexOf(mark);
    const before = body.slice(0, at);
    // "1.234" in a German sheet is a thousand and more, "1,234" in an English one; "1.5" is one and a half anywhere
    const couldGroup = body.length - at - 1 === 3 && /^\d{1,3}$/.test(before) && before !== '0';
    decimal = couldGroup && (mark === ',') !== (style === 'de') ? null : mark;
  }
  const at = decimal === null ? body.length : body.lastIndexOf(decimal);
  const whole = body.slice(0, at);
  const fraction = body.slice(at + 1);
  if (/[.,]/.test(fraction)) return null;
  // thousands marks only one kind, between groups of three: "12.34.5" is no number
  if (/[.,]/.test(whole) && (!/^\d{1,3}([.,]\d{3})+$/.test(whole) || (whole.includes(',') && whole.includes('.')))) return null;
  const value = Number(`${sign}${whole.replace(/[.,]/g, '') || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : null;
}

const trueWords = new Set(['ja', 'j', 'yes', 'y', 'true', 'wahr', '1', 'x', 'on', 'an']);
const falseWords = new Set(['nein', 'n', 'no', 'false', 'falsch', '0', 'off', 'aus']);

export function parseBoolean(cell: Cell): boolean | null {
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return cell === 1 ? true : cell === 0 ? false : null;
  if (typeof cell !== 'string') return null;
  const word = cell.trim().toLowerCase();
  return trueWords.has(word) ? true : falseWords.has(word) ? false : null;
}

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included), a day's time as the fraction. */
const excelEpochMs = Date.UTC(1899, 11, 30);
const dayMs = 86_400_000;

/** A serial date of Excel's 1900 system, from 1900 to 9999 (0–60 are dates no sheet of today holds). */
export const isExcelSerial = (n: number) => n > 60 && n < 2_958_466;

export const excelSerialToDate = (n: number) => new Date(excelEpochMs + Math.round(n * dayMs));

const iso = (d: Date) => d.toISOString();

/**
 * A date as the POST model writes it (`2024-03-01T00:00:00.000Z`): from a date cell, an Excel serial
 * number, an ISO text, or a German (`1.3.2024`, `01.03.24`) or slashed (`2024/03/01`) date.
 */
export function parseDate(cell: Cell): string | null {
  // a workbook's date is a fraction of days, which its readers turn into a time a millisecond off (18:29:59.999): to the second, as spreadsheets show it
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : iso(new Date(Math.round(cell.getTime() / 1000) * 1000));
  if (typeof cell === 'number') return isExcelSerial(cell) ? iso(excelSerialToDate(cell)) : null;
  if (typeof cell !== 'string') return null;
  const t = cell.trim();
  const n = (m: RegExpExecArray, i: number) => Number(m[i] ?? 0);
  let m = /^(\d{4})-(\d{2})-(\d{2})([T ](\d{2}):(\d{2})(:(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(t);
  if (m) {
    if (!m[4]) return utcDate(n(m, 1), n(m, 2), n(m, 3));
    const d = new Date(m[10] ? t.replace(' ', 'T') : `${t.replace(' ', 'T')}Z`);
    return Number.isNaN(d.getTime()) ? null : iso(d);
  }
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})(\s+(\d{1,2}):(\d{2})(:(\d{2}))?)?$/.exec(t);
  if (m) {
    const year = (m[3] ?? '').length === 2 ? 2000 + n(m, 3) : n(m, 3);
    return utcDate(year, n(m, 2), n(m, 1), n(m, 5), n(m, 6), n(m, 8));
  }
  m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(t);
  if (m) return utcDate(n(m, 1), n(m, 2), n(m, 3));
  if (/^\d+(\.\d+)?$/.test(t) && isExcelSerial(Number(t))) return iso(excelSerialToDate(Number(t)));
  return null;
}

const utcDate = (year: number, month: number, day: number, h = 0, min = 0, s = 0): string | null => {
  const d = new Date(Date.UTC(year, month - 1, day, h, min, s));
  // 31.02. is not a date, though Date would make it March's third
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? iso(d) : null;
};

/**
 * A cell as text: what the cell shows. A number cell holding a long code (an EAN typed into Excel
 * without a text format) is written out digit by digit, never as `4.0063E+12`.
 */
export function cellText(cell: Cell): string {
  if (typeof cell === 'string') {
    const text = cell.trim();
    // an exporter's apostrophe before text that would start a formula (the app's own, OWASP's rule) is not the merchant's
    return text.length > 1 && text[0] === "'" && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
  }
  if (typeof cell === 'number') return Number.isInteger(cell) && Math.abs(cell) < 1e21 ? BigInt(cell).toString() : String(cell);
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if (cell instanceof Date) return iso(cell);
  return '';
}

/** A list cell's items: joined with `;` (or a line break, as a cell edited in Excel may hold), each trimmed, empty ones left out. */
export const listItems = (cell: Cell): string[] =>
  cellText(cell)
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The spec's value for a word of the sheet: the same letters in any case, else the merchant's own value map. */
export function enumValue(word: string, values: readonly string[], valueMap?: Readonly<Record<string, string>>): string {
  const mapped = valueMap?.[word] ?? valueMap?.[word.toLowerCase()];
  if (mapped !== undefined) return mapped;
  const lower = word.toLowerCase();
  return values.find((v) => v.toLowerCase() === lower) ?? word;
}

/**
 * The cell as the field's value; `undefined` for a blank cell (the field is left out, as a JSON
 * file leaves out what it does not set); the cell's own text when it does not convert.
 */
export function convertCell(cell: Cell, kind: FieldKind, style: NumberStyle, valueMap?: Readonly<Record<string, string>>): unknown {
  if (isBlank(cell)) return undefined;
  switch (kind.type) {
    case 'text':
      return cellText(cell);
    case 'number': {
      if (typeof cell === 'number') return cell;
      const n = typeof cell === 'string' ? parseNumber(cell, style) : null;
      return n ?? cellText(cell);
    }
    case 'boolean': {
      const mapped = valueMap?.[cellText(cell)] ?? valueMap?.[cellText(cell).toLowerCase()];
      if (mapped === 'true' || mapped === 'false') return mapped === 'true';
      return parseBoolean(cell) ?? cellText(cell);
    }
    case 'date':
      return parseDate(cell) ?? cellText(cell);
    case 'enum':
      return enumValue(cellText(cell), kind.values, valueMap);
    case 'codes':
      return listItems(cell).map((code) => ({ code }));
    case 'texts':
      return listItems(cell).map((word) => (kind.values ? enumValue(word, kind.values, valueMap) : word));
  }
}

/**
 * A workbook written as it is made: each sheet's XML in pieces, deflated into the zip as it comes
 * (fflate), so that neither the cells as objects nor the sheet's XML are held whole. It writes what
 * the app's sheets need and no more (docs/spreadsheets.md#out): text as inline strings, numbers,
 * yes/no and date cells, a bold header row that stays in view, a text format on the columns of codes
 * (Excel keeps an EAN typed into them as text), and widths from the first rows.
 */
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { formulaStart } from './formulaText';
import { columnLetters } from './matchColumns';

/** A cell as the writer takes it; `null` is an empty cell. */
export type XlsxCell = string | number | boolean | Date | null;

export interface XlsxSheet {
  name: string;
  /** the header row, written bold and frozen; none: the rows are written as they are */
  header?: readonly string[];
  /** per column: its string cells in the text format (codes, EANs) */
  textColumns?: readonly boolean[];
  rows: Iterable<readonly XlsxCell[]>;
  /** characters per column; none: from the header and the first rows */
  widths?: readonly number[];
}

/**
 * The styles' positions in styles.xml. The `quoted` ones carry Excel's quote prefix: text that would
 * start a formula (`=`, `+`, `-`, `@`…) is shown and kept as the text it is, even when the cell is
 * edited, as Excel marks what is typed after an apostrophe, without the apostrophe in the value.
 */
const style = { header: 1, text: 2, date: 3, dateTime: 4, quoted: 5, quotedText: 6, quotedHeader: 7 } as const;

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';

// XML 1.0 takes neither these control characters nor lone surrogates: they are what the pattern is for
// eslint-disable-next-line no-control-regex
const invalidXml = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const special = /[&<>"]/g;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const xmlText = (text: string) => text.replace(invalidXml, '').replace(special, (c) => entities[c] ?? c);

/** Excel's serial date: days since 1899-12-30, the day's time as the fraction */
const serialOf = (date: Date) => date.getTime() / 86_400_000 + 25_569;

function cellXml(cell: XlsxCell, ref: string, asText: boolean, header: boolean): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'number' && Number.isFinite(cell)) return `<c r="${ref}"><v>${cell}</v></c>`;
  if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    return `<c r="${ref}" s="${cell.getTime() % 86_400_000 === 0 ? style.date : style.dateTime}"><v>${serialOf(cell)}</v></c>`;
  }
  const text = String(cell);
  const quoted = formulaStart.test(text);
  const styleId = header ? (quoted ? style.quotedHeader : style.header) : quoted ? (asText ? style.quotedText : style.quoted) : asText ? style.text : null;
  const s = styleId === null ? '' : ` s="${styleId}"`;
  // spaces at either end are the cell's own: kept
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
}

/** Rows looked at for the columns' widths: enough to see what a column holds */
const measuredRows = 1000;
const widest = 60;

const widthsOf = (header: readonly string[] | undefined, rows: readonly (readonly XlsxCell[])[]) => {
  const widths: number[] = (header ?? []).map((h) => h.length + 2);
  for (const row of rows)
    row.forEach((cell, i) => {
      const length = cell === null ? 0 : cell instanceof Date ? 19 : String(cell).length;
      widths[i] = Math.max(widths[i] ?? 8, length + 2);
    });
  return widths.map((w) => Math.min(widest, Math.max(8, w)));
};

/** XML text is deflated in pieces of about this many characters */
const pieceChars = 1 << 16;

function writeSheetXml(file: ZipDeflate, sheet: XlsxSheet) {
  const iterator = sheet.rows[Symbol.iterator]();
  // the first rows are read ahead for the widths, then written first
  const ahead: (readonly XlsxCell[])[] = [];
  while (!sheet.widths && ahead.length < measuredRows) {
    const next = iterator.next();
    if (next.done) break;
    ahead.push(next.value);
  }
  const widths = sheet.widths ?? widthsOf(sheet.header, ahead);
  const frozen = sheet.header ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>' : '';
  const cols = widths.length ? `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>` : '';
  let xml = `${xmlHead}<worksheet xmlns="${main}" xmlns:r="${relationships}"><sheetViews><sheetView workbookViewId="0">${frozen}</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols}<sheetData>`;
  const letters: string[] = [];
  const letter = (i: number) => (letters[i] ??= columnLetters(i));
  let rowNumber = 0;
  const writeRow = (cells: readonly XlsxCell[], header: boolean) => {
    rowNumber++;
    let row = `<row r="${rowNumber}">`;
    for (let i = 0; i < cells.length; i++) row += cellXml(cells[i] ?? null, `${letter(i)}${rowNumber}`, sheet.textColumns?.[i] === true, header);
    xml += `${row}</row>`;
    if (xml.length >= pieceChars) {
      file.push(strToU8(xml));
      xml = '';
    }
  };
  if (sheet.header) writeRow(sheet.header, true);
  for (const cells of ahead) writeRow(cells, false);
  for (let next = iterator.next(); !next.done; next = iterator.next()) writeRow(next.value, false);
  file.push(strToU8(`${xml}</sheetData></worksheet>`), true);
}

const stylesXml =
  `${xmlHead}<styleSheet xmlns="${main}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="8"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" quotePrefix="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** Excel's limit on a sheet's name, and the letters it does not take in one; a name taken twice gets a number. */
const sheetNames = (names: readonly string[]) => {
  const taken = new Set<string>();
  return names.map((name, i) => {
    // a name of nothing but the letters Excel refuses is the sheet's number
    const base = name.replace(/[\\/?*[\]:]/g, ' ').trim().slice(0, 31) || String(i + 1);
    let unique = base;
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
    taken.add(unique.toLowerCase());
    return unique;
  });
};

export function writeXlsx(sheets: readonly XlsxSheet[]): Blob {
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else parts.push(chunk);
  });
  const add = (path: string, text: string) => {
    const file = new ZipDeflate(path, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  };
  const names = sheetNames(sheets.map((s) => s.name));
  add(
    '[Content_Types].xml',
    `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
  );
  add('_rels/.rels', `${xmlHead}<Relationships xmlns="${packageRelationships}"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
  add(
    'xl/workbook.xml',
    `${xmlHead}<workbook xmlns="${main}" xmlns:r="${relationships}"><bookViews><workbookView/></bookViews><sheets>${names.map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
  );
  add(
    'xl/_rels/workbook.xml.rels',
    `${xmlHead}<Relationships xmlns="${packageRelationships}">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${relationships}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${relationships}/styles" Target="styles.xml"/></Relationships>`,
  );
  add('xl/styles.xml', stylesXml);
  sheets.forEach((sheet, i) => {
    // a sheet's XML repeats itself row by row: the fastest deflate packs it nearly as well
    const file = new ZipDeflate(`xl/worksheets/sheet${i + 1}.xml`, { level: 1 });
    zip.add(file);
    writeSheetXml(file, sheet);
  });
  zip.end();
  if (failure) throw failure;
  return new Blob(parts as BlobPart[], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

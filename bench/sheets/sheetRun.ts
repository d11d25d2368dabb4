/**
 * The spreadsheet benchmark's runs, each in a process of its own so that its peak memory is its own:
 *
 *   npx tsx bench/sheets/sheetRun.ts csv-parse <file>      papaparse alone over the file (the floor)
 *   npx tsx bench/sheets/sheetRun.ts csv-import <file>     the wizard's path: read, mapped, made into the import file, checked
 *   npx tsx bench/sheets/sheetRun.ts xlsx-read <file>      read-excel-file alone, every sheet (the floor)
 *   npx tsx bench/sheets/sheetRun.ts xlsx-import <file>    the wizard's path for each of the workbook's sheets
 *
 * Prints `{elements, ms, convertMs, checkMs, peakRssMb, problems}` as JSON.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/node';
import { SheetBook } from '../../src/engine/sheets/sheetBook';
import { decodeText } from '../../src/engine/sheets/decodeText';
import { validateImportFile } from '../../src/engine/checker/validateImportFile';

const [mode, path] = process.argv.slice(2);
if (!mode || !path) throw new Error('usage: sheetRun.ts csv-parse|csv-import|xlsx-read|xlsx-import <file>');
const bytes = readFileSync(path);
// the CSV is German (its delimiter and decimal commas say so themselves); the workbook's columns are named by paths
const choice = { locale: 'de-de', style: 'de' as const };
const started = performance.now();
let elements = 0;
let convertMs = 0;
let checkMs = 0;
let problems = 0;

/** One sheet as the wizard takes it: converted from the cells already read, then checked as its JSON file. */
async function importSheet(book: SheetBook, entity: Parameters<SheetBook['convert']>[0], sheetName: string | null) {
  const t0 = performance.now();
  const conversion = await book.convert(entity, { ...choice, sheetName: sheetName ?? undefined });
  const t1 = performance.now();
  const result = await validateImportFile(conversion.json, { entity, strategy: 'partial' });
  convertMs += t1 - t0;
  checkMs += performance.now() - t1;
  elements += result.elements;
  problems += result.problemCount;
  return conversion;
}

if (mode === 'csv-parse') {
  const { text } = decodeText(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  elements = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';', '\t', '|'] }).data.length - 1;
} else if (mode === 'xlsx-read') {
  const sheets = (await readXlsxFile(bytes)) as unknown as { data: unknown[][] }[];
  elements = sheets.reduce((n, s) => n + s.data.length - 1, 0);
} else {
  const file = new Blob([bytes]);
  const book = new SheetBook(file, mode === 'csv-import' ? 'bench.csv' : 'bench.xlsx');
  // as the wizard does: the slot it is dropped on reads its sheet, then each other sheet goes to the slot it looks like
  const first = await importSheet(book, 'product', null);
  if (mode === 'xlsx-import')
    for (const [sheetName, guess] of Object.entries(first.sheetGuesses))
      if (guess && sheetName !== first.sheetName) await importSheet(book, guess, sheetName);
}
const ms = performance.now() - started;
const peak = readFileSync('/proc/self/status', 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
console.log(JSON.stringify({ elements, ms, convertMs, checkMs, problems, peakRssMb: peak ? Number(peak[1]) / 1024 : NaN }));

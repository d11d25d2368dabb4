/**
 * The export's benchmark runs (bench/sections/sheets.ts), each in a process of its own so that its
 * peak memory is its own: `rows` products read a page of 1,000 at a time from a catalogue made in
 * memory (the same products for each run; the service's answers are what every format waits for
 * alike, so they are left out), written as
 *
 *   npx tsx bench/sheets/exportRun.ts json <rows>    the JSON export (the yardstick)
 *   npx tsx bench/sheets/exportRun.ts csv <rows>     a German CSV file through the default layout
 *   npx tsx bench/sheets/exportRun.ts xlsx <rows>    a workbook through the default layout
 *
 * Prints `{elements, ms, bytes, peakRssMb}` as JSON.
 */
import { readFileSync } from 'node:fs';
import { exportCatalog, type SheetExport, type WholeCatalog } from '../../src/engine/catalog/exportCatalog';

const [mode, rowsArg] = process.argv.slice(2);
const rows = Number(rowsArg);
if ((mode !== 'json' && mode !== 'csv' && mode !== 'xlsx') || !rows) throw new Error('usage: exportRun.ts json|csv|xlsx <rows>');

/** A product as the read models give it back: texts in two locales, two categories, an option, a price, an EAN. */
const product = (i: number) => ({
  code: `p-${i}`,
  name: { 'de-de': `Stuhl Modell ${i} aus Eiche, geölt`, 'en-us': `Chair model ${i} in oiled oak` },
  modelType: 'configurable',
  isInventoryManaged: i % 2 === 0,
  status: 'active',
  categories: [{ code: `cat-${i % 40}`, isPrimary: true }, { code: 'living-room' }],
  options: [{ code: 'surface', values: [{ code: 'oak' }, { code: 'walnut' }] }],
  price: { price: (i % 500) + 9.99, currencyCode: 'EUR' },
  identifiers: { ean: String(4006381000000 + i).padStart(14, '0'), sku: `SKU-${i}` },
  externalUpdateDate: '2026-11-30T08:15:00.000Z',
});

const page = 1000;
const catalog: WholeCatalog = {
  async whole(offset) {
    const items = Array.from({ length: Math.max(0, Math.min(page, rows - offset)) }, (_, k) => product(offset + k));
    return { items, unread: ['shortDescription', 'longDescription'], total: rows };
  },
};

const sheet: SheetExport | undefined =
  mode === 'json'
    ? undefined
    : {
        format: mode,
        mapping: null,
        csv: { delimiter: ';', decimal: ',', yes: 'Ja', no: 'Nein' },
        sheetName: 'Produkte',
        notes: { sheetName: 'Hinweise', sheetHeading: 'Blatt', unread: 'Nicht geliefert', left: 'Keine Spalte:', keyless: 'Ohne Kundennummer' },
        tooManyRows: '{{sheet}}: {{count}} > {{limit}}',
        numberLocale: 'de',
      };
const started = performance.now();
const { blob, count } = await exportCatalog({ entity: 'product' }, { catalog, signal: new AbortController().signal, sheet });
const ms = performance.now() - started;
const peak = readFileSync('/proc/self/status', 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
console.log(JSON.stringify({ elements: count, ms, bytes: blob.size, peakRssMb: peak ? Number(peak[1]) / 1024 : NaN }));

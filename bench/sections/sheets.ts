/**
 * Spreadsheets in and out (docs/spreadsheets.md). In: a CSV file of `csvRows` product rows and a workbook of
 * `xlsxRows` rows in four sheets (attributes, categories, products, stock), each taken the way the
 * wizard takes it — read, mapped, made into the import file and checked — beside the parser alone
 * over the same file, run by run in turn, each run in a process of its own (bench/sheets/sheetRun.ts).
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import writeExcelFile from 'write-excel-file/node';
import { median, spreadOf, type BenchRow } from '../lib/report';

interface SheetRun {
  elements: number;
  ms: number;
  convertMs: number;
  checkMs: number;
  problems: number;
  peakRssMb: number;
}

function sheetRun(mode: string, file: string): SheetRun {
  const res = spawnSync(process.execPath, ['--max-old-space-size=8192', '--import', 'tsx', 'bench/sheets/sheetRun.ts', mode, file], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (res.status !== 0) throw new Error(`${mode} failed: ${res.stderr.slice(0, 300)}`);
  return JSON.parse(res.stdout.trim().split('\n').at(-1)!) as SheetRun;
}

const productHeader = ['Artikelnummer', 'Bezeichnung', 'name.en-us', 'Typ', 'Bestandsgeführt', 'Status', 'Preis', 'Währung', 'EAN', 'Kategorien', 'Beschreibung'];
const productRow = (i: number) => [
  `sheet-${i}`,
  `Stuhl Modell ${i} aus Eiche, geölt`,
  `Chair model ${i} in oiled oak`,
  'standard',
  i % 2 ? 'Ja' : 'Nein',
  'active',
  `${(i % 500) + 10},${String(i % 100).padStart(2, '0')}`,
  'EUR',
  String(4006381000000 + i).padStart(14, '0'),
  i % 3 ? 'stuehle;wohnzimmer' : 'tische',
  `Ein Stuhl für jeden Tag, Nummer ${i}: massiv, geölt, in Handarbeit gefertigt und einzeln geprüft.`,
];

/** A German CSV file of product rows (semicolons, decimal commas), written in parts. */
async function writeCsv(path: string, rows: number) {
  const out = createWriteStream(path);
  let part = productHeader.join(';') + '\r\n';
  for (let i = 0; i < rows; i++) {
    part += productRow(i).join(';') + '\r\n';
    if (part.length > 1 << 20) {
      if (!out.write(part)) await once(out, 'drain');
      part = '';
    }
  }
  out.end(part);
  await once(out, 'finish');
}

/** A workbook of `rows` rows over four sheets, the products taking most of them, as a catalogue export has it. */
async function writeWorkbook(path: string, rows: number) {
  const attributes = Math.max(2, Math.round(rows * 0.01));
  const categories = Math.max(2, Math.round(rows * 0.04));
  const stock = Math.round(rows * 0.25);
  const products = rows - attributes - categories - stock;
  const sheets = [
    { sheet: 'Attributes', data: [['code', 'name.en-us', 'type', 'values'], ...Array.from({ length: attributes }, (_, i) => [`attr-${i}`, `Attribute ${i}`, 'select', 'a;b;c'])] },
    { sheet: 'Categories', data: [['code', 'name.en-us', 'sequenceId'], ...Array.from({ length: categories }, (_, i) => [`cat-${i}`, `Category ${i}`, i])] },
    {
      sheet: 'Products',
      data: [
        ['code', 'name.en-us', 'modelType', 'isInventoryManaged', 'status', 'price.price', 'price.currencyCode', 'identifiers.ean', 'categories'],
        ...Array.from({ length: products }, (_, i) => [`p-${i}`, `Chair ${i}`, 'standard', i % 2 === 0, 'active', (i % 500) + 9.99, 'EUR', String(4006381000000 + i).padStart(14, '0'), `cat-${i % categories}`]),
      ],
    },
    { sheet: 'Stock', data: [['productCode', 'locationCode', 'quantity'], ...Array.from({ length: stock }, (_, i) => [`p-${i % products}`, 'main', i % 40])] },
  ];
  await writeExcelFile(sheets as never).toFile(path);
}

/** `runs` of the wizard's path and of the parser alone, in turn; the ratio run by run. */
function compare(label: string, importMode: string, floorMode: string, file: string, runs: number, expected: number, goal: number): BenchRow[] {
  const imports: SheetRun[] = [];
  const floors: SheetRun[] = [];
  for (let run = 0; run < runs; run++) {
    if (run % 2 === 1) floors.push(sheetRun(floorMode, file));
    imports.push(sheetRun(importMode, file));
    if (run % 2 === 0) floors.push(sheetRun(floorMode, file));
  }
  for (const r of imports) if (r.elements !== expected) throw new Error(`${label}: ${r.elements} elements checked, the file holds ${expected} rows`);
  const ratio = spreadOf(imports.map((r, i) => r.ms / floors[i]!.ms));
  const mb = Math.round(statSync(file).size / 1e6);
  return [
    {
      section: 'sheets',
      metric: `${label} (${mb} MB): read, mapped, made into the import file and checked`,
      value: median(imports.map((r) => r.ms)),
      unit: 'ms',
      reference: { label: 'the parser alone, ms', value: median(floors.map((r) => r.ms)) },
      ratio: ratio.median,
      spread: ratio,
      goal: `≤ ${goal}× the parser`,
      met: ratio.median <= goal,
    },
    {
      section: 'sheets',
      metric: `${label}: of that, reading and mapping / checking`,
      value: median(imports.map((r) => r.convertMs)),
      unit: 'ms',
      reference: { label: 'checking, ms', value: median(imports.map((r) => r.checkMs)) },
    },
    {
      section: 'sheets',
      metric: `${label}: peak memory of the process`,
      value: Math.max(...imports.map((r) => r.peakRssMb)),
      unit: 'MB',
      reference: { label: 'the parser alone, MB', value: Math.max(...floors.map((r) => r.peakRssMb)) },
      goal: '< 500 MB',
      met: Math.max(...imports.map((r) => r.peakRssMb)) < 500,
    },
  ];
}

interface ExportRun {
  elements: number;
  ms: number;
  bytes: number;
  peakRssMb: number;
}

const exportRun = (mode: 'json' | 'csv' | 'xlsx', rows: number): ExportRun => {
  const res = spawnSync(process.execPath, ['--max-old-space-size=8192', '--import', 'tsx', 'bench/sheets/exportRun.ts', mode, String(rows)], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (res.status !== 0) throw new Error(`export ${mode} failed: ${res.stderr.slice(0, 300)}`);
  return JSON.parse(res.stdout.trim().split('\n').at(-1)!) as ExportRun;
};

/**
 * Spreadsheets out: `rows` products exported as a German CSV file and as a workbook, each beside the
 * JSON export of the same products, run by run in turn (bench/sheets/exportRun.ts).
 */
export function benchSheetExport(rows: number, runs: number): BenchRow[] {
  const json: ExportRun[] = [];
  const sheets: Record<'csv' | 'xlsx', ExportRun[]> = { csv: [], xlsx: [] };
  for (let run = 0; run < runs; run++) {
    json.push(exportRun('json', rows));
    sheets.csv.push(exportRun('csv', rows));
    sheets.xlsx.push(exportRun('xlsx', rows));
  }
  return (['csv', 'xlsx'] as const).flatMap((format) => {
    const runsOf = sheets[format];
    for (const r of runsOf) if (r.elements !== rows) throw new Error(`export ${format}: ${r.elements} elements written, ${rows} read`);
    const ratio = spreadOf(runsOf.map((r, i) => r.ms / json[i]!.ms));
    const peak = Math.max(...runsOf.map((r) => r.peakRssMb));
    return [
      {
        section: 'sheets-out',
        metric: `export of ${rows.toLocaleString('en')} products as ${format === 'csv' ? 'a German CSV file' : 'a workbook'} (${(median(runsOf.map((r) => r.bytes)) / 1e6).toFixed(1)} MB)`,
        value: median(runsOf.map((r) => r.ms)),
        unit: 'ms',
        reference: { label: 'the JSON export, ms', value: median(json.map((r) => r.ms)) },
        ratio: ratio.median,
        spread: ratio,
        goal: '≤ 1.5× the JSON export',
        met: ratio.median <= 1.5,
      },
      {
        section: 'sheets-out',
        metric: `export as ${format === 'csv' ? 'CSV' : 'a workbook'}: peak memory of the process`,
        value: peak,
        unit: 'MB',
        reference: { label: 'the JSON export, MB', value: Math.max(...json.map((r) => r.peakRssMb)) },
        goal: '< 400 MB',
        met: peak < 400,
      },
    ];
  });
}

export async function benchSheets(csvRows: number, xlsxRows: number, runs: number): Promise<BenchRow[]> {
  const csv = join(tmpdir(), `bench-sheet-${csvRows}.csv`);
  const xlsx = join(tmpdir(), `bench-sheet-${xlsxRows}.xlsx`);
  try {
    await writeCsv(csv, csvRows);
    await writeWorkbook(xlsx, xlsxRows);
    return [
      ...compare(`CSV of ${csvRows.toLocaleString('en')} product rows`, 'csv-import', 'csv-parse', csv, runs, csvRows, 1.3),
      ...compare(`XLSX of ${xlsxRows.toLocaleString('en')} rows in 4 sheets`, 'xlsx-import', 'xlsx-read', xlsx, runs, xlsxRows, 1.3),
    ];
  } finally {
    await rm(csv, { force: true });
    await rm(xlsx, { force: true });
  }
}

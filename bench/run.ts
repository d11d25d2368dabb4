/**
 * `npm run bench`: what the merchant feels, each figure beside its reference measured in the same
 * run, so that a noisy machine still gives an honest ratio. Prints a table and writes
 * bench/results/latest.json.
 *
 *   npm run bench                      every section at full size
 *   npm run bench -- history first-load   only these sections
 *   npm run bench -- --quick           smaller files (a smoke run of the benchmark itself)
 *   npm run bench -- wizard --wizard-mb=1024   the real wizard's long tasks with a 1 GB file
 *   npm run bench -- wizard --wizard-trace --unminified   and what each long task did (a trace; names unminified)
 *   npm run bench -- catalog         the preview, snapshot and export against 100,000 products
 *   npm run bench -- catalog --catalog-elements=1000000   the same against a million
 *   npm run bench -- member-export     a fixed segment of 100,000 members exported as CSV
 *   npm run bench -- sheets            a CSV of 1,000,000 product rows and an XLSX of 100,000 rows in 4 sheets, beside their parsers
 *   npm run bench -- sheets --sheet-rows=200000   the CSV smaller
 *   npm run bench -- sheets-out                   spreadsheets out: 100,000 products as CSV and XLSX beside JSON
 *   npm run bench -- sheet-grid                   the wizard's grid of 100,000 rows with problems, scrolled at 4× slower CPU
 *   npm run bench -- sheet-grid --grid-cpu=1      the same at this machine's speed (`--grid-trace --unminified`: what its long frames did)
 *   npm run bench -- first-load --pages="import detail,segment page" --lighthouse-runs=5   Lighthouse on these pages only
 *   LIGHTHOUSE_REPORTS=bench/results/lighthouse npm run bench -- first-load   and keep each run's whole report
 *   npm run bench -- first-load --first-load-trace --unminified --lighthouse-runs=0   what each page's first load ran (a trace at 4× slower CPU)
 *
 * It takes free ports and builds the app for them into bench/.build, so it runs beside the demo.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchBuildDir, startPreview } from './lib/appServer';
import { freePort } from './lib/ports';
import { startMockProcess, type MockProcess } from './lib/mockProcess';
import { printTable, type BenchRow } from './lib/report';
import { benchBulkAdd } from './sections/bulkAdd';
import { benchCatalogWork } from './sections/catalogWork';
import { benchFileCheck } from './sections/fileCheck';
import { benchFirstLoad } from './sections/firstLoad';
import { benchHistory } from './sections/history';
import { benchMemberExport } from './sections/memberExport';
import { benchProcessing } from './sections/processing';
import { benchSheetGrid } from './sections/sheetGrid';
import { benchSheetExport, benchSheets } from './sections/sheets';
import { benchUpload } from './sections/upload';
import { benchWizardLongTasks } from './sections/wizardLongTasks';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const wanted = args.filter((a) => !a.startsWith('--'));
const argValue = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
/** the file the real wizard checks and uploads under 4× CPU throttling (`--wizard-mb=1024` for a gigabyte) */
const wizardMb = Number(argValue('wizard-mb') ?? (quick ? 10 : 200));
/** Lighthouse on these pages only (names as the first-load rows spell them, comma-separated), and how many runs */
const lighthousePages = argValue('pages')?.split(',').map((p) => p.trim()).filter(Boolean) ?? [];
const lighthouseRuns = Number(argValue('lighthouse-runs') ?? (quick ? 1 : 3));
/** the products the catalog section imports first and previews, snapshots and exports */
const catalogElements = Number(argValue('catalog-elements') ?? (quick ? 10_000 : 100_000));
const want = (name: string) => wanted.length === 0 || wanted.includes(name);

interface Context {
  mock: MockProcess;
  appUrl: string;
  close(): Promise<void>;
}

/** Free ports, taken once: the app is built for them (its API base and CSP are build-time). */
const ports = { api: await freePort(), upload: await freePort(), app: await freePort() };

/** The mock and the production build on the ports the build was made for. */
async function startAppAndMock(): Promise<Context> {
  const mock = await startMockProcess(ports.api, [`--upload-port=${ports.upload}`, '--pace=0']);
  const preview = await startPreview(ports.app);
  return {
    mock,
    appUrl: preview.url,
    async close() {
      await new Promise<void>((resolve) => preview.server.httpServer.close(() => resolve()));
      await mock.stop();
    },
  };
}

const sections: { name: string; run: (ctx: () => Promise<Context>) => Promise<BenchRow[]> }[] = [
  { name: 'file-check', run: () => benchFileCheck(quick ? [20] : [100, 400], quick ? 30 : 1024, quick ? 2 : 5, quick ? 20 : 100) },
  { name: 'upload', run: () => benchUpload(quick ? [20] : [100, 1024], quick ? 2 : 5) },
  { name: 'wizard', run: async (ctx) => benchWizardLongTasks((await ctx()).mock, (await ctx()).appUrl, wizardMb) },
  { name: 'first-load', run: async (ctx) => benchFirstLoad((await ctx()).mock, (await ctx()).appUrl, lighthouseRuns, lighthousePages, args.includes('--first-load-trace')) },
  { name: 'history', run: async (ctx) => benchHistory((await ctx()).mock, (await ctx()).appUrl, quick ? 2 : 5) },
  { name: 'bulk-add', run: async (ctx) => benchBulkAdd((await ctx()).mock, (await ctx()).appUrl, quick ? 1_000 : 5_000) },
  { name: 'processing', run: () => benchProcessing(quick ? 50_000 : 1_000_000, quick ? 2 : 5) },
  { name: 'catalog', run: async (ctx) => benchCatalogWork((await ctx()).mock, (await ctx()).appUrl, catalogElements) },
  { name: 'sheets', run: () => benchSheets(quick ? 20_000 : Number(argValue('sheet-rows') ?? 1_000_000), quick ? 10_000 : 100_000, quick ? 1 : 3) },
  { name: 'sheets-out', run: async () => benchSheetExport(quick ? 10_000 : 100_000, quick ? 1 : 3) },
  { name: 'sheet-grid', run: async (ctx) => benchSheetGrid((await ctx()).mock, (await ctx()).appUrl, quick ? 10_000 : 100_000) },
  { name: 'member-export', run: async (ctx) => benchMemberExport((await ctx()).mock, (await ctx()).appUrl, quick ? 10_000 : 100_000) },
];

async function main() {
  const unknown = wanted.filter((name) => !sections.some((s) => s.name === name));
  if (unknown.length) {
    console.error(`No such section: ${unknown.join(', ')}. The sections are: ${sections.map((s) => s.name).join(', ')}.`);
    process.exit(2);
  }
  console.log(`Building the app (production build, as users get it) into ${benchBuildDir} for API port ${ports.api}, uploads ${ports.upload}…`);
  // `--unminified`: function names a CPU profile can name (with `--wizard-trace`); figures only for attribution
  const minify = args.includes('--unminified') ? ['--minify', 'false'] : [];
  const build = spawnSync('npx', ['vite', 'build', '--outDir', benchBuildDir, '--emptyOutDir', ...minify], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_BASE_URL: `http://localhost:${ports.api}`,
      VITE_UPLOAD_ORIGINS: `http://localhost:${ports.upload} http://127.0.0.1:${ports.upload}`,
    },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  // started on first need, so that the sections with servers of their own can run beside other work
  const shared: { started?: Promise<Context> } = {};
  const context = () => (shared.started ??= startAppAndMock());
  const rows: BenchRow[] = [];
  const failures: string[] = [];
  try {
    for (const section of sections.filter((s) => want(s.name))) {
      console.log(`\n▶ ${section.name}`);
      const started = Date.now();
      try {
        const got = await section.run(context);
        rows.push(...got);
        for (const r of got) console.log(`  ${r.metric}: ${Math.round(r.value * 100) / 100} ${r.unit}`);
      } catch (e) {
        // a Playwright error quotes its whole call, 5,000 pasted lines and all: keep the gist
        const message = (e instanceof Error ? e.message : String(e)).slice(0, 400);
        failures.push(`${section.name}: ${message}`);
        console.error(`  ✗ ${section.name} failed: ${message}`);
      }
      console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await (await shared.started)?.close();
  }

  printTable(rows);
  mkdirSync('bench/results', { recursive: true });
  const report = { date: new Date().toISOString(), quick, node: process.version, rows, failures };
  writeFileSync('bench/results/latest.json', JSON.stringify(report, null, 2));
  console.log('\nWritten to bench/results/latest.json');
  if (failures.length) {
    console.error(`\n${failures.length} section(s) failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

void main();

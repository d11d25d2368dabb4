import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../../e2e/chromium';
import { kB, weighPages } from '../../scripts/pageWeight';
import { benchBuildDir } from '../lib/appServer';
import { tokenFor, type MockProcess } from '../lib/mockProcess';
import { spreadOf, type BenchRow } from '../lib/report';
import { traceFirstLoads } from './firstLoadTrace';

type Scores = { performance: number; accessibility: number; 'best practices': number };
const categories = ['performance', 'accessibility', 'best-practices'];

/** The gzip JavaScript each page needs (entry + its chunks), from the bench build's manifest: a stated figure, not a goal. */
function sizeRows(): BenchRow[] {
  const { entry, pages } = weighPages(benchBuildDir);
  const row = (name: string, bytes: number, files: number): BenchRow => ({
    section: 'first load',
    metric: `JavaScript to show: ${name} (${files} files, gzip)`,
    value: kB(bytes),
    unit: 'kB',
  });
  return [row('the shared entry (any page)', entry.gzipBytes, entry.files.length), ...pages.map((p) => row(p.name, p.gzipBytes, p.files.length))];
}

/** The demo merchant's pages, with an import and a fixed segment it really has. */
async function pageUrls(mock: MockProcess, appUrl: string) {
  const token = await tokenFor(mock.apiUrl, 'demo');
  const get = async <T>(path: string) =>
    (await (await fetch(`${mock.apiUrl}/merchants/demo${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;
  const { imports } = await get<{ imports: { ref?: string; importRef?: string }[] }>('/imports?limit=1&offset=0');
  const { segments } = await get<{ segments: { code: string; type: string }[] }>('/segments?limit=100&offset=0');
  // the public dialect (the mock's default) says `ref`, the brief one `importRef`
  const importRef = imports[0]?.ref ?? imports[0]?.importRef;
  const segment = segments.find((s) => s.type === 'fixed')?.code;
  if (!importRef || !segment) throw new Error('The demo merchant has no import or no fixed segment to measure');
  const m = `${appUrl}/demo`;
  return [
    { name: 'imports history', url: `${m}/settings/imports`, ready: 'table tbody tr' },
    { name: 'import detail', url: `${m}/settings/imports/${importRef}`, ready: 'h1' },
    { name: 'import wizard', url: `${m}/settings/imports/new`, ready: 'h1' },
    { name: 'export', url: `${m}/settings/imports/export`, ready: 'h1' },
    { name: 'snapshots', url: `${m}/settings/imports/snapshots`, ready: 'h1' },
    { name: 'sheet mappings', url: `${m}/settings/imports/mappings`, ready: 'h1' },
    { name: 'segments list', url: `${m}/segments`, ready: 'table tbody tr' },
    { name: 'new segment', url: `${m}/segments/new`, ready: 'h1' },
    { name: 'segment page', url: `${m}/segments/${segment}`, ready: 'h1' },
    { name: 'add members', url: `${m}/segments/${segment}/add-members`, ready: 'h1' },
    { name: 'add by list', url: `${m}/segments/${segment}/add-by-list`, ready: 'h1' },
    { name: 'remove by list', url: `${m}/segments/${segment}/remove-by-list`, ready: 'h1' },
  ];
}

type Lhr = { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> };

/** What made a performance score: the metrics Lighthouse weighs, printed as the run goes. */
const metricsOf = (lhr: Lhr | undefined) => {
  const ms = (audit: string) => Math.round(lhr?.audits[audit]?.numericValue ?? NaN);
  const cls = lhr?.audits['cumulative-layout-shift']?.numericValue ?? NaN;
  return `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, CLS ${cls.toFixed(3)}, SI ${ms('speed-index')} ms`;
};

const scoresOf = (lhr: Lhr | undefined): Scores => ({
  performance: lhr?.categories.performance?.score ?? 0,
  accessibility: lhr?.categories.accessibility?.score ?? 0,
  'best practices': lhr?.categories['best-practices']?.score ?? 0,
});

/**
 * The two presets the performance guard judges, with their goals (empty cache): the score, and on the
 * phone the total blocking time (what runs on the main thread between the first paint and the page
 * being usable), which the score weighs most.
 */
const presets = [
  { name: 'mobile', config: undefined, goal: 0.95, blockingGoalMs: 150 },
  { name: 'desktop', config: desktopConfig, goal: 0.98, blockingGoalMs: undefined },
] as const;

/**
 * Lighthouse on every page with an empty cache, on the mobile and the desktop preset, `runs` times.
 * The session is already there (it lives in the tab's sessionStorage, so Lighthouse runs in the tab
 * that signed in, with its own storage reset off and the HTTP cache cleared by us); the sign-in page
 * has no session, so Lighthouse's own reset gives its empty case.
 */
async function lighthouseRows(mock: MockProcess, appUrl: string, runs: number, only: readonly string[]): Promise<BenchRow[]> {
  // LIGHTHOUSE_REPORTS=dir keeps each run's whole report (its long tasks, its script costs) for a closer look
  const reportsDir = process.env.LIGHTHOUSE_REPORTS;
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  // LIGHTHOUSE_TRACES=dir keeps each run's own trace, with V8's sampling profiler on (it costs a little
  // time, so the scores of such a run are for attribution): `npx tsx bench/lighthouseTasks.ts dir` reads them
  const tracesDir = process.env.LIGHTHOUSE_TRACES;
  if (tracesDir) mkdirSync(tracesDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const flags = {
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: categories,
    disableStorageReset: true,
    ...(tracesDir ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  };
  // "page, preset" → category (and TBT) → one figure per run
  const scores = new Map<string, Map<string, number[]>>();
  const record = (key: string, lhr: Lhr | undefined) => {
    const byCategory = scores.get(key) ?? new Map<string, number[]>();
    scores.set(key, byCategory);
    const figures = {
      ...scoresOf(lhr),
      'total blocking time': lhr?.audits['total-blocking-time']?.numericValue ?? NaN,
      'largest contentful paint': lhr?.audits['largest-contentful-paint']?.numericValue ?? NaN,
    };
    for (const [category, score] of Object.entries(figures)) byCategory.set(category, [...(byCategory.get(category) ?? []), score]);
  };
  const keep = (file: string, result: Awaited<ReturnType<typeof lighthouse>>) => {
    if (reportsDir && result) writeFileSync(join(reportsDir, file), JSON.stringify(result.lhr));
    if (tracesDir && result) writeFileSync(join(tracesDir, file), JSON.stringify(result.artifacts.Trace));
  };
  const clearCache = async (page: Page) => {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  };
  try {
    const page = await browser.newPage();
    await page.goto(`${appUrl}/sign-in`);
    await page.locator('input[name=merchantCode]').fill('demo');
    await page.locator('input[name=username]').fill('demo');
    await page.locator('input[name=password]').fill('demo');
    await page.locator('button[type=submit]').click();
    await page.waitForSelector('table tbody tr');
    const targets = (await pageUrls(mock, appUrl)).filter((t) => only.length === 0 || only.includes(t.name));
    const withSignIn = only.length === 0 || only.includes('sign-in');
    for (let run = 0; run < runs; run++) {
      for (const preset of presets) {
        if (withSignIn) {
          const signIn = await browser.newPage();
          const result = await lighthouse(`${appUrl}/sign-in`, { ...flags, disableStorageReset: false }, preset.config, signIn);
          const lhr = result?.lhr as Lhr | undefined;
          keep(`sign-in-${preset.name}-${run + 1}.json`, result);
          record(`sign-in, ${preset.name}`, lhr);
          console.log(`  sign-in, ${preset.name}: performance ${scoresOf(lhr).performance} (${metricsOf(lhr)})`);
          await signIn.close();
        }
        for (const target of targets) {
          await clearCache(page);
          const result = await lighthouse(target.url, flags, preset.config, page);
          const lhr = result?.lhr as Lhr | undefined;
          keep(`${target.name.replaceAll(' ', '-')}-${preset.name}-${run + 1}.json`, result);
          record(`${target.name}, ${preset.name}`, lhr);
          console.log(`  ${target.name}, ${preset.name}: performance ${scoresOf(lhr).performance} (${metricsOf(lhr)})`);
        }
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  const rows: BenchRow[] = [];
  for (const [key, byCategory] of scores) {
    const preset = presets.find((p) => key.endsWith(`, ${p.name}`)) ?? presets[0];
    const goal = preset.goal;
    for (const [category, runFigures] of byCategory) {
      const spread = spreadOf(runFigures);
      const metric = `Lighthouse ${category}, ${key}, empty cache`;
      const ms = { section: 'first load', metric, value: Math.round(spread.median), unit: 'ms', spread };
      if (category === 'total blocking time')
        rows.push(preset.blockingGoalMs === undefined ? ms : { ...ms, goal: `≤ ${preset.blockingGoalMs} ms`, met: spread.median <= preset.blockingGoalMs });
      // stated beside the score: the guard holds it to not getting worse (docs/benchmark.md has the figures before)
      else if (category === 'largest contentful paint') rows.push(ms);
      else if (category === 'performance') rows.push({ section: 'first load', metric, value: spread.median, unit: '', spread, goal: `≥ ${goal}`, met: spread.median >= goal });
      else rows.push({ section: 'first load', metric, value: spread.median, unit: '', spread, goal: '≥ 0.95', met: spread.median >= 0.95 });
    }
  }
  return rows;
}

/**
 * Each page's JavaScript, and Lighthouse on every page with an empty cache on both presets, `runs` times
 * (the median is judged; 0: no Lighthouse); `only` names the pages to run Lighthouse on (none: all of
 * them); `trace`: first each page's load in a Chromium trace, and what its long tasks did.
 */
export async function benchFirstLoad(mock: MockProcess, appUrl: string, runs: number, only: readonly string[] = [], trace = false): Promise<BenchRow[]> {
  if (trace) await traceFirstLoads(appUrl, (await pageUrls(mock, appUrl)).filter((t) => only.length === 0 || only.includes(t.name)));
  return [...sizeRows(), ...(runs > 0 ? await lighthouseRows(mock, appUrl, runs, only) : [])];
}

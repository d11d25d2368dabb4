/**
 * Measures the import file checker in headless Chromium against the yardstick of file.text()
 * plus JSON.parse, on generated files, and prints the figures as JSON.
 *
 *   npx tsx bench/checker/run.ts [--mb=100] [--runs=3] [--pretty] [--entity=product] [--huge-mb=1024] [--single-worker] [--floor] [--heap] [--dev] [--url=http://localhost:5310]
 *
 * Without --url it builds the page (production build, as the app ships the checker) and serves
 * it; `--dev` uses the dev server instead. `runCheckerBench()` is exported for the project's
 * `npm run bench`.
 */
import { chromium } from '@playwright/test';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatedElement } from '../../src/engine/checker/testing/generateImportFile';
import { chromiumArgs, findChromium } from '../../e2e/chromium';
import type { CheckerBenchOptions, CheckerBenchResult } from './benchPage';
import { serveCheckerBench } from './server';
import { sampleWorkerHeaps, type HeapSampling } from './workerHeaps';

export interface CheckerBenchPlan {
  /** size of the file compared with the yardstick */
  megabytes: number;
  runs: number;
  pretty: boolean;
  entity: CheckerBenchOptions['entity'];
  /** also check a file this large, from disk, its last element wrong (the yardstick cannot read it whole); 0 = skip */
  hugeMegabytes: number;
  /** runs of the large file, alternating with its yardstick (default 1) */
  hugeRuns?: number;
  /** the yardstick of the compared case (default file.text() + JSON.parse) */
  baseline?: CheckerBenchOptions['baseline'];
  /** a running app server to use instead of starting one */
  url?: string;
  /** the dev server instead of a production build */
  dev?: boolean;
  /** also time the single-worker checker in every run */
  compareSingleWorker?: boolean;
  /** also time the floor of the compared file in every run (generated products and customers) */
  floor?: boolean;
  /** after the large file's runs, check it once more while sampling every worker's heap (CDP) */
  measureHeap?: boolean;
}

export interface CheckerBenchReport {
  compared: CheckerBenchResult;
  /** with what the file on disk was written with: its element count and the index of the broken last element */
  huge: (CheckerBenchResult & { generated: { elements: number; badIndex: number }; heap: HeapSampling | null }) | null;
}

/**
 * A product file of about `megabytes`, written to disk as a stream. With `breakLast` its LAST
 * element breaks a rule (an unknown modelType): the checker must read to the very end and say
 * which element it is.
 */
export async function writeProductFile(path: string, megabytes: number, breakLast: boolean): Promise<{ elements: number; badIndex: number }> {
  const target = megabytes * 1024 * 1024;
  const out = createWriteStream(path);
  let part = '[';
  let written = 0;
  let k = 0;
  for (;; k++) {
    const element = generatedElement('product', k);
    let text = JSON.stringify(element);
    const last = written + part.length + text.length + 2 >= target;
    if (last && breakLast) text = JSON.stringify({ ...element, modelType: 'not-a-model-type' });
    part += (k === 0 ? '' : ',') + text;
    if (last) break;
    if (part.length >= 4 * 1024 * 1024) {
      written += part.length;
      if (!out.write(part)) await once(out, 'drain');
      part = '';
    }
  }
  out.write(part + ']');
  out.end();
  await once(out, 'finish');
  return { elements: k + 1, badIndex: k };
}

export async function runCheckerBench(plan: CheckerBenchPlan): Promise<CheckerBenchReport> {
  const server = plan.url ? null : await serveCheckerBench({ dev: plan.dev });
  const base = plan.url ?? server!.base;
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, '--js-flags=--max-old-space-size=8192'] });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`${base}/bench/checker/index.html`);
    await page.waitForFunction(() => typeof window.runCheckerBench === 'function', undefined, { timeout: 60_000 });
    const options: CheckerBenchOptions = {
      megabytes: plan.megabytes,
      runs: plan.runs,
      pretty: plan.pretty,
      entity: plan.entity,
      baseline: plan.baseline ?? true,
      compareSingleWorker: plan.compareSingleWorker,
      floor: plan.floor,
    };
    const compared = await page.evaluate((o) => window.runCheckerBench(o), options);
    let huge: CheckerBenchReport['huge'] = null;
    if (plan.hugeMegabytes > 0) {
      // a file this large is written to disk and picked through the file input, as a merchant
      // would: Chromium cannot hold a 1 GB blob built in the page's memory and read it twice
      const path = join(tmpdir(), `checker-bench-${plan.entity}-${plan.hugeMegabytes}.json`);
      const generated = await writeProductFile(path, plan.hugeMegabytes, true);
      try {
        await page.setInputFiles('#file', path);
        const hugeOptions: CheckerBenchOptions = {
          megabytes: plan.hugeMegabytes,
          runs: plan.hugeRuns ?? 1,
          entity: 'product',
          baseline: 'stream',
          fromInput: true,
          compareSingleWorker: plan.compareSingleWorker,
          floor: true,
        };
        const measured = await page.evaluate((o) => window.runCheckerBench(o), hugeOptions);
        let heap: HeapSampling | null = null;
        if (plan.measureHeap) {
          // one more check alone, its workers' heaps sampled: nothing else runs in the page meanwhile
          const sampling = await sampleWorkerHeaps(browser);
          await page.evaluate((o) => window.runCheckerBench(o), { ...hugeOptions, runs: 1, baseline: false, compareSingleWorker: false, floor: false });
          heap = await sampling.stop();
        }
        huge = { ...measured, generated, heap };
      } finally {
        await rm(path, { force: true });
      }
    }
    return { compared, huge };
  } finally {
    await browser.close();
    await server?.close();
  }
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runCheckerBench({
    megabytes: Number(arg('mb') ?? 100),
    runs: Number(arg('runs') ?? 3),
    pretty: process.argv.includes('--pretty'),
    entity: (arg('entity') ?? 'product') as CheckerBenchOptions['entity'],
    hugeMegabytes: Number(arg('huge-mb') ?? 0),
    url: arg('url'),
    compareSingleWorker: process.argv.includes('--single-worker'),
    floor: process.argv.includes('--floor'),
    measureHeap: process.argv.includes('--heap'),
    dev: process.argv.includes('--dev'),
  });
  console.log(JSON.stringify(report, null, 2));
}

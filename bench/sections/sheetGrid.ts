/**
 * The wizard's grid of a sheet's rows (docs/spreadsheets.md), in the REAL wizard (production build,
 * signed in), the CPU 4× slower through CDP as in the wizard section: a CSV of 100,000 product rows,
 * every one with a price that is no number, dropped on the Products slot; then the grid scrolled by
 * the mouse wheel, by the keyboard (Page Down) and by jumps of its scrollbar (the middle, the end),
 * first through the rows with problems, then through every row. Each long animation frame (50 ms
 * or more, as the browser reports them) is counted, and the longest named.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium, signInThroughUi } from '../lib/browser';
import { anatomyOfLongTasks, describeAnatomy, traceCategories } from '../lib/longTaskTrace';
import type { MockProcess } from '../lib/mockProcess';
import type { BenchRow } from '../lib/report';

/** how much slower the CPU runs (`--grid-cpu=1` for this machine's own speed) */
const cpuSlowdown = Number(process.argv.find((a) => a.startsWith('--grid-cpu='))?.slice('--grid-cpu='.length) ?? 4);

/** `--grid-trace`: the scrolls also in a Chromium trace, each long task's anatomy printed (with `--unminified`, by function) */
const tracing = process.argv.includes('--grid-trace');

declare global {
  interface Window {
    benchGridFrames?: { duration: number; script: string }[];
  }
}

/** The default layout's headers, so the slot maps every column by itself; every row's price is `12,5O`, a letter for a digit. */
async function writeGridCsv(path: string, rows: number) {
  const out = createWriteStream(path);
  let part = 'code;name.de-de;name.en-us;modelType;isInventoryManaged;status;price.price;price.currencyCode;identifiers.ean\r\n';
  for (let i = 0; i < rows; i++) {
    part += `grid-${i};Stuhl Modell ${i};Chair model ${i};standard;${i % 2 ? 'Ja' : 'Nein'};active;12,5O;EUR;${String(4006381000000 + i).padStart(14, '0')}\r\n`;
    if (part.length > 1 << 20) {
      if (!out.write(part)) await once(out, 'drain');
      part = '';
    }
  }
  out.end(part);
  await once(out, 'finish');
}

/** Waits for the next two frames: the scroll's render has happened. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** The wheel, the keyboard and the scrollbar, on the grid of the page. */
async function scrollTheGrid(page: Page) {
  const grid = page.locator('.wizard-grid');
  const box = await grid.boundingBox();
  if (!box) throw new Error('the grid is not on the page');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 400);
    await frames(page);
  }
  await grid.focus();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('PageDown');
    await frames(page);
  }
  for (const share of [0.5, 1, 0.25, 0]) {
    await grid.evaluate((el, at) => (el.scrollTop = (el.scrollHeight - el.clientHeight) * at), share);
    await frames(page);
    // the rows in view arrive from the sheet's worker: their cells drawn (no input still waiting for its text) before the next jump
    await page.waitForFunction(() => document.querySelectorAll('.wizard-grid tbody input').length > 0 && document.querySelectorAll('.wizard-grid tbody input[readonly]').length === 0);
  }
}

export async function benchSheetGrid(_mock: MockProcess, appUrl: string, rows: number): Promise<BenchRow[]> {
  const path = join(tmpdir(), `bench-grid-${rows}.csv`);
  await writeGridCsv(path, rows);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await signInThroughUi(page, appUrl, 'demo');
    await page.goto(`${appUrl}/demo/settings/imports/new`);
    await page.getByRole('heading', { level: 1, name: 'New import' }).waitFor();
    await page.getByLabel('Products file', { exact: true }).setInputFiles(path);
    // the check of every row done, the grid open with the rows that have problems
    await page.locator('.wizard-grid').waitFor({ timeout: 10 * 60_000 });
    await page.waitForFunction(() => document.querySelectorAll('.wizard-grid tbody td.has-problem').length > 0, undefined, { timeout: 10 * 60_000 });
    const problemRows = await page.locator('.wizard-grid table').getAttribute('aria-rowcount');

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.evaluate(() => {
      window.benchGridFrames = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { scripts: { duration: number; invoker: string }[] })[]) {
          const longest = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
          window.benchGridFrames!.push({ duration: entry.duration, script: longest ? `${longest.invoker} (${Math.round(longest.duration)} ms)` : 'no script' });
        }
      }).observe({ type: 'long-animation-frame' });
    });
    const take = () => page.evaluate(() => window.benchGridFrames!.splice(0));
    const measured: { what: string; frames: { duration: number; script: string }[] }[] = [];

    const traced = async (scroll: () => Promise<void>) => {
      if (tracing) await browser.startTracing(page, { categories: traceCategories });
      await scroll();
      if (!tracing) return;
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as Parameters<typeof anatomyOfLongTasks>[0];
      for (const task of anatomyOfLongTasks(trace).slice(0, 5)) console.log(`    ${describeAnatomy(task)}`);
    };
    await take();
    await traced(() => scrollTheGrid(page));
    measured.push({ what: `the ${Number(problemRows) - 1} rows with problems`, frames: await take() });

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('checkbox', { name: 'Only rows with problems' }).uncheck();
    await page.waitForFunction((count) => document.querySelector('.wizard-grid table')?.getAttribute('aria-rowcount') === String(count + 1), rows);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await frames(page);
    await take();
    await traced(() => scrollTheGrid(page));
    measured.push({ what: `every row (${rows.toLocaleString('en')})`, frames: await take() });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    return measured.flatMap(({ what, frames: slow }) => {
      const longest = slow.reduce((max, f) => (f.duration > max.duration ? f : max), { duration: 0, script: '' });
      const label = `grid of a CSV of ${rows.toLocaleString('en')} rows with problems, ${cpuSlowdown === 1 ? 'CPU unthrottled' : `CPU ${cpuSlowdown}× slower`}, scrolling ${what}`;
      return [
        { section: 'sheet-grid', metric: `${label}: frames over 50 ms`, value: slow.length, unit: 'frames', goal: '0', met: slow.length === 0 },
        {
          section: 'sheet-grid',
          metric: `${label}: longest frame${longest.duration ? `, ${longest.script}` : ''}`,
          value: Math.round(longest.duration),
          unit: 'ms',
          goal: '≤ 50 ms',
          met: longest.duration <= 50,
        },
      ];
    });
  } finally {
    await browser.close();
    await rm(path, { force: true });
  }
}

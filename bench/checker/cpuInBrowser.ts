/**
 * The checker's cost in Chromium as CPU time, which a busy shared machine disturbs far less than
 * wall time: the same generated file is checked in ranges, by the single worker, and read whole
 * with file.text() + JSON.parse (the yardstick), in alternating order, and each check's CPU time
 * (all the browser's processes, from /proc) and wall time are printed, with medians.
 *
 *   npx tsx bench/checker/cpuInBrowser.ts [--mb=100] [--runs=5] [--dev]
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../e2e/chromium';
import { childrenCpuMs, cpuByThreadDuring } from './browserCpu';
import { serveCheckerBench } from './server';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const megabytes = Number(arg('mb') ?? 100);
const runs = Number(arg('runs') ?? 5);

const server = await serveCheckerBench({ dev: process.argv.includes('--dev') });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, '--js-flags=--max-old-space-size=8192'] });
try {
  const page = await browser.newPage();
  await page.goto(`${server.base}/bench/checker/index.html`);
  await page.waitForFunction(() => typeof window.prepareCheckerFile === 'function', undefined, { timeout: 60_000 });
  await page.evaluate((mb) => window.prepareCheckerFile(mb), megabytes);
  const kinds = ['ranges', 'cold', 'single', 'yardstick'] as const;
  const figures = new Map<string, { cpu: number[]; wall: number[] }>(kinds.map((k) => [k, { cpu: [], wall: [] }]));
  const threads = new Map<string, Map<string, number>>(kinds.map((k) => [k, new Map()]));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (let r = 0; r < runs; r++) {
    const order = r % 2 === 0 ? kinds : [...kinds].reverse();
    for (const kind of order) {
      const cpu = childrenCpuMs();
      const { value: wall, byName } = await cpuByThreadDuring(() => page.evaluate((k) => window.timeCheckerOnce(k), kind));
      const used = childrenCpuMs() - cpu;
      const sum = threads.get(kind)!;
      for (const [name, ms] of byName) sum.set(name, (sum.get(name) ?? 0) + ms / runs);
      figures.get(kind)!.cpu.push(used);
      figures.get(kind)!.wall.push(wall);
    }
  }
  console.log(`${megabytes} MB, ${runs} runs; CPU ms of the whole browser per check (median, all), wall ms (median)`);
  for (const [kind, f] of figures) {
    console.log(`${kind.padEnd(10)} CPU ${String(Math.round(median(f.cpu))).padStart(6)}  [${f.cpu.map(Math.round).join(' ')}]   wall ${Math.round(median(f.wall))}  [${f.wall.map(Math.round).join(' ')}]`);
  }
  for (const [kind, sum] of threads) {
    const shown = [...sum].filter(([, ms]) => Math.abs(ms) >= 20).sort((a, b) => b[1] - a[1]);
    console.log(`${kind}: mean CPU ms by thread name: ${shown.map(([n, ms]) => `${n} ${Math.round(ms)}`).join(', ')}`);
  }
  const ratio = (a: string, b: string) => median(figures.get(a)!.cpu.map((x, i) => x / figures.get(b)!.cpu[i]!));
  console.log(`CPU ranges ÷ yardstick ${ratio('ranges', 'yardstick').toFixed(2)}, single ÷ yardstick ${ratio('single', 'yardstick').toFixed(2)}`);
} finally {
  await browser.close();
  await server.close();
}


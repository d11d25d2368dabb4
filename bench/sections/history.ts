import type { Page } from '@playwright/test';
import { launchChromium, signInThroughUi } from '../lib/browser';
import type { MockProcess } from '../lib/mockProcess';
import { median, spreadOf, type BenchRow } from '../lib/report';

/**
 * From navigation to the history table showing its rows and its count, in ms. Checked on every
 * animation frame: a locator's backing-off polls (100, 250, 500 ms…) would round the figure up.
 */
async function timeToRows(page: Page, url: string) {
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(
    () =>
      document.querySelectorAll('table tbody tr').length > 0 &&
      [...document.querySelectorAll('[role=status]')].some((s) => /\bimports?\b/.test(s.textContent ?? '')),
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return Date.now() - started;
}

/**
 * History with 10,000 imports against the same with 10: first page, and the 50th page. Each run
 * times the three, in turns (the order rotating), so each ratio is taken run by run on the same load.
 */
export async function benchHistory(mock: MockProcess, appUrl: string, runs = 5): Promise<BenchRow[]> {
  await mock.control('/merchants', { code: 'bench-10k', imports: 10_000 });
  await mock.control('/merchants', { code: 'bench-10', imports: 10 });
  const browser = await launchChromium();
  try {
    const open = async (merchant: string, query: string) => {
      const page = await browser.newPage();
      await signInThroughUi(page, appUrl, merchant);
      const url = `${appUrl}/${merchant}/settings/imports${query}`;
      await timeToRows(page, url); // warm: the code is cached, as for a merchant who already uses the app
      return () => timeToRows(page, url);
    };
    const cases = [await open('bench-10', ''), await open('bench-10k', ''), await open('bench-10k', '?page=50')];
    const times: number[][] = [[], [], []];
    for (let run = 0; run < runs; run++) {
      for (let k = 0; k < cases.length; k++) {
        const which = (run + k) % cases.length;
        times[which]!.push(await cases[which]!());
      }
    }
    const [small, bigFirst, big50] = times as [number[], number[], number[]];
    const goal = '≤ 1.2× the 10-import case';
    const row = (metric: string, big: number[]): BenchRow => {
      const spread = spreadOf(big.map((t, i) => t / small[i]!));
      return { section: 'history', metric, value: median(big), unit: 'ms', reference: { label: '10 imports, ms', value: median(small) }, ratio: spread.median, spread, goal, met: spread.median <= 1.2 };
    };
    return [row('10,000 imports: first page shown', bigFirst), row('10,000 imports: 50th page shown', big50)];
  } finally {
    await browser.close();
  }
}

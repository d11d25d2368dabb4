import type { Page } from '@playwright/test';
import { launchChromium, signInThroughUi } from '../lib/browser';
import type { MockProcess } from '../lib/mockProcess';
import { median, type BenchRow } from '../lib/report';

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

/** History with 10,000 imports against the same with 10: first page, and the 50th page. */
export async function benchHistory(mock: MockProcess, appUrl: string, runs = 5): Promise<BenchRow[]> {
  await mock.control('/merchants', { code: 'bench-10k', imports: 10_000 });
  await mock.control('/merchants', { code: 'bench-10', imports: 10 });
  const browser = await launchChromium();
  try {
    const measure = async (merchant: string, query: string) => {
      const page = await browser.newPage();
      await signInThroughUi(page, appUrl, merchant);
      const url = `${appUrl}/${merchant}/settings/imports${query}`;
      await timeToRows(page, url); // warm: the code is cached, as for a merchant who already uses the app
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await timeToRows(page, url));
      await page.close();
      return median(times);
    };
    const smallFirst = await measure('bench-10', '');
    const bigFirst = await measure('bench-10k', '');
    const big50 = await measure('bench-10k', '?page=50');
    const goal = '≤ 1.2× the 10-import case';
    return [
      { section: 'history', metric: '10,000 imports: first page shown', value: bigFirst, unit: 'ms', reference: { label: '10 imports', value: smallFirst }, ratio: bigFirst / smallFirst, goal, met: bigFirst / smallFirst <= 1.2 },
      { section: 'history', metric: '10,000 imports: 50th page shown', value: big50, unit: 'ms', reference: { label: '10 imports', value: smallFirst }, ratio: big50 / smallFirst, goal, met: big50 / smallFirst <= 1.2 },
    ];
  } finally {
    await browser.close();
  }
}

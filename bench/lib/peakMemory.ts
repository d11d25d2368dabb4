import type { Browser, Page } from '@playwright/test';
import { sampleWorkerHeaps } from '../checker/workerHeaps';

/** The page's JavaScript heap and its workers', sampled while `work` runs: the largest sum, MB. */
export async function peakMemory(browser: Browser, page: Page, work: () => Promise<void>) {
  const workers = await sampleWorkerHeaps(browser);
  const cdp = await page.context().newCDPSession(page);
  let pagePeak = 0;
  let running = true;
  const pageLoop = (async () => {
    while (running) {
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      pagePeak = Math.max(pagePeak, usedSize);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  try {
    await work();
  } finally {
    running = false;
    await pageLoop;
  }
  const ms = performance.now() - started;
  const { peakBytes } = await workers.stop();
  return { ms, pageMb: pagePeak / 1e6, workersMb: peakBytes / 1e6 };
}

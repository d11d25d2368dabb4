import { launchChromium, signInThroughUi } from '../lib/browser';
import { anatomyOfLongTasks, describeAnatomy, traceCategories } from '../lib/longTaskTrace';

/** The mobile preset's CPU: Lighthouse simulates a phone as this machine's CPU 4× slower. */
const cpuSlowdown = 4;

export interface TracedPage {
  name: string;
  url: string;
  /** a CSS selector that is there once the page shows what it is for */
  ready: string;
}

/**
 * `first-load --first-load-trace`: each page's first load (empty cache, session already there) in a
 * Chromium trace at 4× slower CPU, as the mobile preset simulates it, and what each main-thread task
 * over 50 ms did (trace events by self time, the functions sampled in it, the app's own callers; with
 * `--unminified` the names are readable). A trace slows the page, so it attributes; it judges nothing.
 */
export async function traceFirstLoads(appUrl: string, pages: readonly TracedPage[]) {
  const browser = await launchChromium();
  try {
    for (const target of pages) {
      // the mobile preset's screen (Lighthouse's moto g power): a phone's layout, not the desktop's
      const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await signInThroughUi(page, appUrl, 'demo');
      await page.locator('table tbody tr').first().waitFor();
      // a blank page between, so that the measured load starts with nothing of the app in memory
      await page.goto('about:blank');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await browser.startTracing(page, { categories: traceCategories });
      await page.goto(target.url);
      await page.locator(target.ready).first().waitFor({ timeout: 60_000 });
      // the data's answers and the renders they cause come after the page's first state
      await page.waitForLoadState('networkidle');
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as Parameters<typeof anatomyOfLongTasks>[0];
      const tasks = anatomyOfLongTasks(trace);
      const blocking = tasks.reduce((sum, t) => sum + t.ms - 50, 0);
      console.log(`  ${target.name}: ${tasks.length} tasks over 50 ms at ${cpuSlowdown}× slower CPU, ${blocking} ms over 50 ms in all`);
      for (const t of tasks) console.log(`    ${describeAnatomy(t)}`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

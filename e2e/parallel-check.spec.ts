import type { Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { generatedElement } from '../src/engine/checker/testing/generateImportFile';
import { expect, expectNoAxeViolations, signInThroughUi, test } from './fixtures';

/**
 * The production build checks a file over the parallel threshold (8 MB) in byte ranges: the check
 * worker starts range workers of its own (nested workers, allowed by the CSP's worker-src 'self'),
 * and the result is the whole file's: a key repeated far from its first element, and the broken
 * last element, each named with its index.
 */
const wizardPath = (merchant: string) => `/${merchant}/settings/imports/new`;
const slot = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** About `megabytes` of products; element 1's key comes again near the end, the last element is broken. */
const writeLargeFile = (path: string, megabytes = 12) => {
  const parts: string[] = [];
  let bytes = 0;
  let n = 0;
  while (bytes < megabytes * 1024 * 1024) {
    const text = JSON.stringify(generatedElement('product', n));
    parts.push(text);
    bytes += text.length + 1;
    n++;
  }
  const repeated = n - 1000;
  parts[repeated] = JSON.stringify({ ...generatedElement('product', repeated), code: generatedElement('product', 1).code });
  parts[n - 1] = JSON.stringify({ ...generatedElement('product', n - 1), modelType: 'not-a-model-type' });
  writeFileSync(path, `[${parts.join(',')}]`);
  return { elements: n, repeated, last: n - 1 };
};

test('a 12 MB file is checked in byte ranges by nested workers, with the whole file\'s findings', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const path = test.info().outputPath('products-12mb.json');
  const file = writeLargeFile(path);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  await signInThroughUi(page, wizardPath(accounts.demo.merchant), accounts.demo);
  await page.getByLabel('Products file', { exact: true }).setInputFiles(path);
  const products = slot(page, 'Products');
  await expect(products.getByText('products-12mb.json has 2 problems in 2 elements')).toBeVisible({ timeout: 60_000 });
  await expect(products.getByRole('row').filter({ hasText: `repeats the key P00000001 of element 2` })).toContainText((file.repeated + 1).toLocaleString('en'));
  await expect(products.getByRole('row').filter({ hasText: 'modelType' })).toContainText((file.last + 1).toLocaleString('en'));
  // announced: every element counted
  await expect(page.getByRole('status').filter({ hasText: /^products-12mb\.json checked:/ })).toHaveText(
    `products-12mb.json checked: ${file.elements.toLocaleString('en')} elements, 2 problems.`,
  );
  // the check worker and its range workers (at least two)
  expect(workers.filter((url) => /rangeWorker/.test(url)).length, workers.join(', ')).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
});

test('removing a file while it is checked ends the check worker and every range worker', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const path = test.info().outputPath('products-60mb.json');
  writeLargeFile(path, 60);
  // the range workers that check the file: the page makes them ready before a file is chosen (once
  // the file is removed, it makes the next ones ready, which stay)
  const ranges: Promise<unknown>[] = [];
  let chosen = false;
  page.on('worker', (worker) => {
    if (!chosen && /rangeWorker/.test(worker.url())) ranges.push(worker.waitForEvent('close', { timeout: 30_000 }));
  });

  await signInThroughUi(page, wizardPath(accounts.demo.merchant), accounts.demo);
  await expect.poll(() => ranges.length).toBeGreaterThanOrEqual(2);
  // the file is removed the moment its check shows progress, from within the page: a click sent by
  // the test after it saw the progress could come after a quick check had ended
  await page.evaluate((name) => {
    const state = window as unknown as { removedWhileChecking?: boolean };
    const observer = new MutationObserver(() => {
      const checking = document.querySelector('[role="progressbar"][aria-valuetext*="so far"]');
      const remove = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === `Remove ${name}`);
      if (!checking || !remove) return;
      observer.disconnect();
      remove.click();
      state.removedWhileChecking = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }, 'products-60mb.json');
  chosen = true;
  await page.getByLabel('Products file', { exact: true }).setInputFiles(path);
  await expect.poll(() => page.evaluate(() => (window as unknown as { removedWhileChecking?: boolean }).removedWhileChecking), { timeout: 30_000 }).toBe(true);
  const products = slot(page, 'Products');
  await expect(products.getByText(/products-60mb\.json/)).toHaveCount(0);
  // the range workers would otherwise run to the end of their ranges and then wait for the merge
  await Promise.all(ranges);
});

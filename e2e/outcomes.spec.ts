import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, resetFaults, setFaults, test } from './fixtures';

/**
 * Outcomes that cannot be misread, and a way to act on failures: an import in which some
 * elements fail reads "Finished with N failures" (amber) everywhere, its failures are grouped by
 * cause, downloadable as CSV, and the same file chosen again gives a file of only those elements.
 */
test.describe.configure({ mode: 'serial' });

// 20 products; every fourth names a category the catalog does not have: the service fails those 5
const products = Array.from({ length: 20 }, (_, i) => ({
  code: `outcome-${String(i + 1).padStart(2, '0')}`,
  name: { 'en-us': `Outcome product ${i + 1}` },
  modelType: 'standard',
  isInventoryManaged: true,
  status: 'active',
  categories: [{ code: i % 4 === 3 ? 'no-such-category' : 'shirts' }],
  options: [],
  extras: [],
  properties: [],
  importType: 'AC',
}));
const productsFile = { name: 'outcome-products.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(products, null, 2)) };

test.afterEach(async ({ accounts }) => {
  await resetFaults(accounts.demo.merchant);
});

test('some failed: amber "Finished with 5 failures" everywhere, grouped, downloadable, and fixable from the same file', async ({ signedIn: page, accounts }) => {
  const merchant = accounts.demo.merchant;
  // the catalog service cannot be asked while the file is checked, so the checker can only warn
  // about the unknown category (it would block it otherwise); the service then fails those 5
  await setFaults(merchant, { failNext: { catalog: 6 } });
  await page.goto(`/${merchant}/settings/imports/new`);
  await page.getByLabel('Products file', { exact: true }).setInputFiles(productsFile);
  const slot = page.getByRole('region', { name: 'Products' });
  await slot.getByRole('radio', { name: /Partial/ }).check();
  await expect(slot.getByText(/^outcome-products\.json is ready/)).toBeVisible();
  // with the catalog out of reach there is nothing to take a snapshot of
  await page.getByRole('radio', { name: 'No snapshot' }).check();
  await page.getByRole('button', { name: 'Import 1 file' }).click();

  // the wizard's banner: amber, in words
  const banner = page.getByRole('main').getByRole('status').filter({ hasText: /^Import finished with 5 failures: / });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toHaveClass(/alert-warning/);
  await expect(page).toHaveTitle(new RegExp(`^Import finished with 5 failures · ${merchant}`));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Products' }) });
  // the card's badge names the state; its number is said once, in the card's sentence
  await expect(card.getByText('Finished with failures')).toBeVisible();
  // the stacked bar's text equivalent adds up to the file's 20 elements
  await expect(card.getByRole('progressbar', { name: 'Products processed' })).toHaveAttribute('aria-valuetext', /^20 elements: 15 \w+, 5 failed\.$/);
  await expect(card.getByText('5 failed', { exact: false })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // the detail page: grouped by cause, each group opening onto its elements
  await page.getByRole('link', { name: 'See the log of this import' }).first().click();
  const failures = page.getByRole('region', { name: 'Failed elements' });
  await expect(failures.getByText('By cause (1 cause): open a cause to see its elements.')).toBeVisible();
  const group = failures.locator('summary', { hasText: 'category "no-such-category" does not exist in catalog default — 5 elements' });
  await group.click();
  await expect(failures.getByRole('listitem').filter({ hasText: /^element 4 \(outcome-04\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const [csv] = await Promise.all([page.waitForEvent('download'), failures.getByRole('button', { name: 'Download the failed elements (.csv)' }).click()]);
  const csvText = await readFile((await csv.path())!, 'utf8');
  expect(csvText.split('\r\n')[0]).toBe('Entity,Element,Key,Field,Reason');
  expect(csvText).toContain('Products,4,outcome-04,category,"category ""no-such-category"" does not exist in catalog default"');

  // fix and re-import: another file is refused, the same file gives the 5 failed elements
  const fix = page.getByRole('region', { name: 'Fix the failed products' });
  await fix.getByLabel('Products file of this import').setInputFiles({ ...productsFile, buffer: Buffer.from(JSON.stringify(products.slice(0, 19))) });
  await expect(fix.getByRole('alert')).toContainText('This file has 19 elements; the imported file had 20');
  await fix.getByLabel('Products file of this import').setInputFiles(productsFile);
  await expect(fix.getByText('Same file: 5 failed elements written.')).toBeVisible();
  const [json] = await Promise.all([page.waitForEvent('download'), fix.getByRole('link', { name: /^Download outcome-products-failed\.json/ }).click()]);
  const failed = JSON.parse(await readFile((await json.path())!, 'utf8')) as { code: string }[];
  expect(failed.map((p) => p.code)).toEqual(['outcome-04', 'outcome-08', 'outcome-12', 'outcome-16', 'outcome-20']);
  await expect(fix.getByRole('link', { name: 'Import the corrected file as a partial import' })).toHaveAttribute('href', /preset=product%3Apartial%3Adefault/);
  await expectNoAxeViolations(page);

  // the history: the same reading, and the "with failures" filter finds it
  await page.goto(`/${merchant}/settings/imports?status=withFailures`);
  await expect(page.getByRole('row').filter({ hasText: 'Finished with 5 failures' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('history at 360 px: every import readable without scrolling sideways, failures stand out', async ({ signedIn: page, accounts }) => {
  const merchant = accounts.demo.merchant;
  await page.setViewportSize({ width: 360, height: 740 });
  // the imports with failures: other journeys may have pushed the seeded one off the first page
  await page.goto(`/${merchant}/settings/imports?status=withFailures`);
  await expect(page.getByText('Finished with 150 failures').first()).toBeVisible();
  // neither the page nor the list scrolls sideways: each import is a card
  const overflow = await page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ...[...document.querySelectorAll('.table-wrap')].map((el) => el.scrollWidth - el.clientWidth),
    ),
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const card = page.getByRole('row').filter({ hasText: 'Finished with 150 failures' });
  await expect(card.locator('td[data-label="Failed"]')).toHaveText('150');
  await expect(card.getByRole('img', { name: /150 failed/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ImportRecord } from '../src/contract';
import { apiRequestsSeen, expect, expectNoAxeViolations, mockApi, seededImports, signInThroughUi, test as base, type Account } from './fixtures';

/**
 * Settings → Imports as a logbook: the seeded history (26 imports of merchant demo in every
 * status), paged and filtered in the URL, and the detail page of a finished, an aborted and a
 * running import. Other specs add imports to the same merchant while these run, so assertions
 * hold for "at least the seed", never for exact totals.
 */

const entities = (i: ImportRecord) => i.entityFiles.map((f) => f.entity).sort().join(',');
const fileTotal = (i: ImportRecord, entity: string) => i.entityFiles.find((f) => f.entity === entity)?.total;

async function knownImports(who: Account) {
  const all = await seededImports(who);
  const find = (what: string, test: (i: ImportRecord) => boolean) => {
    const found = all.find(test);
    if (!found) throw new Error(`The seed has no ${what}`);
    return found;
  };
  return {
    // attributes, categories and products, 640 products with 12 failures
    finished: find('finished three-file import', (i) => i.status === 'finished' && entities(i) === 'attribute,category,product' && fileTotal(i, 'product') === 640),
    // the categories file was not an array, so the products were skipped
    aborted: find('aborted import', (i) => i.status === 'aborted' && entities(i) === 'category,product' && fileTotal(i, 'product') === 220),
    // products 40 % done, frozen in that state by the seed
    running: find('running import', (i) => i.status === 'processing' && entities(i) === 'attribute,product' && fileTotal(i, 'product') === 1200),
    // the draft from three days ago: other specs' drafts are younger, and so earlier in the list
    draft: all.findLast((i) => i.status === 'new' && entities(i) === 'attribute,product') ?? find('import not started', () => false),
  };
}

/** The worker's demo merchant's imports: the history's and a detail page's addresses, and its seeded imports. */
interface Shop {
  who: Account;
  /** the history page */
  history: string;
  detail: (ref: string) => string;
  /** signs in through the sign-in page straight onto `path` */
  open: (path: string) => Promise<void>;
  known: () => ReturnType<typeof knownImports>;
}

const test = base.extend<{ shop: Shop }>({
  shop: async ({ page, accounts }, use) => {
    const who = accounts.demo;
    const history = `/${who.merchant}/settings/imports`;
    await use({
      who,
      history,
      detail: (ref) => `${history}/${encodeURIComponent(ref)}`,
      open: (path) => signInThroughUi(page, path, who),
      known: () => knownImports(who),
    });
  },
});

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

/**
 * Proves that the page calls the API no more for a while of its own time, without waiting for it:
 * the page's clock (installed before the page loaded) is paused and run 30 s forward, firing every
 * timer due meanwhile, so a page that polls (every second while an import runs) would call many
 * times. The marker call then shows every call those timers made has been counted, and that the
 * counter counts.
 */
async function expectNoApiCallsFor30s(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(mockApi)) calls.push(r.url());
  });
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.clock.runFor(30_000);
  const marker = await apiRequestsSeen(page);
  expect(calls).toEqual([marker]);
  await page.clock.resume();
}

test.describe('import history', () => {
  test('filters by status and pages through the seeded history, all held in the URL', async ({ page, shop }) => {
    await shop.open(shop.history);
    await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByRole('link', { name: 'New import' })).toHaveAttribute('href', `${shop.history}/new`);

    // page 2 holds the rest of the seed (26 imports and whatever other tests added)
    const pages = page.getByRole('navigation', { name: 'Pages of imports' });
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(pages).toContainText('page 2 of');
    await expect(rows(page).first()).toBeVisible();
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(page).not.toHaveURL(/page=/);

    await page.getByLabel('Status').selectOption({ label: 'Aborted' });
    await expect(page).toHaveURL(/[?&]status=aborted\b/);
    await expect(page.getByRole('status').filter({ hasText: 'matching: status Aborted' })).toBeVisible();
    const statusCells = rows(page).locator('td:nth-child(2)');
    expect(await statusCells.count()).toBeGreaterThanOrEqual(5);
    for (const text of await statusCells.allTextContents()) expect(text).toContain('Aborted');

    await page.getByLabel('Status').selectOption({ label: 'All statuses' });
    await expect(rows(page)).toHaveCount(25);
  });

  test('on a laptop screen a row is whole in view: its results and its actions without scrolling sideways', async ({ page, shop }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await shop.open(shop.history);
    await expect(rows(page)).toHaveCount(25);
    const table = page.getByRole('table');
    // the table's frame scrolls sideways only when the table is wider than it
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    const actions = rows(page).first().getByRole('button', { name: /^Actions for import / });
    const box = (await actions.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  });

  test("on a phone each import is a card whose values stand beside their names, the parts of a cell too", async ({ page, shop }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await shop.open(shop.history);
    await expect(rows(page)).toHaveCount(25);
    const ended = rows(page).filter({ hasText: /took \d+ sec/ }).first();
    const status = (await ended.locator('.badge').boundingBox())!;
    const bar = (await ended.getByRole('img', { name: /^Elements of import / }).boundingBox())!;
    const started = (await ended.locator('time').nth(1).boundingBox())!;
    const took = (await ended.getByText(/^took \d+ sec$/).boundingBox())!;
    // the second part of a cell starts where its first does, not under the name
    expect(Math.abs(bar.x - status.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(took.x - started.x)).toBeLessThanOrEqual(1);
  });

  test('searches by import reference and says when nothing matches', async ({ page, shop }) => {
    const { aborted } = await shop.known();
    await shop.open(shop.history);
    await page.getByRole('searchbox', { name: 'Import reference' }).fill(`  ${aborted.importRef}  `);
    await page.getByRole('searchbox', { name: 'Import reference' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]ref=${aborted.importRef}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: `Import ${aborted.importRef}` })).toBeVisible();
    // copying is on the detail page: no per-row Copy button
    await expect(page.getByRole('button', { name: `Copy import reference ${aborted.importRef}` })).toHaveCount(0);

    // the 8 characters the table shows find it too
    await page.getByRole('searchbox', { name: 'Import reference' }).fill(aborted.importRef.slice(0, 8));
    await page.getByRole('button', { name: 'Find import' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]ref=${aborted.importRef.slice(0, 8)}(&|$)`));
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: `Import ${aborted.importRef}` })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Import reference' }).fill('zz-no-such-ref');
    await page.getByRole('button', { name: 'Find import' }).click();
    await expect(page.locator('.empty-title')).toHaveText('No import with a reference containing zz-no-such-ref');
    // the status line says the same to screen readers
    await expect(page.getByRole('status').filter({ hasText: 'No import with a reference containing' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).not.toHaveURL(/ref=/);
    await expect(rows(page)).toHaveCount(25);
  });

  test('a filtered view survives a reload, and a page of finished imports stays quiet', async ({ page, shop }) => {
    await page.clock.install();
    await shop.open(`${shop.history}?status=finished`);
    await expect(page.getByLabel('Status')).toHaveValue('finished');
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('finished');
    await expect(rows(page).first()).toContainText('Finished');
    await expectNoApiCallsFor30s(page);
  });

  test('rows of running imports refresh themselves', async ({ page, shop }) => {
    await shop.open(`${shop.history}?status=processing`);
    await expect(rows(page).first()).toContainText('Processing');
    await expect(rows(page).first()).toContainText('% processed');
    await page.waitForRequest((r) => r.url().startsWith(`${mockApi}/merchants/${shop.who.merchant}/imports`) && r.url().includes('processing'), { timeout: 5000 });
  });

  test("a row's menu copies the import reference, with the keyboard, and the page stays accessible with it open", async ({ page, context, shop }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { aborted } = await shop.known();
    await shop.open(`${shop.history}?ref=${aborted.importRef}`);
    await expect(rows(page)).toHaveCount(1);
    const menuButton = page.getByRole('button', { name: `Actions for import ${aborted.importRef}` });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for import ${aborted.importRef}` });
    // only what the row's link does not: its first item is the copy
    await expect(menu.getByRole('menuitem', { name: 'Copy import reference' })).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Open the import' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Import reference ${aborted.importRef} copied to the clipboard.`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(aborted.importRef);
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  test('the history page has no axe violations, full or empty', async ({ page, shop }) => {
    await shop.open(shop.history);
    await expect(rows(page)).toHaveCount(25);
    await expectNoAxeViolations(page);
    await page.goto(`${shop.history}?ref=no-such-import`);
    await expect(page.locator('.empty-title')).toHaveText('No import with a reference containing no-such-import');
    await expectNoAxeViolations(page);
  });
});

test.describe('import detail', () => {
  test('a finished import: cards in processing order, counts, and its log', async ({ page, shop }) => {
    const { finished } = await shop.known();
    await page.clock.install();
    await shop.open(shop.history);
    await page.getByRole('searchbox', { name: 'Import reference' }).fill(finished.importRef);
    await page.getByRole('button', { name: 'Find import' }).click();
    await page.getByRole('link', { name: `Import ${finished.importRef}` }).click();

    await expect(page).toHaveURL(shop.detail(finished.importRef));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(finished.importRef.slice(0, 8));
    await expect(page.getByRole('status').filter({ hasText: 'Finished' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Entity files' }).getByRole('region');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Attributes', 'Categories', 'Products']);
    const products = page.getByRole('region', { name: 'Products', exact: true });
    await expect(products).toContainText('Full (replace all)');
    await expect(products).toContainText('default');
    await expect(products.getByRole('progressbar', { name: 'Products processed' })).toHaveAttribute('aria-valuenow', '100');
    await expect(products.getByRole('progressbar', { name: 'Products processed' })).toHaveAttribute('aria-valuetext', '640 elements: 628 imported, 12 failed.');

    const log = page.getByRole('region', { name: 'Log', exact: true });
    await expect(log.getByRole('table')).toContainText('Import finished');
    await log.getByLabel('Level').selectOption('error');
    await expect(page).toHaveURL(/logLevel=error/);
    await expect(log.locator('tbody tr').first()).toContainText('Error');
    await expect(log.locator('tbody tr').first()).toContainText(/element \d+/);
    for (const text of await log.locator('tbody tr td:nth-child(2)').allTextContents()) expect(text).toBe('Error');

    // a finished import makes no more calls
    await expectNoApiCallsFor30s(page);

    await expect(page.getByRole('link', { name: 'Import again' })).toHaveAttribute('href', /\/settings\/imports\/new\?preset=attribute%3Afull%2Ccategory%3Afull%3Adefault%2Cproduct%3Afull%3Adefault$/);
  });

  test('an aborted import: the failed and skipped files, its log, and a download of the whole log', async ({ page, shop }) => {
    const { aborted } = await shop.known();
    await shop.open(shop.detail(aborted.importRef));
    await expect(page.getByRole('status').filter({ hasText: 'Aborted' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Categories' })).toContainText('Failed');
    await expect(page.getByRole('region', { name: 'Products' })).toContainText('Skipped');

    const log = page.getByRole('region', { name: 'Log', exact: true });
    await expect(log).toContainText('The category file was rejected');
    await log.getByLabel('Entity').selectOption({ label: 'Products' });
    await expect(log.locator('tbody tr')).toHaveCount(1);
    await expect(log).toContainText('Skipped the product file');

    const [download] = await Promise.all([page.waitForEvent('download'), log.getByRole('button', { name: 'Download the whole log (.txt)' }).click()]);
    expect(download.suggestedFilename()).toBe(`import-${aborted.importRef}-log.txt`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain(`Log of import ${aborted.importRef}`);
    expect(text).toContain('Status: Aborted');
    // the whole log, whatever the filter on screen
    expect(text).toContain('The category file was rejected');
    expect(text).toContain('Skipped the product file');
    await expect(log.getByRole('status').filter({ hasText: 'Downloaded the whole log' })).toHaveCount(1);
  });

  test('a running import shows its progress and keeps polling', async ({ page, shop }) => {
    const { running } = await shop.known();
    await shop.open(shop.detail(running.importRef));
    await expect(page.getByRole('status').filter({ hasText: 'Processing' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Products processed' })).toHaveAttribute('aria-valuenow', '39');
    // the import as a whole: the very number the history shows for it
    await expect(page.getByRole('progressbar', { name: 'All files together processed' })).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByRole('progressbar', { name: 'Attributes processed' })).toHaveAttribute('aria-valuenow', '100');
    await page.goto(`${shop.history}?ref=${running.importRef}`);
    await expect(rows(page).first()).toContainText('40% processed');
    await page.waitForRequest((r) => r.url().startsWith(`${mockApi}/merchants/${shop.who.merchant}/imports`), { timeout: 5000 });
  });

  test('a draft import offers to continue in the wizard', async ({ page, shop }) => {
    const { draft } = await shop.known();
    await shop.open(shop.detail(draft.importRef));
    await expect(page.getByRole('status').filter({ hasText: 'Not started' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue this import in the wizard' })).toHaveAttribute('href', `${shop.history}/new/${draft.importRef}`);
  });

  test('a deep link with log filters survives a reload', async ({ page, shop }) => {
    const { finished } = await shop.known();
    await shop.open(`${shop.detail(finished.importRef)}?logLevel=error&logEntity=product`);
    const log = page.getByRole('region', { name: 'Log', exact: true });
    await expect(log.getByLabel('Level')).toHaveValue('error');
    await expect(log.getByLabel('Entity')).toHaveValue('product');
    await page.reload();
    await expect(log.getByLabel('Level')).toHaveValue('error');
    await expect(log.locator('tbody tr').first()).toContainText('Products');
  });

  test('an unknown or foreign reference says the import was not found', async ({ page, shop, accounts }) => {
    await shop.open(shop.detail('no-such-import'));
    await expect(page.getByRole('heading', { level: 1, name: 'Import not found' })).toBeVisible();
    await expect(page.getByText('no-such-import')).toBeVisible();

    // an import of another merchant (acme has a seeded history of its own)
    const [acmeImport] = await seededImports(accounts.acme);
    await page.goto(shop.detail(acmeImport!.importRef));
    await expect(page.getByRole('heading', { level: 1, name: 'Import not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Imports' }).click();
    await expect(page).toHaveURL(shop.history);
  });

  test('the detail page has no axe violations, wide and 360 px narrow', async ({ page, shop }) => {
    const { finished, aborted } = await shop.known();
    await shop.open(shop.detail(finished.importRef));
    await expect(page.getByRole('region', { name: 'Log', exact: true }).getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(shop.detail(aborted.importRef));
    await expect(page.getByRole('region', { name: 'Log', exact: true }).getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

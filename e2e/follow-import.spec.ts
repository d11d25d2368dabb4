import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, resetFaults, setFaults, signInThroughUi, test } from './fixtures';

/**
 * Following an import without watching it: the estimate of its end while it runs, the tab's title
 * and one browser notification when it ends with the tab in the background, and who started it in
 * the history. As the worker's acme merchant, whose imports run at a slow pace here, into its
 * outlet catalog.
 */
const products = Array.from({ length: 600 }, (_, i) => ({
  code: `follow-${String(i).padStart(3, '0')}`,
  name: { 'en-us': `Followed product ${i}` },
  modelType: 'standard',
  isInventoryManaged: false,
  price: { price: 10 + i, currencyCode: 'EUR' },
}));
const productsFile = { name: 'followed.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(products)) };

/** The browser's notifications, recorded as shown; the tab's visibility, set by the test (a headless tab is always visible). */
const recordNotificationsAndVisibility = (page: Page) =>
  page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    const Real = window.Notification;
    class Recorded {
      static get permission() {
        return Real.permission;
      }
      static requestPermission = () => Real.requestPermission();
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible'), configurable: true });
    Object.defineProperty(document, 'hidden', { get: () => hidden, configurable: true });
    Object.assign(window, {
      Notification: Recorded,
      shownNotifications: shown,
      setHidden: (value: boolean) => {
        hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });

/** The seconds the estimate says are left, or null while there is none. */
const secondsLeft = async (page: Page) => {
  const text = (await page.locator('.import-estimate').first().textContent()) ?? '';
  const m = /about (?:(\d+) min)? ?(?:(\d+) sec)? left/.exec(text);
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : null;
};

test.afterEach(async ({ accounts }) => resetFaults(accounts.acme.merchant));

test('an import followed from the tab: an estimate that counts down, then the title and one notification say how it ended', async ({ page, context, accounts }) => {
  test.setTimeout(120_000);
  const merchant = accounts.acme.merchant;
  await context.grantPermissions(['notifications']);
  await recordNotificationsAndVisibility(page);
  // 20 elements a second: 600 products take 30 s
  await setFaults(merchant, { pace: 20, maxFileSeconds: 0 });
  await signInThroughUi(page, `/${merchant}/settings/imports/new`, accounts.acme);
  await page.getByLabel('Products file', { exact: true }).setInputFiles(productsFile);
  const slot = page.getByRole('region', { name: 'Products', exact: true });
  await slot.getByRole('radio', { name: /Partial/ }).check();
  // the outlet catalog: the other journeys of this merchant count the default catalog's products
  await slot.getByLabel('Catalog code for products').fill('outlet');
  await expect(slot.getByText(/^followed\.json is ready/)).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 file' }).click();

  // asked once, when it is useful: never on page load
  await page.getByRole('button', { name: 'Tell me when it ends' }).click();
  await expect(page.getByText('You will be told when it ends, also with the tab in the background.')).toBeVisible();
  await expect(page.locator('.import-estimate')).toHaveText(/^(Estimating when it ends…|[\d,]+ elements a second · about .+ left)$/);
  await expect.poll(() => secondsLeft(page), { timeout: 15_000 }).not.toBeNull();
  const first = (await secondsLeft(page))!;
  await expect.poll(() => secondsLeft(page), { timeout: 15_000 }).toBeLessThan(first);
  await expectNoAxeViolations(page);

  // the merchant goes to another tab; the import ends meanwhile
  await page.evaluate(() => (window as unknown as { setHidden: (h: boolean) => void }).setHidden(true));
  await expect.poll(() => page.title(), { timeout: 60_000 }).toMatch(/^✓ Import finished · /);
  const shown = await page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications);
  expect(shown).toEqual([{ title: '✓ Import finished', body: expect.stringMatching(/^Import finished: 600 created, 0 updated, 0 deleted, 0 failed/) }]);
  await expect(page.locator('.import-estimate')).toHaveCount(0);
  // back on the tab: the page's own title again
  await page.evaluate(() => (window as unknown as { setHidden: (h: boolean) => void }).setHidden(false));
  await expect.poll(() => page.title()).not.toMatch(/^✓/);

  // the history says who started it, and finds it by that name
  await page.goto(`/${merchant}/settings/imports`);
  await page.getByLabel('Started by').fill(accounts.acme.user);
  await page.getByRole('button', { name: 'Filter by user' }).click();
  await expect(page.getByRole('status').filter({ hasText: `matching: started by ${accounts.acme.user}` })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(accounts.acme.user);
  await expect(rows.nth(1)).toContainText('Finished');
  await expectNoAxeViolations(page);
});

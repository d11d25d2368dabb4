import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, resetFaults, setFaults, test } from './fixtures';

/**
 * The live view under a changing network: Chromium's own network emulation (DevTools protocol)
 * slows the connection, cuts it and brings it back while the file uploads and the import runs.
 * Whatever the network did, the view must reach the end the service reached.
 */
test.describe.configure({ mode: 'serial' });

const attributes = (count: number) =>
  JSON.stringify(
    Array.from({ length: count }, (_, i) => ({
      code: `live-${String(i).padStart(5, '0')}`,
      type: 'text',
      use: 'property',
      name: { 'en-us': `Live attribute ${i} with a longer name, so that the file takes a while to upload` },
    })),
  );

const kbps = (n: number) => (n * 1024) / 8;

async function network(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return (conditions: { offline?: boolean; latency: number; down: number; up: number }) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: conditions.offline ?? false,
      latency: conditions.latency,
      downloadThroughput: conditions.down,
      uploadThroughput: conditions.up,
    });
}

test.afterEach(async ({ accounts }) => {
  await resetFaults(accounts.demo.merchant);
});

test('the live view reaches the end while the network slows, drops and speeds up', async ({ signedIn: page, accounts }) => {
  const merchant = accounts.demo.merchant;
  // slow enough that the network changes happen while the import runs
  await setFaults(merchant, { pace: 40 });
  const emulate = await network(page);
  await page.goto(`/${merchant}/settings/imports/new`);
  await page.getByLabel('Attributes file', { exact: true }).setInputFiles({ name: 'live.json', mimeType: 'application/json', buffer: Buffer.from(attributes(600)) });
  await page.getByRole('region', { name: 'Attributes' }).getByRole('radio', { name: /Partial/ }).check();
  await expect(page.getByRole('region', { name: 'Attributes' }).getByText(/^live\.json is ready/)).toBeVisible();

  // slow during the upload…
  await emulate({ latency: 300, down: kbps(400), up: kbps(400) });
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  await expect(page.getByRole('heading', { name: /^(Progress|Outcome)$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Updated (just now|\d+ s ago)$/)).toBeVisible();
  // …fast for a moment, then cut, then slow again, while the import runs
  await emulate({ latency: 0, down: -1, up: -1 });
  await emulate({ offline: true, latency: 0, down: 0, up: 0 });
  await expect(page.getByText(/Connection lost, retrying/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Refresh now' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await emulate({ latency: 800, down: kbps(200), up: kbps(200) });
  await emulate({ latency: 0, down: -1, up: -1 });

  const outcome = page.getByRole('main').getByRole('status').filter({ hasText: /^Import finished/ });
  await expect(outcome).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Connection lost, retrying/)).toBeHidden();
  await expectNoAxeViolations(page);
});

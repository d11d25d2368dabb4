import { readFile, writeFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { importList } from '../src/contract';
import { expect, expectNoAxeViolations, mockApi, signInThroughUi, test, type Account } from './fixtures';

/**
 * Safety and security journeys (issue 12). They sign in as the worker's acme merchant where they
 * change data or end tokens, so the demo merchant's journeys running beside them are not disturbed.
 */
const wizardPath = (merchant: string) => `/${merchant}/settings/imports/new`;

const attribute = (code: string) => ({ code, type: 'text', use: 'property', name: { 'en-us': code } });
const attributesFile = (codes: string[]) => JSON.stringify(codes.map(attribute), null, 2);

const slot = (page: Page, title: string) => page.getByRole('region', { name: title });

const signInAsAcme = async (page: Page, acme: Account, path = '/') => {
  await signInThroughUi(page, path, acme);
  await expect(page.getByRole('banner')).toContainText(acme.merchant);
};

const apiToken = async (who: Account) => {
  const res = await fetch(`${mockApi}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', username: who.user, password: who.password, tenantType: 'merchant', tenantId: who.merchant }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
};

const acmeImportsWithSource = async (acme: Account, source: string) => {
  const token = await apiToken(acme);
  const res = await fetch(`${mockApi}/merchants/${acme.merchant}/imports?limit=100&filter=${encodeURIComponent(JSON.stringify({ source }))}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  // read as the app reads it, so the same helper serves both dialects of the mock
  return importList.parse(await res.json()).imports;
};

/**
 * Signs in as acme and opens a second tab from the app, which starts with a copy of the session as
 * "duplicate tab" does; `refused` collects every refresh the token endpoint refuses from then on (a
 * refresh token spent twice is refused), and `expireTokens` makes the mock expire the access tokens.
 */
async function twoTabsOfOneSession(page: Page, context: BrowserContext, acme: Account) {
  await signInAsAcme(page, acme, `/${acme.merchant}/segments`);
  await expect(page.getByRole('heading', { level: 1, name: /segments/i })).toBeVisible();
  const [second] = await Promise.all([context.waitForEvent('page'), page.evaluate((m) => window.open(`/${m}/settings/imports`), acme.merchant)]);
  await expect(second.getByRole('heading', { level: 1, name: /imports/i })).toBeVisible();
  const refused: number[] = [];
  context.on('response', (r) => {
    if (r.url().endsWith('/oauth/token') && r.status() !== 200) refused.push(r.status());
  });
  const expireTokens = async () => {
    const res = await fetch(`${mockApi}/__control/tokens/expire?merchant=${acme.merchant}`, { method: 'POST' });
    expect(res.ok).toBe(true);
  };
  return { second, refused, expireTokens };
}

test.describe('the app under attack and bad luck', () => {
  test('(3) pages are served with headers that forbid framing', async ({ request, accounts }) => {
    for (const path of ['/', '/sign-in', `/${accounts.demo.merchant}/settings/imports`]) {
      const res = await request.get(path);
      const headers = res.headers();
      expect(headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('(4) a browser that refuses session storage gets a working app that says a reload signs out', async ({ page, accounts }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await signInThroughUi(page, '/', accounts.demo);
    await expect(page.getByRole('heading', { level: 1, name: /imports/i })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'does not let the app remember your session' })).toContainText('reloading');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Segments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /segments/i })).toBeVisible();
  });

  test('(2) sign-out revokes the tokens and clears what the session kept in the tab', async ({ page, accounts }) => {
    const { merchant } = accounts.demo;
    await signInThroughUi(page, '/', accounts.demo);
    await expect(page.getByRole('heading', { level: 1, name: /imports/i })).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('merchant-admin.session')!) as { accessToken: string; refreshToken: string });
    // a wizard draft of this merchant, as the wizard keeps it
    await page.evaluate((m) => sessionStorage.setItem(`merchant-admin:import-wizard:${m}:some-import`, '{"slots":[],"triggerAttempted":false}'), merchant);
    expect((await fetch(`${mockApi}/merchants/${merchant}/imports`, { headers: { Authorization: `Bearer ${session.accessToken}` } })).status).toBe(200);

    const revoked = page.waitForResponse((r) => r.url().endsWith('/oauth/revoke') && r.status() === 200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Merchant Admin' })).toBeVisible();
    await revoked;

    const left = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('merchant-admin')));
    expect(left).toEqual([]);
    await expect
      .poll(async () => (await fetch(`${mockApi}/merchants/${merchant}/imports`, { headers: { Authorization: `Bearer ${session.accessToken}` } })).status)
      .toBe(401);
    const refreshed = await fetch(`${mockApi}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken }),
    });
    expect(refreshed.status).toBe(401);
  });

  test('(14) repeated wrong passwords make sign-in wait, and the page says how long', async ({ page, accounts }) => {
    const who = { ...accounts.demo, user: `guesser-${Date.now()}`, password: 'wrong' };
    await page.goto('/sign-in');
    await page.getByLabel('Merchant code').fill(who.merchant);
    await page.getByLabel('User name').fill(who.user);
    for (let i = 0; i < 5; i += 1) {
      await page.getByLabel('Password').fill(`${who.password}-${i}`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/oauth/token'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect((await answered).status()).toBe(401);
      await expect(page.getByRole('alert')).toContainText('not right');
    }
    await page.getByLabel('Password').fill('one more');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(/Too many failed sign-ins for this user\. For your safety, try again in \d+ seconds\./);
    await expect(page.getByLabel('User name')).toHaveValue(who.user);
    await expectNoAxeViolations(page);
  });

  test('(7) two tabs of one session refreshing together both carry on', async ({ page, context, accounts }) => {
    const { second, refused, expireTokens } = await twoTabsOfOneSession(page, context, accounts.acme);
    await expireTokens();
    await Promise.all([page.reload(), second.reload()]);
    for (const tab of [page, second]) {
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tab.getByRole('table').first()).toBeVisible();
      await expect(tab.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
    }
    // both tabs go on with data after a further round of calls
    await page.getByRole('link', { name: 'Imports' }).click();
    await second.getByRole('link', { name: 'Segments' }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(second.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
    await expect(second.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test('(7) two tabs whose tokens expire together, both acting at once, in 20 rounds: one refresh a round, never a sign-in', async ({ page, context, accounts }) => {
    test.setTimeout(180_000);
    const { second, refused, expireTokens } = await twoTabsOfOneSession(page, context, accounts.acme);
    let refreshes = 0;
    context.on('response', (r) => {
      if (r.url().endsWith('/oauth/token') && r.status() === 200) refreshes++;
    });
    for (let round = 0; round < 20; round++) {
      await expireTokens();
      const before = refreshes;
      // both tabs load at once, each with the expired token (a reload keeps no data: each table waits for a call that succeeded)
      await Promise.all([page.reload(), second.reload()]);
      for (const tab of [page, second]) {
        await expect(tab.getByRole('table').first()).toBeVisible();
        await expect(tab.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
      }
      expect(refreshes - before, `round ${round + 1}`).toBe(1);
    }
    expect(refused).toEqual([]);
  });

  test('(7) three tabs refreshing together, and a tab opened while a refresh is on its way, all carry on with one refresh', async ({ page, context, accounts }) => {
    const { second, refused, expireTokens } = await twoTabsOfOneSession(page, context, accounts.acme);
    const [third] = await Promise.all([context.waitForEvent('page'), page.evaluate((m) => window.open(`/${m}/segments`), accounts.acme.merchant)]);
    await expect(third.getByRole('heading', { level: 1, name: /segments/i })).toBeVisible();
    let refreshes = 0;
    context.on('response', (r) => {
      if (r.url().endsWith('/oauth/token') && r.status() === 200) refreshes++;
    });
    await expireTokens();
    await Promise.all([page.reload(), second.reload(), third.reload()]);
    for (const tab of [page, second, third]) {
      await expect(tab.getByRole('table').first()).toBeVisible();
      await expect(tab.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
    }
    expect(refreshes).toBe(1);

    // the refresh held on its way until a new tab, opened with a copy of the spent session, waits for it
    await third.close();
    await second.close();
    await expireTokens();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/oauth/token', async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest((r) => r.url().endsWith('/oauth/token'));
    await page.getByRole('link', { name: 'Imports' }).click();
    await asked;
    const [late] = await Promise.all([context.waitForEvent('page'), page.evaluate((m) => window.open(`/${m}/segments`), accounts.acme.merchant)]);
    await expect(late.getByRole('heading', { level: 1, name: /segments/i })).toBeVisible();
    release();
    for (const tab of [page, late]) {
      await expect(tab.getByRole('table').first()).toBeVisible();
      await expect(tab.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
    }
    expect(refreshes).toBe(2);
    expect(refused).toEqual([]);
  });

  test('(7) a tab that was away while another refreshed picks up the new session on its return', async ({ page, context, accounts }) => {
    const { second, refused, expireTokens } = await twoTabsOfOneSession(page, context, accounts.acme);
    // the second tab leaves the app, so it cannot hear the first tab's hand-over
    await second.goto('about:blank');
    await expireTokens();
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/oauth/token'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('table').first()).toBeVisible();
    // back in the app with the token the first tab spent: it asks for its successor instead of spending it again
    await second.goBack();
    await expect(second.getByRole('heading', { level: 1, name: /imports/i })).toBeVisible();
    await expect(second.getByRole('table').first()).toBeVisible();
    await expect(second.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
    await second.getByRole('link', { name: 'Segments' }).click();
    await expect(second.getByRole('table').first()).toBeVisible();
    await expect(second.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
    expect(refused).toEqual([]);
  });
});

test.describe('following imports without a connection', () => {
  test('(9) offline or service down: the page says so, and recovers by itself', async ({ signedIn: page, context }) => {
    const notice = (title: string) => page.getByRole('main').getByRole('status').filter({ hasText: title });
    await expect(page.getByRole('table')).toBeVisible();

    await context.setOffline(true);
    await expect(notice('You are offline')).toBeVisible();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await expect(notice('You are offline')).toHaveCount(0);

    // the service stops answering while the page follows its running imports
    await page.route(`${mockApi}/**`, (route) => route.abort('connectionrefused'));
    await expect(notice('The service cannot be reached right now')).toBeVisible({ timeout: 20_000 });
    await page.unroute(`${mockApi}/**`);
    await expect(notice('The service cannot be reached right now')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('table')).toBeVisible();
  });
});

test.describe('the import wizard under bad luck', () => {
  test.describe.configure({ mode: 'serial' });

  test('(1) a file changed on disk after its check is checked again, never uploaded unchecked', async ({ page, accounts }, testInfo) => {
    const path = testInfo.outputPath('attributes.json');
    await writeFile(path, attributesFile(['sec-a', 'sec-b', 'sec-c', 'sec-d']));
    await signInAsAcme(page, accounts.acme, wizardPath(accounts.acme.merchant));
    await page.getByLabel('Attributes file', { exact: true }).setInputFiles(path);
    await expect(slot(page, 'Attributes').getByText(/^attributes\.json is ready/)).toBeVisible();
    await expect(slot(page, 'Attributes')).toContainText('4');

    // replaced on disk between the check and the upload
    await writeFile(path, attributesFile(['sec-a']));
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') uploads.push(r.url());
    });
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('4 elements');
    await dialog.getByRole('button', { name: /import 1 file/i }).click();

    await expect(slot(page, 'Attributes')).toContainText('attributes.json changed on disk after it was checked, so it was not uploaded');
    expect(uploads).toEqual([]);
    await expectNoAxeViolations(page);

    // Chromium will not read the changed file through the old handle: it is chosen again and
    // checked as it is now, and the confirmation names what the file now holds
    await page.getByLabel('Attributes file', { exact: true }).setInputFiles(path);
    await expect(slot(page, 'Attributes').getByText(/^attributes\.json is ready/)).toBeVisible();
    // the import exists now: the button uploads to it
    await page.getByRole('button', { name: 'Upload 1 file and start the import' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('1 element');
    await page.getByRole('alertdialog').getByRole('button', { name: /1 file/i }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^Import finished: / })).toBeVisible({ timeout: 30_000 });
    expect(uploads).toHaveLength(1);
  });

  test('(5) the problems CSV neutralises spreadsheet formulas', async ({ page, accounts }, testInfo) => {
    const path = testInfo.outputPath('formula.json');
    const evil = '=HYPERLINK("http://evil.example","Click")';
    await writeFile(path, JSON.stringify([{ code: evil, type: 'nope', use: 'property', name: { 'en-us': 'x' } }, { code: '@SUM(1+1)', type: 'nope', use: 'property', name: { 'en-us': 'y' } }]));
    await signInAsAcme(page, accounts.acme, wizardPath(accounts.acme.merchant));
    await page.getByLabel('Attributes file', { exact: true }).setInputFiles(path);
    const download = slot(page, 'Attributes').getByRole('button', { name: /download/i });
    await expect(download).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const csv = await readFile((await file.path())!, 'utf8');
    const cells = csv.split(/\r\n/).flatMap((line) => line.split(','));
    expect(cells.filter((c) => /^"?[=+\-@\t\r]/.test(c))).toEqual([]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example""`);
    expect(csv).toContain(`,'@SUM(1+1),`);
  });

  test('(8) an upload address that keeps expiring is explained in plain words, not the service\'s timestamp', async ({ page, accounts }, testInfo) => {
    const path = testInfo.outputPath('attributes.json');
    await writeFile(path, attributesFile(['sec-expiring']));
    await signInAsAcme(page, accounts.acme, wizardPath(accounts.acme.merchant));
    // every address has expired by the time the file arrives (this page only)
    await page.route(/\/uploads\//, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: JSON.stringify({ code: 'AccessDenied', message: 'This upload address expired at 2025-06-01T12:00:00.000Z; ask for a new one' }),
          })
        : route.fallback(),
    );
    await page.getByLabel('Attributes file', { exact: true }).setInputFiles(path);
    await expect(slot(page, 'Attributes').getByText(/^attributes\.json is ready/)).toBeVisible();
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /import 1 file/i }).click();
    await expect(slot(page, 'Attributes')).toContainText('The upload of attributes.json failed', { timeout: 20_000 });
    await expect(slot(page, 'Attributes')).toContainText('The upload address kept expiring before the file could be sent');
    await expect(slot(page, 'Attributes')).not.toContainText('2025-06-01T12:00:00');
  });

  test('(8) a refused drop of a thousand files names the count and the first few', async ({ page, accounts }) => {
    await signInAsAcme(page, accounts.acme, wizardPath(accounts.acme.merchant));
    const zone = page.getByRole('button', { name: 'Choose or drop the attributes file (.json, .csv or .xlsx)' });
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      for (let i = 0; i < 1000; i += 1) dt.items.add(new File(['[]'], `file-${String(i).padStart(4, '0')}.json`, { type: 'application/json' }));
      return dt;
    });
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    const notice = slot(page, 'Attributes').getByText(/^Drop one file at a time/);
    await expect(notice).toHaveText('Drop one file at a time: 1,000 files were dropped (file-0000.json, file-0001.json, file-0002.json and 997 more). Nothing was changed.');
  });

  test('(6) a create whose answer is lost is adopted, not created twice', async ({ page, accounts }, testInfo) => {
    const path = testInfo.outputPath('attributes.json');
    await writeFile(path, attributesFile(['sec-lost']));
    await signInAsAcme(page, accounts.acme, wizardPath(accounts.acme.merchant));
    let source: string | null = null;
    await page.route(`${mockApi}/merchants/${accounts.acme.merchant}/imports`, async (route) => {
      if (route.request().method() !== 'POST' || source !== null) return route.fallback();
      source = (route.request().postDataJSON() as { source: string }).source;
      await route.fetch(); // the service creates the import…
      await route.abort('timedout'); // …and its answer never arrives
    });
    await page.getByLabel('Attributes file', { exact: true }).setInputFiles(path);
    await expect(slot(page, 'Attributes').getByText(/^attributes\.json is ready/)).toBeVisible();
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /import 1 file/i }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^Import finished: / })).toBeVisible({ timeout: 30_000 });

    expect(source).toMatch(/^Merchant Admin: started by acme; files: attributes\.json; attempt \w+$/);
    const imports = await acmeImportsWithSource(accounts.acme, source!);
    expect(imports).toHaveLength(1);
    expect(page.url()).toContain(imports[0]!.importRef);
  });
});

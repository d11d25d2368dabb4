import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mockApi, resetFaults, setFaults, test as base } from './fixtures';

/**
 * The import wizard's journeys in Chromium against the mock platform: files checked in the
 * browser, uploaded to the upload host with faults switched on, started once, followed live.
 * The faults are the worker's merchant's switches in the mock, so the journeys run one after another.
 */
/** the worker's demo merchant, whose wizard the journeys use and whose faults they set */
const test = base.extend<{ merchant: string }>({
  merchant: async ({ accounts }, use) => use(accounts.demo.merchant),
});
test.describe.configure({ mode: 'serial' });

const files = 'e2e/fixtures/import-files/';
const wizardPath = (merchant: string) => `/${merchant}/settings/imports/new`;

const slot = (page: Page, title: string) => page.getByRole('region', { name: title });
const choose = (page: Page, title: string, name: string) => page.getByLabel(`${title} file`, { exact: true }).setInputFiles(files + name);
const ready = (page: Page, title: string, name: string) =>
  expect(slot(page, title).getByText(new RegExp(`^${name.replace('.', '\\.')} is ready`))).toBeVisible();
/**
 * The slot's status that says `text`: a slot has its live region, which announces each change, and
 * while a file is checked or sent also a progress line with the same role, so it is found by what it says.
 */
const announcement = (page: Page, title: string, text: string | RegExp) => slot(page, title).getByRole('status').filter({ hasText: text });
const outcome = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^Import finished: / });
const finished = (page: Page) => expect(outcome(page)).toBeVisible({ timeout: 30_000 });

/** What the mock holds now, read through its test control route. */
const entityKeys = async (merchant: string, entity: string) => {
  const res = await fetch(`${mockApi}/__control/merchants/${merchant}/entities/${entity}?catalogCode=default`);
  const body = (await res.json()) as { items: { key: string }[] };
  return body.items.map((i) => i.key).sort();
};

test.afterEach(async ({ merchant }) => {
  await resetFaults(merchant);
});

test.describe('the import wizard', () => {
  test('imports attributes, categories and products to the end, with the counts the files imply', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    await expect(page.getByRole('heading', { level: 1, name: 'New import' })).toBeVisible();
    await expectNoAxeViolations(page);

    await choose(page, 'Attributes', 'attributes.json');
    await choose(page, 'Categories', 'categories.json');
    await choose(page, 'Products', 'products.json');
    await ready(page, 'Attributes', 'attributes.json');
    await ready(page, 'Categories', 'categories.json');
    await ready(page, 'Products', 'products.json');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Import 3 files' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Full imports delete what their files do not contain' });
    // each file's preview gives what it will change (the catalog is what earlier journeys left): its elements add up
    for (const [name, title, elements] of [['attributes.json', 'Attributes', 4], ['categories.json', 'Categories', 5], ['products.json', 'Products', 8]] as const) {
      const line = new RegExp(`${name.replace('.', '\\.')} \\(${title}, full, ${elements} elements\\): (\\d+) new · (\\d+) changed · (\\d+) unchanged · \\d+ to delete\\.`);
      await expect(dialog).toContainText(line);
      const counts = line.exec((await dialog.textContent()) ?? '')!.slice(1, 4).map(Number);
      expect(counts.reduce((a, b) => a + b)).toBe(elements);
    }
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete missing and import 3 files' }).click();

    await expect(page).toHaveURL(new RegExp(`/${merchant}/settings/imports/new/[\\w-]+$`));
    await expect(page.getByRole('heading', { name: /^(Progress|Outcome)$/ })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await finished(page);
    await expect(page).toHaveTitle(new RegExp(`^Import finished · ${merchant}`));
    await expectNoAxeViolations(page);

    const importRef = page.url().split('/').at(-1)!;
    await expect(page.getByRole('link', { name: 'See the log of this import' }).first()).toHaveAttribute('href', `/${merchant}/settings/imports/${importRef}`);
    for (const [title, total] of [['Attributes', 4], ['Categories', 5], ['Products', 8]] as const) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
      await expect(card).toContainText(`${total} elements`);
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      // every element went in (created, or updated where an earlier run made it), none failed: said once, in the bar's sentence
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuetext', new RegExp(`^${total} elements, all \\w+\\.`));
    }
    expect(await entityKeys(merchant, 'product')).toEqual(
      ['canvas-belt', 'chino-navy', 'chino-olive', 'gift-card', 'linen-shirt', 'oxford-shirt-navy', 'oxford-shirt-white', 'wool-scarf'],
    );
  });

  test('a partial file with D elements really deletes', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    await choose(page, 'Attributes', 'attributes.json');
    await choose(page, 'Categories', 'categories.json');
    await choose(page, 'Products', 'products.json');
    await ready(page, 'Products', 'products.json');
    await page.getByRole('button', { name: 'Import 3 files' }).click();
    await page.getByRole('button', { name: 'Delete missing and import 3 files' }).click();
    await finished(page);

    await page.getByRole('link', { name: 'Start another import' }).click();
    await choose(page, 'Products', 'products-partial.json');
    await slot(page, 'Products').getByRole('radio', { name: /Partial/ }).check();
    await ready(page, 'Products', 'products-partial.json');
    await expect(slot(page, 'Products').getByText('products-partial.json is ready: 2 products to add or change, 2 to delete.')).toBeVisible();
    // partial only: no deletion to confirm
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    await finished(page);
    await expect(outcome(page)).toContainText('1 created, 1 updated, 2 deleted, 0 failed');
    const products = await entityKeys(merchant, 'product');
    expect(products).toContain('chino-stone');
    expect(products).not.toContain('gift-card');
    expect(products).not.toContain('canvas-belt');
  });

  test('a bad file is blocked with its message; the others are kept', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    await choose(page, 'Attributes', 'attributes.json');
    await choose(page, 'Categories', 'syntax-error.json');
    await choose(page, 'Products', 'object-not-array.json');
    // each slot announces its check in its own live region, and shows it
    await expect(announcement(page, 'Categories', 'syntax-error.json checked: it cannot be imported.')).toContainText('(line 13, column 5, in element 2)');
    await expect(slot(page, 'Categories').getByText('syntax-error.json cannot be imported', { exact: true })).toBeVisible();
    await expect(announcement(page, 'Products', 'object-not-array.json checked: it cannot be imported.')).toContainText('The file holds a single JSON object, not an array.');
    await ready(page, 'Attributes', 'attributes.json');
    await expect(page.getByRole('button', { name: 'Import 3 files' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await choose(page, 'Inventory', 'duplicate-key.json');
    await expect(slot(page, 'Inventory').getByText('This looks like a products file', { exact: true })).toBeVisible();
    await choose(page, 'Products', 'wrong-enum.json');
    await expect(slot(page, 'Products').getByRole('table')).toContainText('modelType');
    await expectNoAxeViolations(page);
    expect(page.url()).toMatch(/\/new$/);
  });

  test('the shorter wizard: a chosen file is one line, a full file with importType switches to partial, uploads show at the top', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    await expect(page.getByText(/Choose one JSON file per entity type/)).toBeVisible();
    // full and partial explained once, not per slot
    await expect(page.getByText(/the file is the complete set of its kind/)).toHaveCount(1);
    await choose(page, 'Products', 'import-type-in-full.json');
    const products = slot(page, 'Products');
    await expect(products.getByText('import-type-in-full.json has 1 problem in 1 element', { exact: true })).toBeVisible();
    await expect(products.getByRole('button', { name: 'Choose or drop the products file (.json, .csv or .xlsx)' })).toHaveCount(0);
    const line = products.getByRole('group', { name: 'The products file: import-type-in-full.json' });
    // the problem is said once, in the report: the line names the file and its size
    await expect(line).toContainText(/import-type-in-full\.json · [\d.,]+ (bytes|[kMG]B)/);
    await expect(line).not.toContainText('problem');
    await expect(line.getByRole('button', { name: 'Replace import-type-in-full.json' })).toBeVisible();
    await expect(line.getByRole('button', { name: 'Remove import-type-in-full.json' })).toBeVisible();
    await expectNoAxeViolations(page);

    await products.getByRole('button', { name: 'Switch this file to partial' }).click();
    await ready(page, 'Products', 'import-type-in-full.json');
    await expect(products.getByRole('radio', { name: 'Partial' })).toBeChecked();
    // the file's line names it and its size; its readiness is said once, in the report
    await expect(line).not.toContainText('ready');

    await setFaults(merchant, { latencyMs: 1500 });
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    const uploads = page.getByRole('region', { name: 'Uploads' });
    await expect(uploads.getByRole('progressbar', { name: 'Upload of all files' })).toBeVisible({ timeout: 15_000 });
    await expect(uploads.getByRole('progressbar', { name: 'Upload of import-type-in-full.json' })).toBeVisible();
    await expect(page.getByText(/Choose one JSON file per entity type/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Upload \d files? and start the import|Import 1 file)$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await resetFaults(merchant);
    await finished(page);
  });

  test('a comparison still running when the import starts stops, and says why', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    // the catalog answers slowly: its comparison with the file is still running at the start
    await setFaults(merchant, { latencyMs: 8000 });
    await choose(page, 'Attributes', 'attributes.json');
    const attributes = slot(page, 'Attributes');
    await attributes.getByRole('radio', { name: /Partial/ }).check();
    await ready(page, 'Attributes', 'attributes.json');
    const comparing = attributes.getByRole('progressbar', { name: 'Comparing attributes.json with the catalogue' });
    await expect(comparing).toBeVisible();
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    await expect(attributes.getByText('Once the import starts, attributes.json is no longer compared with the catalogue.')).toBeVisible();
    await expect(comparing).toHaveCount(0);
    await expectNoAxeViolations(page);
    await resetFaults(merchant);
    await finished(page);
  });

  test('an upload survives a dropped connection', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    await choose(page, 'Attributes', 'attributes.json');
    await slot(page, 'Attributes').getByRole('radio', { name: /Partial/ }).check();
    await ready(page, 'Attributes', 'attributes.json');
    // the pause before try 2 is 0.5–1 s, shorter than Playwright's later polls: the page records what its slot said and showed
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { slotSaid: string[] }).slotSaid = seen;
      const note = () => {
        const attributes = [...document.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === 'Attributes');
        if (!attributes) return;
        const cancel = [...attributes.querySelectorAll('button')].some((b) => b.textContent === 'Cancel upload of attributes.json' || b.getAttribute('aria-label') === 'Cancel upload of attributes.json');
        for (const el of attributes.querySelectorAll('[role="status"], .alert')) {
          const said = `${el.matches('[role="status"]') ? 'announced' : 'shown'}${cancel ? ' with cancel' : ''}: ${el.textContent ?? ''}`;
          if (!seen.includes(said)) seen.push(said);
        }
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // Chromium silently repeats a PUT cut on a reused connection once: cut two
    await setFaults(merchant, { dropNextUploads: 2, dropAfterBytes: 100 });
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    await finished(page);
    // announced in the slot's live region, and shown, with the upload's cancel beside it
    const said = await page.evaluate(() => (window as unknown as { slotSaid: string[] }).slotSaid);
    const retry = /Trying again in \d+ s \(try 2 of 5\)/;
    expect(said.some((s) => s.startsWith('announced') && retry.test(s))).toBe(true);
    expect(said.some((s) => s.startsWith('shown with cancel') && retry.test(s))).toBe(true);
  });

  test('an expired upload address is replaced and the upload starts over', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    await choose(page, 'Attributes', 'attributes.json');
    await slot(page, 'Attributes').getByRole('radio', { name: /Partial/ }).check();
    await ready(page, 'Attributes', 'attributes.json');
    await setFaults(merchant, { uploadTtlSeconds: 1, latencyMs: 1500 });
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    await expect(announcement(page, 'Attributes', /A new address was asked for; the upload starts over/)).toHaveCount(1, { timeout: 20_000 });
    await expect(slot(page, 'Attributes').locator('p:not(.visually-hidden)', { hasText: /A new address was asked for; the upload starts over/ })).toBeVisible();
    await resetFaults(merchant);
    await finished(page);
  });

  test('the service answering 500 to the start: tried again, it starts once', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    await choose(page, 'Inventory', 'inventory.json');
    await slot(page, 'Inventory').getByRole('radio', { name: /Partial/ }).check();
    await ready(page, 'Inventory', 'inventory.json');
    await setFaults(merchant, { failNext: { trigger: 1 } });
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The import did not start' })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Try starting the import again' }).click();
    await finished(page);
  });

  test('leaving the page during the uploads does not stop them; coming back shows them', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    await choose(page, 'Attributes', 'attributes.json');
    await slot(page, 'Attributes').getByRole('radio', { name: /Partial/ }).check();
    await ready(page, 'Attributes', 'attributes.json');
    await setFaults(merchant, { latencyMs: 2500 });
    await page.getByRole('button', { name: 'Import 1 file' }).click();
    await expect(page).toHaveURL(/\/new\/[\w-]+$/, { timeout: 15_000 });
    const url = page.url();
    await expect(slot(page, 'Attributes').getByRole('button', { name: 'Cancel upload of attributes.json' })).toBeVisible();
    // the app's own navigation: no prompt, the upload goes on
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Imports/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(slot(page, 'Attributes').getByRole('button', { name: 'Cancel upload of attributes.json' })).toBeVisible();
    await resetFaults(merchant);
    await finished(page);
  });

  test('a reload in the middle resumes: the files to choose again are named', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    await choose(page, 'Attributes', 'attributes.json');
    await choose(page, 'Categories', 'categories.json');
    await ready(page, 'Attributes', 'attributes.json');
    await ready(page, 'Categories', 'categories.json');
    await setFaults(merchant, { latencyMs: 2000 });
    await page.getByRole('button', { name: 'Import 2 files' }).click();
    await page.getByRole('button', { name: 'Delete missing and import 2 files' }).click();
    await expect(page).toHaveURL(/\/new\/[\w-]+$/, { timeout: 15_000 });
    const url = page.url();
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await resetFaults(merchant);
    await expect(page).toHaveURL(url);
    await expect(slot(page, 'Attributes')).toContainText('attributes.json');
    await expect(slot(page, 'Categories')).toContainText('categories.json');
    await expectNoAxeViolations(page);
    // what was not uploaded before the reload is chosen again; what was is shown as uploaded
    for (const [title, name] of [['Attributes', 'attributes.json'], ['Categories', 'categories.json']] as const) {
      if (await slot(page, title).getByText(`${name} is uploaded`).isVisible()) continue;
      await choose(page, title, name);
      await ready(page, title, name);
    }
    await page.getByRole('button', { name: /^(Upload \d files? and start the import|Start the import)$/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /^Delete missing/ }).click();
    await finished(page);
  });

  test('a catalog the merchant does not have is named before anything is sent', async ({ signedIn: page, merchant }) => {
    await page.goto(wizardPath(merchant));
    await choose(page, 'Products', 'products-partial.json');
    await slot(page, 'Products').getByRole('radio', { name: /Partial/ }).check();
    await slot(page, 'Products').getByLabel('Catalog code for products').fill('no-such-catalog');
    await expect(page.getByText('The catalog “no-such-catalog” of products-partial.json does not exist: choose one this merchant has.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 1 file' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await slot(page, 'Products').getByLabel('Catalog code for products').fill('default');
    await expect(page.getByRole('button', { name: 'Import 1 file' })).toBeEnabled();
  });
});

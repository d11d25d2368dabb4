import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { expect, expectNoAxeViolations, resetFaults, setFaults, signInThroughUi, test } from './fixtures';
import { sheetRows } from './sheets';

/**
 * A real catalog, exported the way shop systems do (categories deepest first, so every child
 * comes before its parent), imported as a new merchant would: all four files full, then a
 * partial products file. As the worker's acme merchant, so that the demo journeys running beside it keep
 * their counts. Files: e2e/fixtures/real-catalog (generate.mjs writes them).
 */
test.describe.configure({ mode: 'serial' });

const files = 'e2e/fixtures/real-catalog/';
const wizardPath = (merchant: string) => `/${merchant}/settings/imports/new`;

const slot = (page: Page, title: string) => page.getByRole('region', { name: title });
const choose = (page: Page, title: string, name: string) => page.getByLabel(`${title} file`, { exact: true }).setInputFiles(files + name);
const ready = (page: Page, title: string, name: string) =>
  expect(slot(page, title).getByText(new RegExp(`^${name.replace('.', '\\.')} is ready`))).toBeVisible();
const outcome = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /^Import (finished|aborted): / });
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test('an unsorted real catalog imports with 0 failed; a partial file then gives exactly its counts', async ({ page, accounts }) => {
  test.setTimeout(180_000);
  await signInThroughUi(page, wizardPath(accounts.acme.merchant), accounts.acme);
  await expect(page.getByRole('heading', { level: 1, name: 'New import' })).toBeVisible();

  await choose(page, 'Attributes', 'attributes.json');
  await choose(page, 'Inventory', 'inventory.json');
  await choose(page, 'Categories', 'categories.json');
  await choose(page, 'Products', 'products.json');
  for (const [title, name] of [['Attributes', 'attributes.json'], ['Inventory', 'inventory.json'], ['Categories', 'categories.json'], ['Products', 'products.json']] as const) {
    await ready(page, title, name);
  }
  // each file compared with the catalog: what it adds, and which of today's entities the full files delete
  await expect(slot(page, 'Categories')).toContainText('What categories.json changes in the catalogue: 23 new · 0 changed · 0 unchanged · 2 to delete');
  await expect(slot(page, 'Products')).toContainText('What products.json changes in the catalogue: 24 new · 0 changed · 0 unchanged · 2 to delete');
  await expect(slot(page, 'Inventory')).toContainText('What inventory.json changes in the catalogue: 36 new · 0 changed · 0 unchanged · 1 to delete');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Import 4 files' }).click();
  await page.getByRole('button', { name: 'Delete missing and import 4 files' }).click();
  await expect(outcome(page)).toContainText(/^Import finished: 85 created, 0 updated, 0 deleted, 0 failed(; \d+ deleted because they were not in the file)?\./, { timeout: 60_000 });
  for (const [title, total] of [['Attributes', 2], ['Inventory', 36], ['Categories', 23], ['Products', 24]] as const) {
    // every element went in (created, or updated where an earlier run made it), none failed: said once, in the bar's sentence
    await expect(card(page, title).getByRole('progressbar')).toHaveAttribute('aria-valuetext', new RegExp(`^${total} elements, all \\w+\\.`));
  }
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Start another import' }).click();
  await choose(page, 'Products', 'products-partial.json');
  await slot(page, 'Products').getByRole('radio', { name: /Partial/ }).check();
  await ready(page, 'Products', 'products-partial.json');
  await expect(slot(page, 'Products').getByText('products-partial.json is ready: 5 products to add or change, 5 to delete.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  await expect(outcome(page)).toContainText('Import finished: 1 created, 4 updated, 5 deleted, 0 failed.', { timeout: 60_000 });
});

/** `n` products with a German and an English name and short description and a price, as the preview test's catalog */
const products = (n: number, change: (i: number) => Record<string, unknown> = () => ({})) =>
  Array.from({ length: n }, (_, i) => ({
    code: `preview-${String(i).padStart(2, '0')}`,
    name: { 'en-us': `Preview product ${i}`, 'de-de': `Vorschauprodukt ${i}` },
    shortDescription: { 'en-us': `About ${i}`, 'de-de': `Über ${i}` },
    modelType: 'standard',
    isInventoryManaged: false,
    price: { price: 99, currencyCode: 'EUR' },
    ...change(i),
  }));
const asFile = (name: string, elements: unknown[]) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(elements, null, 2)) });

test('the preview counts what a full file deletes, changes and leaves, and names the fields that change', async ({ page, accounts }) => {
  test.setTimeout(180_000);
  await signInThroughUi(page, wizardPath(accounts.acme.merchant), accounts.acme);
  const productsFile = page.getByLabel('Products file', { exact: true });
  // the catalog: 40 products of our own
  await productsFile.setInputFiles(asFile('forty.json', products(40)));
  await ready(page, 'Products', 'forty.json');
  await expect(slot(page, 'Products')).toContainText(/What forty\.json changes in the catalogue: 40 new · 0 changed · 0 unchanged · \d+ to delete/);
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  await page.getByRole('button', { name: 'Delete missing and import 1 file' }).click();
  await expect(outcome(page)).toContainText(/^Import finished: 40 created, 0 updated, 0 deleted, 0 failed/, { timeout: 60_000 });

  // unsorted as merchants have them: 10 leave, 20 change (a price, a German name), 10 stay; one of
  // the price changes writes a new German short description too, which the list calls do not return
  await page.getByRole('link', { name: 'Start another import' }).click();
  const described = { shortDescription: { 'en-us': 'About 3', 'de-de': 'Neu beschrieben' } };
  const next = products(30, (i) => (i < 10 ? { price: { price: 79.2, currencyCode: 'EUR' }, ...(i === 3 ? described : {}) } : i < 20 ? { name: { 'en-us': `Preview product ${i}`, 'de-de': `Neu ${i}` } } : {})).reverse();
  await productsFile.setInputFiles(asFile('changes.json', next));
  await ready(page, 'Products', 'changes.json');
  const products30 = slot(page, 'Products');
  await expect(products30).toContainText('What changes.json changes in the catalogue: 0 new · 20 changed · 10 unchanged · 10 to delete');
  // what the counts hold for: the locales the file writes, and the fields the list calls do not return
  await expect(products30).toContainText('Compared in the fields the catalogue service returns, with texts in de-de and en-us;');
  await expect(products30).toContainText('Not compared, because the service does not return them exactly: short description.');
  await expect(products30).toContainText('The service does not return long description: the catalogue may hold them');
  await expectNoAxeViolations(page);

  await products30.getByRole('button', { name: 'Show what changes.json changes' }).click();
  const list = products30.getByRole('table', { name: 'What changes.json changes, element by element' });
  await products30.getByLabel('Find by code').fill('preview-03');
  const row03 = list.getByRole('row', { name: /preview-03/ });
  await expect(row03).toContainText('Price: €99.00 → €79.20');
  // its description, read on request: one product, in the two locales the file writes
  await expect(row03).toContainText('Descriptions: not compared yet');
  await expect(products30).toContainText('Comparing those of the 1 product on this page takes 2 requests, one for each product and locale.');
  await products30.getByRole('button', { name: 'Compare the description on this page' }).click();
  await expect(products30.getByRole('status').filter({ hasText: /^Descriptions compared/ })).toHaveText('Descriptions compared for 1 product: 1 with changes.');
  await expect(row03).toContainText('Short description (shortDescription, de-de): Über 3 → Neu beschrieben');
  await expect(row03).not.toContainText('en-us');
  await expectNoAxeViolations(page);
  await products30.getByLabel('Find by code').fill('preview-12');
  await expect(list.getByRole('row', { name: /preview-12/ })).toContainText('Name (de-de): Vorschauprodukt 12 → Neu 12');
  await products30.getByLabel('Find by code').fill('');
  await products30.getByLabel('Show').selectOption({ label: 'To delete' });
  await expect(list.getByRole('row')).toHaveCount(11);
  await expect(list.getByRole('row', { name: /preview-35/ })).toContainText('Preview product 35');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Import 1 file' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('0 new · 20 changed · 10 unchanged · 10 to delete.');
  await confirm.getByRole('button', { name: 'Delete missing and import 1 file' }).click();
  await expect(outcome(page)).toContainText(/^Import finished: 0 created, 30 updated, 0 deleted, 0 failed; 10 deleted because they were not in the file\./, { timeout: 60_000 });
});

test('an export of each entity type, imported again in full, changes nothing', async ({ page, accounts }) => {
  test.setTimeout(180_000);
  const merchant = accounts.acme.merchant;
  await signInThroughUi(page, `/${merchant}/settings/imports`, accounts.acme);
  // signed in before the next address is opened: a page opened sooner finds no session yet and asks for one again
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  await page.getByRole('link', { name: 'Export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Export the catalogue or the customers' })).toBeVisible();
  await expectNoAxeViolations(page);

  const exported: Record<string, string> = {};
  for (const [title, entity] of [['Attributes', 'attribute'], ['Categories', 'category'], ['Products', 'product'], ['Inventory', 'inventory']] as const) {
    await page.getByRole('radio', { name: title }).check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export ${title}` }).click();
    const file = await download;
    // what, from which catalog, in which locales (stock has no texts), when
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${entity}-(default-)?${entity === 'inventory' ? '' : '[a-z]{2}-[a-z]{2}(_[a-z]{2}-[a-z]{2})*-'}\\d{4}-\\d{2}-\\d{2}\\.json$`));
    await expect(page.getByRole('status').filter({ hasText: file.suggestedFilename() })).toContainText(`${file.suggestedFilename()} is ready:`);
    exported[title] = test.info().outputPath(file.suggestedFilename());
    await file.saveAs(exported[title]);
  }
  // a filtered export: the products whose code holds "preview-1", in both locales their names have
  await page.getByRole('radio', { name: 'Products' }).check();
  await expect(page.getByText('Left out, because the service’s list calls do not return them: short description and long description.').first()).toBeVisible();
  await page.getByLabel('Locales of the texts').fill('de-de, en-us');
  await page.getByLabel('Codes containing').fill('preview-1');
  const filtered = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Products' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is ready' })).toContainText('is ready: 10 elements');
  await expect(page.getByText('Texts in de-de and en-us.')).toBeVisible();
  const tenProducts = test.info().outputPath('ten-products.json');
  await (await filtered).saveAs(tenProducts);
  await expectNoAxeViolations(page);

  // filters that match nothing: said, and no file (an empty one, imported in full, would delete every product)
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByLabel('Codes containing').fill('no-such-code-anywhere');
  await page.getByRole('button', { name: 'Export Products' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Products: nothing matches the filters. No file was downloaded.' })).toBeVisible();
  // stopped while its calls are slowed down: it stays stopped, and nothing is downloaded
  await page.getByLabel('Codes containing').fill('');
  await setFaults(merchant, { latencyMs: 1500 });
  try {
    await page.getByRole('button', { name: 'Export Products' }).click();
    await page.getByRole('button', { name: 'Stop the export' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The export was stopped; nothing was downloaded.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Products' })).toBeEnabled();
  } finally {
    await resetFaults(merchant);
  }
  expect(downloads).toBe(0);

  await page.goto(wizardPath(merchant));
  for (const title of ['Attributes', 'Categories', 'Products', 'Inventory']) {
    await page.getByLabel(`${title} file`, { exact: true }).setInputFiles(exported[title]!);
  }
  for (const title of ['Attributes', 'Categories', 'Products', 'Inventory']) {
    await expect(slot(page, title)).toContainText(/changes in the catalogue: 0 new · 0 changed · [1-9]\d* unchanged · 0 to delete/);
  }
  // nothing the files name is missing (an attribute exported without a values list takes any value), so the import can start
  await expect(page.getByText(/that will not exist/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import 4 files' })).toBeEnabled();
  await page.getByLabel('Products file', { exact: true }).setInputFiles(tenProducts);
  await slot(page, 'Products').getByRole('radio', { name: /Partial/ }).check();
  await expect(slot(page, 'Products')).toContainText('changes in the catalogue: 0 new · 0 changed · 10 unchanged · 0 to delete');
});

test('the snapshot taken before an import undoes it: afterwards the catalog is as it was', async ({ page, accounts }) => {
  test.setTimeout(240_000);
  const merchant = accounts.acme.merchant;
  // twelve products of its own, whatever ran before
  await signInThroughUi(page, wizardPath(merchant), accounts.acme);
  await page.getByLabel('Products file', { exact: true }).setInputFiles(asFile('base.json', products(12).map((p, i) => ({ ...p, code: `undo-base-${i}` }))));
  await slot(page, 'Products').getByRole('radio', { name: /Partial/ }).check();
  await ready(page, 'Products', 'base.json');
  await page.getByRole('radio', { name: 'No snapshot' }).check();
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  await expect(outcome(page)).toContainText('Import finished: ', { timeout: 60_000 });

  await page.goto(`/${merchant}/settings/imports/export`);
  await page.getByRole('radio', { name: 'Products' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Products' }).click();
  const beforePath = test.info().outputPath('products-before.json');
  await (await download).saveAs(beforePath);
  const before = JSON.parse(readFileSync(beforePath, 'utf8')) as Record<string, unknown>[];

  // a full file, unsorted: three products left out, five renamed, two new
  const renamed = before.slice(3, 8).map((p, i) => ({ ...p, name: { 'en-us': `Undo me ${i}` } }));
  const next = [...renamed, ...before.slice(8), ...products(2).map((p, i) => ({ ...p, code: `undo-new-${i}` }))].reverse();
  await page.goto(wizardPath(merchant));
  await page.getByLabel('Products file', { exact: true }).setInputFiles(asFile('to-undo.json', next));
  await ready(page, 'Products', 'to-undo.json');
  const unchanged = before.length - 8;
  await expect(slot(page, 'Products')).toContainText(`What to-undo.json changes in the catalogue: 2 new · 5 changed · ${unchanged} unchanged · 3 to delete`);
  // kept in this browser unless the merchant says otherwise
  await expect(page.getByRole('radio', { name: /^Keep a snapshot in this browser/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete missing and import 1 file' }).click();
  await expect(outcome(page)).toContainText(`Import finished: 2 created, ${before.length - 3} updated, 0 deleted, 0 failed; 3 deleted because they were not in the file.`, {
    timeout: 60_000,
  });
  const importRef = new URL(page.url()).pathname.split('/').at(-1)!;

  await page.getByRole('link', { name: 'See the log of this import' }).first().click();
  const snapshot = page.getByRole('region', { name: 'Snapshot before this import' });
  await expect(snapshot).toContainText('Products (default): 8 to set back, 2 to delete');
  await expectNoAxeViolations(page);
  const file = page.waitForEvent('download');
  await snapshot.getByRole('button', { name: 'Download the Products file' }).click();
  expect((await file).suggestedFilename()).toBe(`snapshot-${importRef}-product.json`);

  // the undo: the wizard with the snapshot's file, partial, and its own preview
  await snapshot.getByRole('link', { name: 'Undo this import' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Undo of import ${importRef}` })).toBeVisible();
  const undoName = `snapshot-${importRef}-product.json`;
  await ready(page, 'Products', undoName);
  await expect(slot(page, 'Products').getByRole('radio', { name: /Partial/ })).toBeChecked();
  await expect(slot(page, 'Products')).toContainText(`What ${undoName} changes in the catalogue: 3 new · 5 changed · 0 unchanged · 2 to delete`);
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  const confirmUndo = page.getByRole('alertdialog', { name: `Undo import ${importRef}?` });
  await expect(confirmUndo).toContainText('Products: 3 new · 5 changed · 0 unchanged · 2 to delete.');
  await confirmUndo.getByRole('button', { name: 'Undo the import' }).click();
  await expect(outcome(page)).toContainText('Import finished: 3 created, 5 updated, 2 deleted, 0 failed.', { timeout: 60_000 });

  // the whole products table equals the export taken before
  await page.goto(wizardPath(merchant));
  await page.getByLabel('Products file', { exact: true }).setInputFiles(beforePath);
  await expect(slot(page, 'Products')).toContainText(`changes in the catalogue: 0 new · 0 changed · ${before.length} unchanged · 0 to delete`);

  // both snapshots are listed; one deleted, one left
  await page.goto(`/${merchant}/settings/imports/snapshots`);
  const table = page.getByRole('table', { name: 'Snapshots' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await table.getByRole('button', { name: `Delete the snapshot of ${importRef}` }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toContainText(importRef);
});

test('a browser without room for the snapshot says so before the start and downloads it instead', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const merchant = accounts.acme.merchant;
  // the browser says this site may keep 100 bytes more (Chromium's own quota override does not reach `estimate` headless)
  await page.addInitScript(() => {
    Object.defineProperty(StorageManager.prototype, 'estimate', { value: () => Promise.resolve({ quota: 100, usage: 0 }) });
  });
  await signInThroughUi(page, wizardPath(merchant), accounts.acme);
  await page.getByLabel('Products file', { exact: true }).setInputFiles(asFile('no-room.json', products(5).map((p, i) => ({ ...p, code: `no-room-${i}` }))));
  await slot(page, 'Products').getByRole('radio', { name: /Partial/ }).check();
  await ready(page, 'Products', 'no-room.json');
  const choice = page.getByRole('group', { name: 'Before the import starts' });
  await expect(choice).toContainText(/This browser can keep about .+ more, too little for the snapshot \(about .+\): download it, or go on without one\./);
  await expect(choice.getByRole('radio', { name: /^Keep a snapshot in this browser/ })).toBeDisabled();
  await expect(choice.getByRole('radio', { name: /^Download the snapshot/ })).toBeChecked();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  expect((await download).suggestedFilename()).toMatch(/^snapshot-[\w-]+-product\.json$/);
  await expect(outcome(page)).toContainText('Import finished: 5 created, 0 updated, 0 deleted, 0 failed.', { timeout: 60_000 });
});

test('the real catalog as one workbook of four sheets imports as its JSON files do, 0 failed', async ({ page, accounts }) => {
  test.setTimeout(180_000);
  const sheets = ([['Attributes', 'attribute', 'attributes.json'], ['Inventory', 'inventory', 'inventory.json'], ['Categories', 'category', 'categories.json'], ['Products', 'product', 'products.json']] as const).map(
    ([sheet, entity, name]) => ({ sheet, data: sheetRows(JSON.parse(readFileSync(files + name, 'utf8')), entity) }),
  );
  const workbook = await writeExcelFile(sheets).toBuffer();
  await signInThroughUi(page, wizardPath(accounts.acme.merchant), accounts.acme);
  // dropped on one slot, each sheet goes to the slot its name says
  await page.getByLabel('Products file', { exact: true }).setInputFiles({ name: 'catalog.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
  for (const [title, count] of [['Attributes', 2], ['Inventory', 36], ['Categories', 23], ['Products', 24]] as const) {
    await expect(slot(page, title).getByText(new RegExp(`^catalog\\.xlsx \\(${title}\\)\\.json is ready`))).toBeVisible();
    await expect(slot(page, title).locator('p').filter({ hasText: `Sheet ${title} of catalog.xlsx` })).toContainText(`${count} rows became ${count} elements`);
    await expect(slot(page, title).getByText('Every column is imported.')).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import 4 files' }).click();
  await page.getByRole('button', { name: 'Delete missing and import 4 files' }).click();
  await expect(outcome(page)).toContainText(/^Import finished: \d+ created, \d+ updated, \d+ deleted, 0 failed/, { timeout: 60_000 });
  for (const [title, total] of [['Attributes', 2], ['Inventory', 36], ['Categories', 23], ['Products', 24]] as const) {
    await expect(card(page, title).getByRole('progressbar')).toHaveAttribute('aria-valuetext', new RegExp(`^${total} elements, all \\w+\\.`));
  }
});

/** Windows-1252 bytes of a text of Latin-1 letters, without a byte order mark, as German Excel saves "CSV (Trennzeichen-getrennt)" */
const windows1252 = (text: string) => Buffer.from([...text].map((c) => c.charCodeAt(0)));
const germanCsv = (price: string) =>
  windows1252(
    [
      'Artikelnummer;Bezeichnung;Preis;Währung;Bestandsgeführt;Typ;Lieferant',
      `rc-sheet-1;Sessel Müller;${price};EUR;Ja;standard;Hof GmbH`,
      'rc-sheet-2;Hocker Größe L;1.234,5;EUR;Nein;standard;"Hof GmbH; Lager 2"',
    ].join('\r\n'),
  );

test('a German CSV from another shop system: read, a bad cell pointed to and fixed in the grid, mapped once, and the next one mapped by itself', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const merchant = accounts.acme.merchant;
  await signInThroughUi(page, wizardPath(merchant), accounts.acme);
  const products = slot(page, 'Products');
  const drop = (price: string) => page.getByLabel('Products file', { exact: true }).setInputFiles({ name: 'artikel.csv', mimeType: 'text/csv', buffer: germanCsv(price) });
  await drop('12,5O');
  await expect(products.locator('p').filter({ hasText: 'artikel.csv: 2 rows became 2 elements' })).toContainText(
    'Read as Windows-1252, as German Excel saves CSV files, columns separated by semicolons.',
  );
  // the bad price, by its cell and with what the cell says
  const problems = products.getByRole('region', { name: 'Problems found in artikel.csv.json' });
  await expect(problems.getByRole('row', { name: /'artikel\.csv'!C2/ })).toContainText('12,5O');
  await expectNoAxeViolations(page);

  await products.getByRole('radio', { name: /Partial/ }).check();

  // fixed in the grid of its rows, without going back to the spreadsheet program
  const grid = products.getByRole('region', { name: 'Rows of artikel.csv' });
  const price = grid.getByRole('textbox', { name: 'C2 (Preis)' });
  await expect(price).toHaveValue('12,5O');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await price.fill('12,50');
  await price.press('Enter');
  await expect(products.getByText(/^artikel\.csv\.json is ready/)).toBeVisible();
  await expect(grid.getByText('No problem now.')).toBeVisible();
  // the corrected sheet, as the browser downloads it: the same delimiter, UTF-8 with a byte order mark, the cell as written
  const downloading = page.waitForEvent('download');
  await products.getByRole('button', { name: 'Download the corrected sheet (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('artikel (corrected).csv');
  const corrected = readFileSync(await download.path());
  expect([...corrected.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(corrected.subarray(3).toString('utf8').split('\r\n')[1]).toBe('rc-sheet-1;Sessel Müller;12,50;EUR;Ja;standard;Hof GmbH');

  await expect(products.getByText('1 column is not imported: G (Lieferant).')).toBeVisible();
  await products.getByRole('combobox', { name: 'Field for column G (Lieferant)' }).selectOption('identifiers.distiPartNum');
  await expect(products.getByText('Every column is imported.')).toBeVisible();
  await expect(products.getByText(/^artikel\.csv\.json is ready: 2 products to add or change/)).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  await expect(outcome(page)).toContainText(/^Import finished: \d+ created, \d+ updated, 0 deleted, 0 failed\./, { timeout: 60_000 });

  // the next file with the same headers takes the confirmed mapping by itself
  await page.getByRole('link', { name: 'Start another import' }).click();
  await drop('13,00');
  await products.getByRole('radio', { name: /Partial/ }).check();
  await expect(products.getByText('The mapping saved for these headers was applied.')).toBeVisible();
  // every column is mapped, so the columns' table is folded: opened, it shows the supplier's field
  await products.getByText('Columns and fields').click();
  await expect(products.getByRole('combobox', { name: 'Field for column G (Lieferant)' })).toHaveValue('identifiers.distiPartNum');
  await expect(products.getByText('Every column is imported.')).toBeVisible();

  // listed on its page, where it is deleted
  await page.goto(`/${merchant}/settings/imports/mappings`);
  const table = page.getByRole('table', { name: 'Sheet mappings' });
  await expect(table.getByRole('row', { name: /artikel\.csv/ })).toContainText('7 of 7 columns imported');
  await expectNoAxeViolations(page);
  await table.getByRole('button', { name: 'Delete the mapping of artikel.csv' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The mapping of artikel.csv was deleted.' })).toBeVisible();
  await expect(page.getByText('No mappings are kept yet.', { exact: false })).toBeVisible();
});

const catalogSlots = [['Attributes', 'attribute'], ['Categories', 'category'], ['Products', 'product'], ['Inventory', 'inventory']] as const;

/** Each entity type exported as a spreadsheet of `format`, each download kept as the browser saved it. */
async function exportSheets(page: Page, merchant: string, format: 'Excel workbook (.xlsx)' | 'CSV file (.csv)') {
  await page.goto(`/${merchant}/settings/imports/export`);
  await page.getByRole('radio', { name: format }).check();
  await expect(page.getByLabel('Columns').locator('option:checked')).toHaveText('Default layout: one column per field, named by its path');
  await expectNoAxeViolations(page);
  const saved: Record<string, Buffer> = {};
  for (const [title] of catalogSlots) {
    await page.getByRole('radio', { name: title }).check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export ${title}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(format.includes('xlsx') ? /\.xlsx$/ : /\.csv$/);
    await expect(page.getByRole('status').filter({ hasText: file.suggestedFilename() })).toContainText(`${file.suggestedFilename()} is ready:`);
    saved[title] = readFileSync(await file.path());
  }
  return saved;
}

/** The spreadsheets dropped on their slots again: each previews as changing nothing. */
async function dropUnchanged(page: Page, merchant: string, files: Record<string, { name: string; mimeType: string; buffer: Buffer }>) {
  await page.goto(wizardPath(merchant));
  for (const [title] of catalogSlots) await page.getByLabel(`${title} file`, { exact: true }).setInputFiles(files[title]!);
  for (const [title] of catalogSlots) await expect(slot(page, title)).toContainText(/changes in the catalogue: 0 new · 0 changed · [1-9]\d* unchanged · 0 to delete/, { timeout: 30_000 });
  await expect(page.getByText(/that will not exist/)).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** The price the preview shows, as the page writes it in English */
const money = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

async function expectOnePriceChanged(page: Page, code: string, before: string, after: string) {
  const products = slot(page, 'Products');
  await expect(products).toContainText(/changes in the catalogue: 0 new · 1 changed · [1-9]\d* unchanged · 0 to delete/, { timeout: 30_000 });
  await products.getByRole('button', { name: /^Show what .* changes$/ }).click();
  await products.getByLabel('Show').selectOption({ label: 'Changed' });
  const rows = products.getByRole('table', { name: /element by element$/ }).getByRole('row', { name: new RegExp(code) });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Price: ${before} → ${after}`);
}

test('each entity type exported as a workbook, opened and saved again, imports as changing nothing; one price changed is 1 changed', async ({ page, accounts }) => {
  test.setTimeout(180_000);
  const merchant = accounts.acme.merchant;
  await signInThroughUi(page, `/${merchant}/settings/imports`, accounts.acme);
  // signed in before the next address is opened: a page opened sooner finds no session yet and asks for one again
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  const exported = await exportSheets(page, merchant, 'Excel workbook (.xlsx)');
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  // read back with the library and written again, as a spreadsheet program saves what it opened
  const resaved: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
  const sheetsOf: Record<string, { sheet: string; data: unknown[][] }[]> = {};
  for (const [title] of catalogSlots) {
    sheetsOf[title] = (await readXlsxFile(exported[title]!)) as unknown as { sheet: string; data: unknown[][] }[];
    expect(sheetsOf[title]![0]!.sheet).toBe(title);
    resaved[title] = { name: `${title}.xlsx`, mimeType: type, buffer: Buffer.from(await writeExcelFile(sheetsOf[title] as never).toBuffer()) };
  }
  // the products' workbook names what the list calls do not return, on a sheet of its own
  expect(sheetsOf.Products!.map((s) => s.sheet)).toEqual(['Products', 'Notes']);
  await dropUnchanged(page, merchant, resaved);

  const [header, ...rows] = sheetsOf.Products![0]!.data;
  const price = header!.indexOf('price.price');
  const row = rows.find((r) => r[header!.indexOf('code')] === 'rc-armchairs-0')!;
  const currency = String(row[header!.indexOf('price.currencyCode')]);
  const before = row[price] as number;
  expect(typeof before).toBe('number');
  row[price] = before + 1.5;
  await page.getByLabel('Products file', { exact: true }).setInputFiles({ name: 'Products changed.xlsx', mimeType: type, buffer: Buffer.from(await writeExcelFile(sheetsOf.Products as never).toBuffer()) });
  await expectOnePriceChanged(page, 'rc-armchairs-0', money(before, currency), money(before + 1.5, currency));
});

test('each entity type exported as a CSV file, opened and saved again, imports as changing nothing; one price changed is 1 changed', async ({ page, accounts }) => {
  test.setTimeout(180_000);
  const merchant = accounts.acme.merchant;
  await signInThroughUi(page, `/${merchant}/settings/imports`, accounts.acme);
  // signed in before the next address is opened: a page opened sooner finds no session yet and asks for one again
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  const exported = await exportSheets(page, merchant, 'CSV file (.csv)');
  const resaved: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
  const rowsOf: Record<string, string[][]> = {};
  for (const [title] of catalogSlots) {
    const bytes = exported[title]!;
    // UTF-8 with a byte order mark, an English page's commas
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    rowsOf[title] = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { delimiter: ',', skipEmptyLines: true }).data;
    resaved[title] = { name: `${title}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${Papa.unparse(rowsOf[title]!, { newline: '\r\n' })}\r\n`) };
  }
  await dropUnchanged(page, merchant, resaved);

  const [header, ...rows] = rowsOf.Products!;
  const price = header!.indexOf('price.price');
  const row = rows.find((r) => r[header!.indexOf('code')] === 'rc-armchairs-0')!;
  const currency = row[header!.indexOf('price.currencyCode')]!;
  const before = Number(row[price]);
  row[price] = String(before + 1.5);
  await page.getByLabel('Products file', { exact: true }).setInputFiles({ name: 'Products changed.csv', mimeType: 'text/csv', buffer: Buffer.from(Papa.unparse([header!, ...rows])) });
  await expectOnePriceChanged(page, 'rc-armchairs-0', money(before, currency), money(before + 1.5, currency));
});

test('a template from the wizard’s slot lists the live catalogue’s codes, and dropped back as it is, it is one product ready to import', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const merchant = accounts.acme.merchant;
  await signInThroughUi(page, wizardPath(merchant), accounts.acme);
  const products = slot(page, 'Products');
  const downloading = page.waitForEvent('download');
  await products.getByRole('button', { name: 'Download a template for products (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Template Products.xlsx');
  await expect(products.getByText('Template Products.xlsx is downloading.')).toBeVisible();
  const bytes = readFileSync(await download.path());
  const [data, columns] = (await readXlsxFile(bytes)) as unknown as { sheet: string; data: unknown[][] }[];
  expect([data!.sheet, columns!.sheet]).toEqual(['Products', 'Columns']);
  const explained = (column: string) => columns!.data.find((row) => row[0] === column);
  // the real catalogue's categories and its surface option, as the merchant picks from them
  expect(String(explained('categories')?.[3])).toContain('armchairs');
  expect(explained('options.surface')?.[3]).toBe('oak, walnut, white, black, grey');
  expect(explained('code')?.[2]).toBe('Yes');
  await expectNoAxeViolations(page);

  await page.getByLabel('Products file', { exact: true }).setInputFiles({ name: 'Template Products.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
  await expect(products.locator('p').filter({ hasText: 'Sheet Products of Template Products.xlsx' })).toContainText('1 row became 1 element');
  await expect(products.getByText('Every column is imported.')).toBeVisible();
  await products.getByRole('radio', { name: /Partial/ }).check();
  await expect(products.getByText(/^Template Products\.xlsx \(Products\)\.json is ready/)).toBeVisible();
  await expect(products).toContainText('changes in the catalogue: 1 new · 0 changed');
});

test('the whole catalogue as one workbook, dropped on one slot, goes to all four and changes nothing', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const merchant = accounts.acme.merchant;
  await signInThroughUi(page, `/${merchant}/settings/imports/export`, accounts.acme);
  await page.getByRole('radio', { name: 'Excel workbook (.xlsx)' }).check();
  await page.getByRole('radio', { name: /^The whole catalogue/ }).check();
  // a workbook of the whole catalogue has no filters and the default layout
  await expect(page.getByLabel('Codes containing')).toHaveCount(0);
  await expect(page.getByLabel('Columns')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the whole catalogue' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalog-default-[a-z-_]+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = readFileSync(await download.path());
  const sheets = (await readXlsxFile(bytes)) as unknown as { sheet: string; data: unknown[][] }[];
  expect(sheets.map((s) => s.sheet)).toEqual(['Attributes', 'Categories', 'Products', 'Inventory', 'Notes']);

  await page.goto(wizardPath(merchant));
  await page.getByLabel('Attributes file', { exact: true }).setInputFiles({ name: 'catalog.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
  for (const [title] of catalogSlots) {
    await expect(slot(page, title).locator('p').filter({ hasText: `Sheet ${title} of catalog.xlsx` })).toBeVisible();
    await expect(slot(page, title)).toContainText(/changes in the catalogue: 0 new · 0 changed · [1-9]\d* unchanged · 0 to delete/, { timeout: 30_000 });
  }
});

test('on a German page the CSV export is German Excel’s: semicolons, Ja/Nein; a price changed with a decimal comma is 1 changed', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  const merchant = accounts.acme.merchant;
  await signInThroughUi(page, `/${merchant}/settings/imports`, accounts.acme);
  // signed in before the next address is opened: a page opened sooner finds no session yet and asks for one again
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.goto(`/${merchant}/settings/imports/export`);
  await page.getByRole('radio', { name: 'CSV-Datei (.csv)' }).check();
  await expect(page.getByText(/^Semikolons zwischen den Zellen und Dezimalkomma/)).toBeVisible();
  await page.getByRole('radio', { name: 'Produkte' }).check();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Produkte exportieren' }).click();
  const bytes = readFileSync(await (await downloading).path());
  // read as German Excel reads it: semicolons between cells, quoted cells holding the lists
  expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^code;name\.[a-z-]+;/);
  const [header, ...rows] = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { delimiter: ';', skipEmptyLines: true }).data;
  const column = (name: string) => header!.indexOf(name);
  const armchair = rows.find((row) => row[column('code')] === 'rc-armchairs-0')!;
  expect(armchair[column('isInventoryManaged')]).toBe('Ja');
  expect(armchair[column('categories')]).toBe('armchairs;living-room-furniture');
  const before = Number(armchair[column('price.price')]!.replace(',', '.'));
  const currency = armchair[column('price.currencyCode')]!;
  // the merchant writes the new price as German Excel does
  armchair[column('price.price')] = String(before + 1.5).replace('.', ',');
  const changed = Papa.unparse([header!, ...rows], { delimiter: ';', newline: '\r\n' });

  await page.goto(wizardPath(merchant));
  await page.getByLabel('Produktdatei', { exact: true }).setInputFiles({ name: 'produkte.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${changed}\r\n`) });
  const products = page.getByRole('region', { name: 'Produkte' });
  await expect(products).toContainText(/im Katalog ändert: 0 neu · 1 geändert · [1-9]\d* unverändert · 0 werden gelöscht/, { timeout: 30_000 });
  await products.getByRole('button', { name: /^Änderungen durch .* anzeigen$/ }).click();
  const row = products.getByRole('table', { name: /Element für Element$/ }).getByRole('row', { name: /rc-armchairs-0/ });
  const euro = (n: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(n);
  await expect(row).toContainText(`${euro(before)} → ${euro(before + 1.5)}`);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});

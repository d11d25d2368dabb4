import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { expect, expectNoAxeViolations, signInThroughUi, test } from './fixtures';

/**
 * Customers, a segment and its members imported together through the wizard, as a merchant moving
 * from another shop system brings them: 1,000 customers (20 guests sharing one address), one fixed
 * segment, all 1,000 its members, named by customer number. As the worker's acme merchant.
 */
const asFile = (name: string, elements: unknown[]) => ({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(elements, null, 1)) });
const number = (i: number) => `imp-${String(i).padStart(4, '0')}`;
const customers = Array.from({ length: 1000 }, (_, i) =>
  i < 20
    ? { externalCustomerNumber: number(i), firstName: 'Guest', lastName: `Shopper ${i}`, emailAddress: 'shared-guest@example.com', isAnonymous: true }
    : { externalCustomerNumber: number(i), firstName: `Kundin ${i}`, lastName: 'Import', emailAddress: `import-${i}@example.com` },
).reverse();
const slot = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const ready = (page: Page, title: string, name: string) => expect(slot(page, title).getByText(new RegExp(`^${name.replace('.', '\\.')} is ready`))).toBeVisible();
const partial = (page: Page, title: string) => slot(page, title).getByRole('radio', { name: /Partial/ }).check();

test('customers, a segment and its members imported together; the segment page lists, exports and removes them', async ({ page, accounts }) => {
  test.setTimeout(240_000);
  const merchant = accounts.acme.merchant;
  await signInThroughUi(page, `/${merchant}/settings/imports/new`, accounts.acme);
  await expect(page.getByRole('heading', { level: 2, name: 'Customers and segments' })).toBeVisible();
  await page.getByLabel('Customers file', { exact: true }).setInputFiles(asFile('customers.json', customers));
  await partial(page, 'Customers');
  await page.getByLabel('Segments file', { exact: true }).setInputFiles(asFile('segments.json', [{ code: 'imported-vip', name: 'Imported VIPs', type: 'fixed' }]));
  await partial(page, 'Segments');
  const members = Array.from({ length: 1000 }, (_, i) => ({ segmentCode: 'imported-vip', externalCustomerNumber: number(i) })).reverse();
  await page.getByLabel('Segment members file', { exact: true }).setInputFiles(asFile('members.json', members));
  await partial(page, 'Segment members');
  await ready(page, 'Customers', 'customers.json');
  await ready(page, 'Segments', 'segments.json');
  await ready(page, 'Segment members', 'members.json');
  // a fixed segment shares its fields with an attribute, a member its customer number with a customer: neither is taken for one
  await expect(page.getByText(/looks like/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Import 3 files' }).click();
  const outcome = page.getByRole('main').getByRole('status').filter({ hasText: /^Import (finished|aborted)/ });
  await expect(outcome).toContainText('Import finished: 2,001 created, 0 updated, 0 deleted, 0 failed.', { timeout: 90_000 });

  await page.goto(`/${merchant}/segments/imported-vip`);
  await expect(page.getByRole('heading', { level: 1, name: 'Imported VIPs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members (1,000)' })).toBeVisible();

  // the CSV: one row per member, guests marked, the same 1,000 customer numbers
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export members (CSV)' }).click();
  const lines = (await readFile((await (await download).path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('customer number,e-mail,name,guest or registered');
  expect(new Set(lines.slice(1).map((l) => l.split(',')[0]))).toEqual(new Set(customers.map((c) => c.externalCustomerNumber)));
  expect(lines.filter((l) => l.endsWith(',guest'))).toHaveLength(20);

  // 300 addresses taken out by a pasted list: registered customers 20 to 319
  const removed = Array.from({ length: 300 }, (_, i) => 20 + i);
  await page.getByRole('link', { name: 'Remove members from a list' }).click();
  await page.getByRole('textbox', { name: 'E-mail addresses' }).fill(removed.map((i) => `import-${i}@example.com`).join('\n'));
  await page.getByRole('button', { name: 'Check the addresses' }).click();
  await page.getByRole('button', { name: 'Remove 300 members from Imported VIPs' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove 300 members' }).click();
  await expect(page.getByText('Removed 300 members from Imported VIPs.')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Back to Imported VIPs' }).first().click();
  await expect(page.getByRole('heading', { name: 'Members (700)' })).toBeVisible();

  // a full members file that names 200 of them: it says what the segment loses before the start
  const gone = new Set(removed.map(number));
  const kept = members.filter((m) => !gone.has(m.externalCustomerNumber)).slice(0, 200);
  await page.getByRole('link', { name: 'Import members from a file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Members for segment imported-vip' })).toBeVisible();
  await page.getByLabel('Segment members file', { exact: true }).setInputFiles(asFile('members-full.json', kept));
  await slot(page, 'Segment members').getByRole('radio', { name: /Full/ }).check();
  await expect(slot(page, 'Segment members')).toContainText('Segment imported-vip loses 500 of its 700 members: members-full.json is full and does not name them.');
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete missing and import 1 file' }).click();
  await expect(outcome).toContainText('Import finished: ', { timeout: 60_000 });
  await page.goto(`/${merchant}/segments/imported-vip`);
  await expect(page.getByRole('heading', { name: 'Members (200)' })).toBeVisible();
});

test('a members file naming a dynamic segment, a segment or a customer that exists nowhere, is refused before anything is uploaded', async ({ page, accounts }) => {
  const merchant = accounts.acme.merchant;
  await signInThroughUi(page, `/${merchant}/settings/imports/new`, accounts.acme);
  const members = [
    { segmentCode: 'acme-road-runners', emailAddress: 'someone@example.com' },
    { segmentCode: 'no-such-segment', externalCustomerNumber: '1' },
  ];
  await page.getByLabel('Segment members file', { exact: true }).setInputFiles(asFile('wrong-members.json', members));
  await partial(page, 'Segment members');
  const report = slot(page, 'Segment members');
  await expect(report).toContainText('segment “acme-road-runners” (named by 1 element of wrong-members.json) is a dynamic segment: its rule chooses its members, they cannot be imported');
  await expect(report).toContainText('segment “no-such-segment” (named by 1 element of wrong-members.json) is in no segments file of this import and does not exist');
  await expect(report).toContainText('customer number “1” (named by 1 element of wrong-members.json) is in no customers file of this import and does not exist');
  await expect(page.getByText('wrong-members.json names 3 segments or customers that will not be there: see its report.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 1 file' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('customers exported as a workbook, saved again in a spreadsheet program and imported, stay exactly as they were', async ({ page, accounts }) => {
  test.setTimeout(180_000);
  const merchant = accounts.acme.merchant;
  // as another shop system hands them over: numbers with leading zeros, an address each, umlauts, settings
  const written = [
    { externalCustomerNumber: '00017', firstName: 'Jürgen', middleName: 'Karl', lastName: 'Weiß', emailAddress: 'roundtrip-juergen@example.com', status: 'active', isAnonymous: false, taxExempt: true, taxClass: 'B2B',
      contacts: [{ externalContactCode: 'home', firstName: 'Jürgen', lastName: 'Weiß', companyName: 'Weiß & Söhne GmbH', address1: 'Schloßstraße 10', city: 'Butzbach', postalCode: '03510', country: 'DE', phone: '+49 6033 1234', isDefaultBilling: true, isDefaultShipping: true }],
      settings: { defaultLocale: 'de-de', communicationPreferences: ['email', 'sms'], marketingOptIn: true } },
    { externalCustomerNumber: '00018', firstName: 'Ana', lastName: 'Souza', emailAddress: 'roundtrip-ana@example.com', status: 'inactive', isAnonymous: false,
      contacts: [{ firstName: 'Ana', lastName: 'Souza', address1: '=1+2 Rua Augusta', city: 'Lisboa', postalCode: '1100-048', country: 'PT' }] },
    { externalCustomerNumber: '00019', firstName: 'Guest', lastName: 'With Number', emailAddress: 'roundtrip-ana@example.com', status: 'active', isAnonymous: true },
  ];
  await signInThroughUi(page, `/${merchant}/settings/imports/new`, accounts.acme);
  await page.getByLabel('Customers file', { exact: true }).setInputFiles(asFile('roundtrip.json', written));
  await partial(page, 'Customers');
  await ready(page, 'Customers', 'roundtrip.json');
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  const outcome = page.getByRole('main').getByRole('status').filter({ hasText: /^Import (finished|aborted)/ });
  await expect(outcome).toContainText('Import finished: 3 created, 0 updated, 0 deleted, 0 failed.', { timeout: 60_000 });

  const exportOnce = async (format: string) => {
    await page.goto(`/${merchant}/settings/imports/export`);
    await page.getByRole('radio', { name: format }).check();
    await page.getByRole('radio', { name: 'Customers' }).check();
    await page.getByLabel('E-mail addresses containing').fill('roundtrip-');
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Customers' }).click();
    const file = await download;
    await expect(page.getByRole('status').filter({ hasText: file.suggestedFilename() })).toContainText(`${file.suggestedFilename()} is ready: 3 elements`);
    await expect(page.getByText(/^Not in the file, because the customer list does not return them/).last()).toBeVisible();
    return readFile((await file.path())!);
  };

  // the workbook: a row each, the address as contacts columns, read back and saved again as a spreadsheet program would
  const sheets = (await readXlsxFile(await exportOnce('Excel workbook (.xlsx)'))) as unknown as { sheet: string; data: unknown[][] }[];
  expect(sheets.map((s) => s.sheet)).toEqual(['Customers', 'Notes']);
  const [header, ...rows] = sheets[0]!.data;
  expect(rows).toHaveLength(3);
  const cell = (number: string, column: string) => rows.find((r) => r[header!.indexOf('externalCustomerNumber')] === number)?.[header!.indexOf(column)];
  expect([cell('00017', 'contacts.postalCode'), cell('00017', 'contacts.address1'), cell('00017', 'settings.marketingOptIn'), cell('00018', 'contacts.address1')]).toEqual(['03510', 'Schloßstraße 10', true, '=1+2 Rua Augusta']);
  const resaved = Buffer.from(await writeExcelFile(sheets as never).toBuffer());

  await page.goto(`/${merchant}/settings/imports/new`);
  await page.getByLabel('Customers file', { exact: true }).setInputFiles({ name: 'customers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: resaved });
  await expect(slot(page, 'Customers').getByText(/^customers\.xlsx \(Customers\)\.json is ready/)).toBeVisible();
  await expect(slot(page, 'Customers').getByText('Every column is imported.')).toBeVisible();
  await partial(page, 'Customers');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  await expect(outcome).toContainText('Import finished: 0 created, 3 updated, 0 deleted, 0 failed.', { timeout: 60_000 });

  // read back as JSON: every field as the first file wrote it
  const asJson = async () =>
    (JSON.parse((await exportOnce('JSON (the import file)')).toString('utf8')) as { externalCustomerNumber: string }[]).sort((a, b) => a.externalCustomerNumber.localeCompare(b.externalCustomerNumber));
  expect(await asJson()).toEqual(written);

  // the same through a CSV file, parsed and written again by papaparse
  const csv = Papa.parse<string[]>((await exportOnce('CSV file (.csv)')).toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(csv[0]).toContain('contacts.postalCode');
  await page.goto(`/${merchant}/settings/imports/new`);
  await page.getByLabel('Customers file', { exact: true }).setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${Papa.unparse(csv)}`) });
  await expect(slot(page, 'Customers').getByText(/^customers\.csv\.json is ready/)).toBeVisible();
  await partial(page, 'Customers');
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  await expect(outcome).toContainText('Import finished: 0 created, 3 updated, 0 deleted, 0 failed.', { timeout: 60_000 });
  expect(await asJson()).toEqual(written);
});

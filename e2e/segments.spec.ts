import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInThroughUi, test as base } from './fixtures';
import { fullName, segmentPlatform, uniqueCode } from './fixtures/segments/platform';

/** The worker's demo merchant's segments: its pages, and its segment calls to set up and read back. */
interface Segments extends ReturnType<typeof segmentPlatform> {
  /** the address of a segments page, e.g. path('/new') */
  path: (rest: string) => string;
  /** signs in through the sign-in page straight onto a segments page */
  open: (rest: string) => Promise<void>;
}

const test = base.extend<{ segments: Segments }>({
  segments: async ({ page, accounts }, use) => {
    const path = (rest: string) => `/${accounts.demo.merchant}/segments${rest}`;
    await use({
      ...segmentPlatform(accounts.demo),
      path,
      open: async (rest) => {
        await signInThroughUi(page, path(rest), accounts.demo);
        await expect(page).toHaveURL(new RegExp(`${path(rest).replace(/[?]/g, '\\?')}$`));
      },
    });
  },
});

const results = (page: Page) => page.getByRole('table', { name: /Customers found/ });

test.describe('segments', () => {
  test('the list shows every segment and is accessible', async ({ page, segments }) => {
    await segments.open('');
    await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'VIP customers' })).toBeVisible();
    await page.getByLabel('Type').selectOption('dynamic');
    await expect(page).toHaveURL(/type=dynamic/);
    await expect(page.getByRole('link', { name: 'VIP customers' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Big spenders' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('creates a fixed segment with two initial members', async ({ page, segments }) => {
    const code = uniqueCode('new');
    await segments.open('/new');
    await page.getByLabel('Name').fill('Two first members');
    await expect(page.getByLabel('Code')).toHaveValue('two-first-members');
    await page.getByLabel('Code').fill('has a space');
    await expect(page.getByText(/Use letters, digits/)).toBeVisible();
    await page.getByLabel('Code').fill(code);

    const email = page.getByRole('searchbox', { name: 'E-mail address' });
    await email.fill('sam.taylor@example.com');
    await page.getByRole('checkbox', { name: /^Pick Sam Taylor, registered/ }).check();
    await email.fill('jordan.lee@example.com');
    await page.getByRole('checkbox', { name: /^Pick Jordan Lee, registered/ }).check();
    await expect(page.getByRole('region', { name: 'Members to add' })).toContainText('Sam Taylor');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create segment with 2 members' }).click();
    await expect(page).toHaveURL(new RegExp(`${segments.path(`/${code}`)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Two first members' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    const table = page.getByRole('table', { name: /^Members of/ });
    await expect(table).toContainText('sam.taylor@example.com');
    await expect(table).toContainText('jordan.lee@example.com');
    await expectNoAxeViolations(page);

    // the same code again is refused at the code field, with everything typed kept
    await page.goto(segments.path('/new'));
    await page.getByLabel('Name').fill('Again');
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Create segment' }).click();
    await expect(page.getByText(`A segment with code ${code} already exists`)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Again');
  });

  test('finds a customer whose address guests share and adds only the registered one', async ({ page, segments }) => {
    const code = uniqueCode('shared');
    await segments.createSegment(code, 'Shared address test');
    await segments.open(`/${code}/add-members`);
    await page.getByRole('searchbox', { name: 'E-mail address' }).fill('alex.morgan@example.com');
    await expect(results(page).getByRole('checkbox')).toHaveCount(1);
    await expect(results(page).getByRole('checkbox', { name: /^Pick Alex Morgan, registered/ })).toBeVisible();

    // with guests, all three sharing the address are grouped under it
    await page.getByRole('switch', { name: 'Leave out guests' }).uncheck();
    await expect(results(page).getByRole('checkbox')).toHaveCount(3);
    await expect(results(page).getByRole('rowheader')).toContainText('3 customers share this address: 1 registered customer, 2 guests');
    await expectNoAxeViolations(page);
    await page.getByRole('switch', { name: 'Leave out guests' }).check();
    // the results still show the search with guests until they are drawn again (in the background);
    // the redraw drops the address's heading row and moves the registered customer's row up, so a pick
    // made before it can be pressed on one row and released on another: pick once only they are offered
    await expect(results(page).getByRole('checkbox')).toHaveCount(1);
    await expect(results(page).getByRole('rowheader')).toHaveCount(0);

    await results(page).getByRole('checkbox', { name: /^Pick Alex Morgan, registered/ }).check();
    // the picked list's heading stands directly under the page's title
    await expect(page.getByRole('heading', { level: 2, name: 'Picked customers (1)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add 1 member to Shared address test' }).click();
    await expect(page.getByText('Added 1 member to Shared address test.')).toBeVisible();
    await expect(results(page).getByRole('checkbox', { name: /^Alex Morgan, registered, .*: Already a member$/ })).toBeDisabled();

    const [alex] = await segments.customers({ emailAddress: 'alex.morgan@example.com', isAnonymous: false });
    expect(await segments.memberIds(code)).toEqual([alex!.id]);
  });

  test('the customer search keeps fast typing and mid-text edits, and follows Back and Forward', async ({ page, segments }) => {
    const code = uniqueCode('typing');
    await segments.createSegment(code, 'Typing test');
    const path = segments.path(`/${code}/add-members`);
    await segments.open(`/${code}/add-members`);
    const email = page.getByRole('searchbox', { name: 'E-mail address' });
    // key strokes with no pause: the address follows each one, the field must not drop any
    await email.pressSequentially('sam.taylor@example.com', { delay: 0 });
    await expect(email).toHaveValue('sam.taylor@example.com');
    // an edit in the middle keeps the caret where the merchant types
    await email.evaluate((el: HTMLInputElement) => el.setSelectionRange(3, 3));
    await page.keyboard.type('my', { delay: 0 });
    await expect(email).toHaveValue('sammy.taylor@example.com');
    expect(await email.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(5);
    await expect(page).toHaveURL(/email=sammy\.taylor%40example\.com/);

    // another search of this page in another history entry (as the router writes entries: with a
    // key), opened without reloading; then the browser's own Back and Forward between the two
    await page.evaluate((url) => {
      window.history.pushState({ usr: null, key: 'another-search', idx: window.history.length }, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, `${path}?email=jordan.lee%40example.com&guests=include`);
    await expect(email).toHaveValue('jordan.lee@example.com');
    await expect(results(page).getByRole('checkbox', { name: /^Pick Jordan Lee, registered/ })).toBeVisible();
    await page.goBack();
    await expect(email).toHaveValue('sammy.taylor@example.com');
    await expect(page.getByRole('switch', { name: 'Leave out guests' })).toBeChecked();
    await page.goForward();
    await expect(email).toHaveValue('jordan.lee@example.com');
    await expect(page.getByRole('switch', { name: 'Leave out guests' })).not.toBeChecked();
  });

  test('adds three members at once, then removes two at once', async ({ page, segments }) => {
    const code = uniqueCode('three');
    await segments.createSegment(code, 'Three at once');
    const picks = (await segments.customersWithOwnAddress()).slice(0, 3);
    await segments.open(`/${code}/add-members`);
    const email = page.getByRole('searchbox', { name: 'E-mail address' });
    for (const c of picks) {
      await email.fill(c.emailAddress!);
      // customers are named by their customer number; the internal ID only on request
      await results(page).getByRole('checkbox', { name: new RegExp(`^Pick .*customer number ${c.externalCustomerNumber ?? c.internalCustomerNumber}$`) }).check();
    }
    await page.getByRole('button', { name: 'Add 3 members to Three at once' }).click();
    await expect(page.getByText('Added 3 members to Three at once.')).toBeVisible();
    // the button is disabled with no picks left: the notice has the focus, not the page
    await expect(page.locator('[tabindex="-1"]').filter({ hasText: 'Added 3 members to Three at once.' }).last()).toBeFocused();
    expect((await segments.memberIds(code)).sort()).toEqual(picks.map((c) => c.id).sort());

    await page.getByRole('link', { name: 'Back to Three at once' }).first().click();
    await expect(page.getByRole('heading', { name: 'Members (3)' })).toBeVisible();
    for (const c of picks.slice(0, 2)) await page.getByRole('checkbox', { name: `Select ${fullName(c)} (${c.emailAddress})` }).check();
    await page.getByRole('button', { name: 'Remove 2 members' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove 2 members from Three at once?' });
    await expect(dialog).toContainText(picks[0]!.emailAddress!);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Remove 2 members' }).click();
    await expect(page.getByText('Removed 2 members.')).toBeVisible();
    // the rows, and the buttons on them, are gone: the notice has the focus once the dialog has closed
    await expect(page.locator('[tabindex="-1"]').filter({ hasText: 'Removed 2 members.' }).last()).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Members of/ }).getByRole('row')).toHaveCount(2);
    expect(await segments.memberIds(code)).toEqual([picks[2]!.id]);
  });

  test('adds 200 by a pasted list with a report that counts each bucket', async ({ page, segments }) => {
    const own = await segments.customersWithOwnAddress();
    const members = own.slice(0, 3);
    const fresh = own.slice(3, 173);
    const code = uniqueCode('list');
    await segments.createSegment(code, 'From a list', members.map((c) => c.id));
    const lines = [
      ...fresh.map((c, i) => (i % 3 === 0 ? `  ${c.emailAddress!.toUpperCase()}  ` : c.emailAddress!)),
      ...fresh.slice(0, 5).map((c) => c.emailAddress!),
      'alex.morgan@example.com',
      'casey.kim@example.com',
      ...members.map((c) => c.emailAddress!),
      ...Array.from({ length: 10 }, (_, i) => `nobody${i}@nowhere.example`),
      ...Array.from({ length: 8 }, (_, i) => `not an address ${i}`),
      '',
      '   ',
    ];
    expect(lines).toHaveLength(200);

    await segments.open(`/${code}/add-by-list`);
    const box = page.getByRole('textbox', { name: 'E-mail addresses' });
    await expect(box).toBeVisible();
    await expectNoAxeViolations(page);
    await box.fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Check the addresses' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: check and confirm' })).toBeVisible();

    const counts = page.getByRole('table', { name: 'Addresses per result' });
    const count = (label: string) => counts.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
    await expect(count('One customer: will be added')).toHaveText('171');
    await expect(count('Several customers: choose one')).toHaveText('0');
    await expect(count('Guests only')).toHaveText('1');
    await expect(count('Already a member')).toHaveText('3');
    await expect(count('Not found')).toHaveText('10');
    await expect(count('Not an e-mail address')).toHaveText('8');
    await expect(count('Repeated addresses, counted once')).toHaveText('5');
    await expect(count('Blank lines, skipped')).toHaveText('2');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add 171 members to From a list' }).click();
    await expect(page.getByText('Added 171 members to From a list.')).toBeVisible();
    const summary = page.getByRole('table', { name: 'Result of the add' });
    await expect(summary.getByRole('row', { name: /^Added/ }).getByRole('cell')).toHaveText('171');
    await expect(summary.getByRole('row', { name: /^Left out at review/ }).getByRole('cell')).toHaveText('22');
    // what was not added is listed on the page with its reason; the download stays
    const notAdded = page.getByRole('table', { name: 'Entries not added, in list order' });
    await expect(page.getByRole('heading', { name: 'Not added (22)' })).toBeVisible();
    await expect(notAdded.getByRole('row')).toHaveCount(23);
    await expect(notAdded.getByRole('row', { name: /nobody0@nowhere\.example/ })).toContainText('No customer has this address');
    await expect(notAdded.getByRole('row', { name: /not an address 0/ })).toContainText('Not an e-mail address');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the 22 entries not added (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe(`not-added-to-${code}.csv`);
    await expectNoAxeViolations(page);
    expect(await segments.memberIds(code)).toHaveLength(174);
  });

  test("exports a fixed segment's members as CSV: a translated header and a row per member", async ({ page, segments }) => {
    const members = (await segments.customersWithOwnAddress()).slice(0, 25);
    const code = uniqueCode('export');
    await segments.createSegment(code, 'Export test', members.map((c) => c.id));
    await segments.open(`/${code}`);
    await expect(page.getByRole('heading', { name: 'Members (25)' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export members (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^members-${code}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('customer number,e-mail,name,guest or registered');
    expect(lines).toHaveLength(1 + members.length);
    for (const c of members) expect(lines.filter((l) => l.includes(`,${c.emailAddress},`))).toHaveLength(1);
    await expect(page.getByRole('status').filter({ hasText: `Exported 25 members to ${file.suggestedFilename()}.` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('removes a pasted list of members after confirming the count', async ({ page, segments }) => {
    const own = await segments.customersWithOwnAddress();
    const members = own.slice(0, 10);
    const code = uniqueCode('remove');
    await segments.createSegment(code, 'Remove by list', members.map((c) => c.id));
    await segments.open(`/${code}`);
    await page.getByRole('link', { name: 'Remove members from a list' }).click();
    await expect(page).toHaveURL(new RegExp(`${segments.path(`/${code}/remove-by-list`)}$`));

    const box = page.getByRole('textbox', { name: 'E-mail addresses' });
    await expect(box).toBeVisible();
    await box.fill([...members.slice(0, 6).map((c) => c.emailAddress!), own[20]!.emailAddress!, 'nobody@nowhere.example', 'not an address'].join('\n'));
    await page.getByRole('button', { name: 'Check the addresses' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: check and confirm' })).toBeVisible();
    const counts = page.getByRole('table', { name: 'Addresses per result' });
    const count = (label: string) => counts.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
    await expect(count('One member: will be removed')).toHaveText('6');
    await expect(count('Not a member')).toHaveText('1');
    await expect(count('Not found')).toHaveText('1');
    await expect(count('Not an e-mail address')).toHaveText('1');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remove 6 members from Remove by list' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove 6 members from Remove by list?' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Remove 6 members' }).click();
    await expect(page.getByText('Removed 6 members from Remove by list.')).toBeVisible();
    const summary = page.getByRole('table', { name: 'Result of the removal' });
    await expect(summary.getByRole('row', { name: /^Removed/ }).getByRole('cell')).toHaveText('6');
    await expect(page.getByRole('table', { name: 'Entries not removed, in list order' }).getByRole('row')).toHaveCount(4);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to Remove by list' }).first().click();
    await expect(page.getByRole('heading', { name: 'Members (4)' })).toBeVisible();
    expect((await segments.memberIds(code)).sort()).toEqual(members.slice(6).map((c) => c.id).sort());
  });

  test('a dynamic segment shows its rule and refuses member management', async ({ page, segments }) => {
    await segments.open('/big-spenders');
    await expect(page.getByRole('heading', { level: 1, name: 'Big spenders' })).toBeVisible();
    await expect(page.getByText('Members follow the rule')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rule of Big spenders' })).toContainText('totalSpent');
    await expect(page.getByRole('link', { name: 'Add members' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page);

    for (const [sub, cannot] of [['add-members', 'added'], ['add-by-list', 'added'], ['remove-by-list', 'removed']]) {
      await page.goto(segments.path(`/big-spenders/${sub}`));
      await expect(page.getByText(`Members of a dynamic segment cannot be ${cannot}`)).toBeVisible();
      await expect(page.getByRole('searchbox')).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });
});

import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInThroughUi, test } from './fixtures';
import { segmentPlatform, uniqueCode } from './fixtures/segments/platform';

/**
 * German and English: the browser's language chooses, the shell's switch changes the page in
 * place and is kept; and in pseudo-English (every catalog message accented and bracketed) no page
 * shows a word that bypasses the word lists. What the merchant or the service wrote is marked
 * `translate="no"` and stays as it is.
 */

/** ASCII words, in text or in an accessible name, that neither come from the word lists nor are marked as the merchant's data. */
async function untranslated(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pseudo = /[⟦⟧áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ]/;
    const words = /[A-Za-z]{2,}/;
    const exempt = (el: Element | null) => !el || el.closest('[translate="no"], script, style, noscript, template') !== null;
    const found: string[] = [];
    const check = (text: string | null | undefined, where: string, el: Element | null) => {
      const value = (text ?? '').trim();
      if (value && words.test(value) && !pseudo.test(value) && !exempt(el)) found.push(`${where}: ${value.slice(0, 80)}`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) check(node.nodeValue, 'text', node.parentElement);
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-valuetext]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) check(el.getAttribute(name), `${el.tagName.toLowerCase()}[${name}]`, el);
    }
    check(document.title, 'title', document.documentElement);
    return found;
  });
}

const expectAllTranslated = async (page: Page, where: string) => {
  await expect(page.locator('main, form').first()).toBeVisible();
  // the tab's title is set once the page has rendered
  await expect(page).toHaveTitle(/⟦/);
  expect(await untranslated(page), where).toEqual([]);
};

const choosePseudo = (page: Page) => page.evaluate(() => localStorage.setItem('language', 'en-XA'));

test.describe('languages', () => {
  test.describe('a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('gets the app in German, switches to English in place without losing the wizard, and keeps the choice', async ({ page, accounts }) => {
      const who = accounts.demo;
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.getByLabel('Händlercode').fill(who.merchant);
      await page.getByLabel('Benutzername').fill(who.user);
      await page.getByLabel('Passwort').fill(who.password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Importe' })).toBeVisible();
      // dates as a German writes them: 26.11.2026, 21:46
      await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(/\d{2}\.\d{2}\.\d{4}/);
      await expectNoAxeViolations(page);

      await page.goto(`/${who.merchant}/settings/imports/new`);
      await expect(page.getByRole('heading', { level: 1, name: 'Neuer Import' })).toBeVisible();
      await page.getByLabel('Attributdatei', { exact: true }).setInputFiles('e2e/fixtures/import-files/attributes.json');
      await expect(page.getByRole('region', { name: 'Attribute' }).getByText(/^attributes\.json ist bereit/)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByLabel('Sprache / Language').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'New import' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Attributes' }).getByText(/^attributes\.json is ready/)).toBeVisible();

      await page.goto(`/${who.merchant}/segments`);
      await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('the main journeys read in German, with axe on each page', async ({ page, accounts }) => {
      test.setTimeout(120_000);
      const who = accounts.demo;
      await page.goto('/');
      await page.getByLabel('Händlercode').fill(who.merchant);
      await page.getByLabel('Benutzername').fill(who.user);
      await page.getByLabel('Passwort').fill(who.password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Importe' })).toBeVisible();

      // an import to its end: three full files, the deletions confirmed, followed live
      await page.goto(`/${who.merchant}/settings/imports/new`);
      const files = 'e2e/fixtures/import-files/';
      for (const [label, region, name] of [['Attributdatei', 'Attribute', 'attributes.json'], ['Kategoriedatei', 'Kategorien', 'categories.json'], ['Produktdatei', 'Produkte', 'products.json']] as const) {
        await page.getByLabel(label, { exact: true }).setInputFiles(files + name);
        await expect(page.getByRole('region', { name: region, exact: true }).getByText(new RegExp(`^${name.replace('.', '\\.')} ist bereit`))).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '3 Dateien importieren' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Fehlende löschen und 3 Dateien importieren' }).click();
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^Import abgeschlossen: / })).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(page);

      // history, and the detail of an import with failed elements
      await page.goto(`/${who.merchant}/settings/imports?status=withFailures`);
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('table').locator('tbody tr a').first().click();
      await expect(page.getByRole('heading', { name: 'Fehlgeschlagene Elemente', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      // a segment: a search that leaves out guests, one member added, then removed
      const code = uniqueCode('de');
      await segmentPlatform(who).createSegment(code, 'Deutscher Test');
      await page.goto(`/${who.merchant}/segments/${code}/add-members`);
      await expect(page.getByRole('switch', { name: 'Gastkonten ausblenden' })).toBeChecked();
      await page.getByRole('searchbox', { name: 'E-Mail-Adresse' }).fill('alex.morgan@example.com');
      const results = page.getByRole('table');
      await expect(results.getByRole('checkbox')).toHaveCount(1);
      await results.getByRole('checkbox').check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '1 Mitglied zu Deutscher Test hinzufügen' }).click();
      await expect(page.getByText('1 Mitglied zu Deutscher Test hinzugefügt.')).toBeVisible();

      await page.goto(`/${who.merchant}/segments/${code}`);
      await page.getByRole('table').getByRole('checkbox').last().check();
      await page.getByRole('button', { name: '1 Mitglied entfernen' }).click();
      const removal = page.getByRole('alertdialog', { name: '1 Mitglied aus Deutscher Test entfernen?' });
      await expectNoAxeViolations(page);
      await removal.getByRole('button', { name: '1 Mitglied entfernen' }).click();
      await expect(removal).toBeHidden();
      await expect.poll(() => segmentPlatform(who).memberIds(code)).toEqual([]);
      await expectNoAxeViolations(page);

      // add by list: two addresses looked up, reviewed and added
      await page.goto(`/${who.merchant}/segments/${code}/add-by-list`);
      await page.getByRole('textbox', { name: 'E-Mail-Adressen' }).fill('alex.morgan@example.com\nsam.taylor@example.com');
      await page.getByRole('button', { name: 'Adressen prüfen' }).click();
      await expect(page.getByRole('heading', { name: 'Schritt 2 von 3: prüfen und bestätigen' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: '2 Mitglieder zu Deutscher Test hinzufügen' }).click();
      await expect(page.getByRole('heading', { name: 'Fertig' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await segmentPlatform(who).memberIds(code)).toHaveLength(2);
    });

    test('German words fit at 360 px', async ({ page, accounts }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
      const who = accounts.demo;
      await page.getByLabel('Händlercode').fill(who.merchant);
      await page.getByLabel('Benutzername').fill(who.user);
      await page.getByLabel('Passwort').fill(who.password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      for (const path of ['/settings/imports', '/settings/imports/new', '/settings/imports/export', '/settings/imports/snapshots', '/settings/imports/mappings', '/segments', '/segments/new']) {
        await page.goto(`/${who.merchant}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  });

  test('in pseudo-English, no page shows a word that bypasses the word lists', async ({ page, accounts }) => {
    const who = accounts.demo;
    await page.goto('/');
    await choosePseudo(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expectAllTranslated(page, 'sign-in');

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await signInThroughUi(page, '/', who);
    await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
    await choosePseudo(page);
    const visit = async (path: string) => {
      await page.goto(`/${who.merchant}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    };

    await visit('/settings/imports');
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expectAllTranslated(page, 'import history');
    await page.getByRole('table').locator('tbody tr a').first().click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAllTranslated(page, 'import detail');

    await visit('/settings/imports/new');
    const inputs = page.locator('input[type="file"]');
    await inputs.nth(0).setInputFiles('e2e/fixtures/import-files/attributes.json');
    await inputs.nth(2).setInputFiles('e2e/fixtures/import-files/wrong-enum.json');
    // both checks have ended: no slot shows a progress bar any longer, and a report is there
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
    await expectAllTranslated(page, 'wizard with checked files');

    await visit('/settings/imports/export');
    // the words are pseudo-English here: the form's one submit button
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('status').filter({ hasText: /\.json/ })).toBeVisible();
    await expectAllTranslated(page, 'export');

    await visit('/settings/imports/snapshots');
    await expect(page.getByRole('table').or(page.locator('main p.muted')).first()).toBeVisible();
    await expectAllTranslated(page, 'snapshots');

    await visit('/segments');
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expectAllTranslated(page, 'segment list');
    await page.getByRole('link', { name: 'VIP customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'VIP customers' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAllTranslated(page, 'fixed segment');
    const fixed = new URL(page.url()).pathname;
    await page.goto(`${fixed}/add-members`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAllTranslated(page, 'add members');
    await page.goto(`${fixed}/add-by-list`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAllTranslated(page, 'add members by list');
    await page.goto(`${fixed}/remove-by-list`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAllTranslated(page, 'remove members by list');
    await visit('/segments');
    await page.getByRole('link', { name: 'Big spenders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Big spenders' })).toBeVisible();
    await expectAllTranslated(page, 'dynamic segment');
    await visit('/segments/new');
    await expectAllTranslated(page, 'new segment');
    await visit('/no-such-page');
    await expectAllTranslated(page, 'not found');
  });
});

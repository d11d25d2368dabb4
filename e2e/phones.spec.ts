import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, seededImports, signInThroughUi, test, type Account } from './fixtures';

/**
 * Every page read on a phone (360 × 740) and on a laptop (1280 × 800), in English and German: nothing
 * wider than the screen but inside a region that says it scrolls, no table header broken inside a
 * word, a confirmation's buttons in view, no axe violation.
 */

/** an import of the seed with failures, to open its detail page */
async function failedImport(who: Account) {
  const found = (await seededImports(who)).find((i) => i.status === 'finished' && i.entityFiles.some((f) => f.created.failed + f.updated.failed + f.deleted.failed > 0));
  if (!found) throw new Error('the seed has no finished import with failures');
  return found.importRef;
}

const pages = (importRef: string) => [
  'settings/imports',
  `settings/imports/${importRef}`,
  'settings/imports/new',
  'settings/imports/export',
  'settings/imports/snapshots',
  'settings/imports/mappings',
  'segments',
  'segments/new',
  'segments/vip-customers',
  'segments/vip-customers/add-members',
  'segments/vip-customers/add-by-list',
  'segments/vip-customers/remove-by-list',
];

/**
 * What a reader of the page would stumble on: elements that reach past the right edge outside a
 * region that scrolls and says so (a labelled, focusable scroll container), and table headers whose
 * words are broken over two lines.
 */
const stumbles = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    /** cut at an ancestor that hides what overflows it, or inside a scroll region that says what it is */
    const contained = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (/(hidden|clip)/.test(style.overflowX) || style.clipPath !== 'none') return up.getBoundingClientRect().right <= width + 1;
        if (/(auto|scroll)/.test(style.overflowX) && up.scrollWidth > up.clientWidth) return up.hasAttribute('aria-label') || up.hasAttribute('aria-labelledby');
      }
      return false;
    };
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed' && !el.closest('[aria-hidden="true"], .sr-only, .visually-hidden') && !contained(el);
    });
    const broken: string[] = [];
    for (const th of document.querySelectorAll('th')) {
      const box = th.getBoundingClientRect();
      if (box.width === 0) continue;
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    // only the outermost of nested wide elements
    const outermost = wide.filter((el) => !wide.some((other) => other !== el && other.contains(el)));
    return { wide: outermost.slice(0, 5).map(describe), broken };
  });

for (const language of ['en', 'de'] as const) {
  test.describe(`every page, ${language === 'en' ? 'English' : 'German'}`, () => {
    test('on a phone and on a laptop: nothing runs off the screen unsaid, no header breaks inside a word, axe finds nothing', async ({ page, accounts }) => {
      test.setTimeout(240_000);
      const who = accounts.demo;
      const importRef = await failedImport(who);
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      for (const [width, height] of [[360, 740], [1280, 800]] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'de');
        // the sign-in page is a chunk of its own: measured once its form is there
        await expect(page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'Anmelden' })).toBeVisible();
        expect.soft(await stumbles(page), `sign-in at ${width} px`).toEqual({ wide: [], broken: [] });
        if (width === 360) await expectNoAxeViolations(page);
        await page.getByLabel(language === 'en' ? 'Merchant code' : 'Händlercode').fill(who.merchant);
        await page.getByLabel(language === 'en' ? 'User name' : 'Benutzername').fill(who.user);
        await page.getByLabel(language === 'en' ? 'Password' : 'Passwort').fill(who.password);
        await page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'Anmelden' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const path of pages(importRef)) {
          await page.goto(`/${who.merchant}/${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // the page's data has arrived: no loading line left in the main region
          await expect(page.getByRole('main').getByText(/^(Loading|Wird geladen)/)).toHaveCount(0);
          expect.soft(await stumbles(page), `${path} at ${width} px`).toEqual({ wide: [], broken: [] });
          if (width === 360) await expectNoAxeViolations(page);
        }
        await page.context().clearCookies();
        await page.evaluate(() => sessionStorage.clear());
      }
    });
  });
}

test('on a phone a confirmation shows its buttons without scrolling', async ({ page, accounts }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signInThroughUi(page, `/${accounts.demo.merchant}/settings/imports/new`, accounts.demo);
  await expect(page.getByRole('heading', { level: 1, name: 'New import' })).toBeVisible();
  const products = Array.from({ length: 3 }, (_, i) => ({ code: `phone-${i}`, name: { 'en-us': `Phone ${i}` }, modelType: 'standard', isInventoryManaged: false }));
  await page.getByLabel('Products file', { exact: true }).setInputFiles({ name: 'phone.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(products)) });
  await expect(page.getByText(/^phone\.json is ready/)).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 file' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  for (const button of await dialog.getByRole('button').all()) await expect(button).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

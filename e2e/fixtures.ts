import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { mockApi } from './ports';

export const demo = { merchant: 'demo', user: 'demo', password: 'demo' } as const;
export { mockApi };

/** Signs in through the sign-in page, as a merchant's staff member would. */
export async function signInThroughUi(page: Page, path = '/', who: { merchant: string; user: string; password: string } = demo) {
  await page.goto(path);
  await page.getByLabel('Merchant code').fill(who.merchant);
  await page.getByLabel('User name').fill(who.user);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An axe scan of the page as it is now (WCAG 2.x A and AA); any violation fails the test. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/**
 * Waits until every request the page has sent to the mock API so far has been seen by the test:
 * the page calls a marker address, whose request comes after any it sent before; once the call
 * has answered, its request (returned) has been seen, and so has every earlier one.
 */
export async function apiRequestsSeen(page: Page): Promise<string> {
  const marker = `${mockApi}/__control/dialect`;
  expect(await page.evaluate((url) => fetch(url).then((r) => r.status), marker)).toBe(200);
  return marker;
}

/** Sets the mock server's fault switches (its test control route) for one test. */
export async function setFaults(body: Record<string, unknown>) {
  const res = await fetch(`${mockApi}/__control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`control route answered ${res.status}`);
}
export async function resetFaults() {
  await fetch(`${mockApi}/__control/reset`, { method: 'POST' });
}

/** A page already signed in as demo, on the imports page. */
export const test = base.extend<{ signedIn: Page }>({
  signedIn: async ({ page }, use) => {
    await signInThroughUi(page);
    await expect(page.getByRole('heading', { level: 1, name: /imports/i })).toBeVisible();
    await use(page);
  },
});
export { expect };

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { importList, type ImportRecord } from '../src/contract';
import { mockApi } from './ports';

export interface Account {
  merchant: string;
  user: string;
  password: string;
}

/**
 * The merchants a worker's tests act as: the seeded demo and acme for the first worker, their copies
 * (demo-2 and acme-2, …, seeded by the mock with the same data and users) for the others, so that
 * workers running side by side neither see each other's data nor meet each other's faults.
 */
export interface Accounts {
  demo: Account;
  acme: Account;
}
export const accountsFor = (parallelIndex: number): Accounts => {
  const copy = parallelIndex === 0 ? '' : `-${parallelIndex + 1}`;
  return {
    demo: { merchant: `demo${copy}`, user: 'demo', password: 'demo' },
    acme: { merchant: `acme${copy}`, user: 'acme', password: 'acme' },
  };
};
export { mockApi };

/** Signs in through the sign-in page, as a merchant's staff member would. */
export async function signInThroughUi(page: Page, path: string, who: Account) {
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

/** Sets a merchant's fault switches in the mock (its test control route): only that merchant's calls and imports meet them. */
export async function setFaults(merchant: string, body: Record<string, unknown>) {
  const res = await fetch(`${mockApi}/__control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ merchant, ...body }) });
  if (!res.ok) throw new Error(`control route answered ${res.status}`);
}
/** A merchant's fault switches back to the mock's start-up settings. */
export async function resetFaults(merchant: string) {
  const res = await fetch(`${mockApi}/__control/reset?merchant=${encodeURIComponent(merchant)}`, { method: 'POST' });
  if (!res.ok) throw new Error(`control route answered ${res.status}`);
}

export const test = base.extend<{ signedIn: Page }, { accounts: Accounts }>({
  // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
  accounts: [async ({}, use, workerInfo) => use(accountsFor(workerInfo.parallelIndex)), { scope: 'worker' }],
  /** A page already signed in as the worker's demo merchant, on the imports page. */
  signedIn: async ({ page, accounts }, use) => {
    await signInThroughUi(page, '/', accounts.demo);
    await expect(page.getByRole('heading', { level: 1, name: /imports/i })).toBeVisible();
    await use(page);
  },
});
export { expect };

/** The seeded imports, read straight from the mock, to open known ones by reference. */
export async function seededImports(who: Account): Promise<ImportRecord[]> {
  const tokenRes = await fetch(`${mockApi}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: who.user, password: who.password, tenantType: 'merchant', tenantId: who.merchant }),
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${mockApi}/merchants/${who.merchant}/imports?limit=1000&sort=createDate:desc`, { headers: { Authorization: `Bearer ${access_token}` } });
  // read as the app reads it, so the same helper serves both dialects of the mock
  return importList.parse(await res.json()).imports;
}


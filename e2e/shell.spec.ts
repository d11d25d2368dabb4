import { apiRequestsSeen, expect, expectNoAxeViolations, mockApi, signInThroughUi, test } from './fixtures';

test.describe('sign-in and the shell', () => {
  test('signs in, reaches both pages, and signs out', async ({ page, accounts }) => {
    const { merchant } = accounts.demo;
    await signInThroughUi(page, '/', accounts.demo);
    await expect(page).toHaveURL(new RegExp(`/${merchant}/settings/imports$`));
    await expect(page.getByRole('heading', { level: 1, name: /imports/i })).toBeVisible();
    await expect(page).toHaveTitle(/Imports/);
    await expect(page.getByRole('banner')).toContainText(merchant);

    await page.getByRole('link', { name: 'Segments' }).click();
    await expect(page).toHaveURL(new RegExp(`/${merchant}/segments`));
    await expect(page.getByRole('heading', { level: 1, name: /segments/i })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Merchant Admin' })).toBeVisible();
    await page.goto(`/${merchant}/segments`);
    await expect(page).toHaveURL(/\/sign-in\?/);
  });

  test('a wrong password says so and keeps what was typed', async ({ page, accounts }) => {
    const { demo } = accounts;
    await signInThroughUi(page, '/', { ...demo, password: 'wrong' });
    await expect(page.getByRole('alert')).toContainText('not right');
    await expect(page.getByLabel('Merchant code')).toHaveValue(demo.merchant);
    await expect(page.getByLabel('User name')).toHaveValue(demo.user);
    // focus on the error summary; the wrong password cleared, to be typed again
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expectNoAxeViolations(page);
  });

  test('a missing field is named and focused, and nothing is sent', async ({ page }) => {
    const tokenCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${mockApi}/oauth/token`)) tokenCalls.push(r.url());
    });
    await page.goto('/sign-in');
    await page.getByLabel('Merchant code').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('User name')).toBeFocused();
    await expect(page.getByLabel('User name')).toHaveAccessibleDescription('Enter your user name');
    await expect(page.getByLabel('Password')).toHaveValue('demo');
    await expectNoAxeViolations(page);
    await apiRequestsSeen(page);
    expect(tokenCalls).toEqual([]);
  });

  test('a deep link survives sign-in and a reload', async ({ page, accounts }) => {
    const { merchant } = accounts.demo;
    await signInThroughUi(page, `/${merchant}/segments`, accounts.demo);
    await expect(page).toHaveURL(new RegExp(`/${merchant}/segments$`));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /segments/i })).toBeVisible();
  });

  test('an unknown page says so', async ({ page, accounts }) => {
    await signInThroughUi(page, `/${accounts.demo.merchant}/no-such-page`, accounts.demo);
    await expect(page.getByRole('heading', { name: /does not exist/ })).toBeVisible();
  });

  test('is usable 360 px wide', async ({ page, accounts }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInThroughUi(page, '/', accounts.demo);
    await expect(page.getByRole('link', { name: 'Segments' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the production build ships a Content Security Policy', async ({ page }) => {
    await page.goto('/sign-in');
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src');
  });
});

test.describe('accessibility of the shell pages', () => {
  test('sign-in page has no axe violations', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to Merchant Admin' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('not-found page has no axe violations', async ({ page, accounts }) => {
    await signInThroughUi(page, `/${accounts.demo.merchant}/nowhere`, accounts.demo);
    await expect(page.getByRole('heading', { name: /does not exist/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a session that ends half-way', () => {
  test('an expired access token is refreshed without the merchant noticing', async ({ page, accounts }) => {
    // acme, so that the tokens of the tests running beside this one (as demo) stay valid
    const { acme } = accounts;
    await signInThroughUi(page, `/${acme.merchant}/segments`, acme);
    await expect(page.getByRole('table')).toBeVisible();
    const res = await fetch(`${mockApi}/__control/tokens/expire?merchant=${acme.merchant}`, { method: 'POST' });
    expect(res.ok).toBe(true);
    await page.getByRole('link', { name: /Imports/ }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
  });
});

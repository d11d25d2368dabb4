import { apiRequestsSeen, demo, expect, expectNoAxeViolations, mockApi, signInThroughUi, test } from './fixtures';

test.describe('sign-in and the shell', () => {
  test('signs in, reaches both pages, and signs out', async ({ page }) => {
    await signInThroughUi(page);
    await expect(page).toHaveURL(/\/demo\/settings\/imports$/);
    await expect(page.getByRole('heading', { level: 1, name: /imports/i })).toBeVisible();
    await expect(page).toHaveTitle(/Imports/);
    await expect(page.getByRole('banner')).toContainText('demo');

    await page.getByRole('link', { name: 'Segments' }).click();
    await expect(page).toHaveURL(/\/demo\/segments/);
    await expect(page.getByRole('heading', { level: 1, name: /segments/i })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Merchant Admin' })).toBeVisible();
    await page.goto('/demo/segments');
    await expect(page).toHaveURL(/\/sign-in\?/);
  });

  test('a wrong password says so and keeps what was typed', async ({ page }) => {
    await signInThroughUi(page, '/', { ...demo, password: 'wrong' });
    await expect(page.getByRole('alert')).toContainText('not right');
    await expect(page.getByLabel('Merchant code')).toHaveValue('demo');
    await expect(page.getByLabel('User name')).toHaveValue('demo');
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

  test('a deep link survives sign-in and a reload', async ({ page }) => {
    await signInThroughUi(page, '/demo/segments');
    await expect(page).toHaveURL(/\/demo\/segments$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /segments/i })).toBeVisible();
  });

  test('an unknown page says so', async ({ page }) => {
    await signInThroughUi(page, '/demo/no-such-page');
    await expect(page.getByRole('heading', { name: /does not exist/ })).toBeVisible();
  });

  test('is usable 360 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInThroughUi(page);
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

  test('not-found page has no axe violations', async ({ page }) => {
    await signInThroughUi(page, '/demo/nowhere');
    await expect(page.getByRole('heading', { name: /does not exist/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a session that ends half-way', () => {
  test('an expired access token is refreshed without the merchant noticing', async ({ page }) => {
    // acme, so that the tokens of the tests running beside this one (as demo) stay valid
    await signInThroughUi(page, '/acme/segments', { merchant: 'acme', user: 'acme', password: 'acme' });
    await expect(page.getByRole('table')).toBeVisible();
    const res = await fetch(`${mockApi}/__control/tokens/expire?merchant=acme`, { method: 'POST' });
    expect(res.ok).toBe(true);
    await page.getByRole('link', { name: /Imports/ }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
  });
});

import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../e2e/chromium';

export const launchChromium = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, ...extraArgs] });

/** Signs in through the app's own sign-in page. */
export async function signInThroughUi(page: Page, appUrl: string, merchant: string, password = merchant) {
  await page.goto(`${appUrl}/sign-in`);
  await page.getByLabel('Merchant code').fill(merchant);
  await page.getByLabel('User name').fill(merchant);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**/${merchant}/**`);
}

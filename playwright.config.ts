import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/chromium';
import { apiPort, appPort, uploadPort } from './e2e/ports';

/**
 * The journeys run in headless Chromium against the production build (vite preview) and the
 * real mock server, started here with its test control route and a fast processing pace.
 */

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${appPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: findChromium(), args: chromiumArgs } },
    },
  ],
  webServer: [
    {
      command: `npx tsx mock-server/main.ts --test-control --pace=400`,
      port: apiPort,
      env: { PORT: String(apiPort), UPLOAD_PORT: String(uploadPort) },
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port ${appPort} --strictPort`,
      port: appPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

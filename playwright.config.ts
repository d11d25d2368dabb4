import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/chromium';
import { apiPort, appPort, uploadPort } from './e2e/ports';

/**
 * The journeys run in headless Chromium against the production build (vite preview) and the
 * real mock server, started here with its test control route and a fast processing pace.
 *
 * Workers run side by side (E2E_WORKERS, default 2), each as merchants of its own: the mock seeds a
 * copy of the demo merchants per further worker (demo-2, acme-2, …; e2e/fixtures.ts hands each
 * worker its accounts), and a test's faults are set for its worker's merchant only.
 */
const workers = Number(process.env.E2E_WORKERS) || 2;

const browser = { ...devices['Desktop Chrome'], launchOptions: { executablePath: findChromium(), args: chromiumArgs } };

/** The journeys that also run against the brief's dialect: imports (wizard, history, detail, log) and segments. */
const briefDialectJourneys = /(import-wizard|import-history|segments)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // the tests of a file run in order, in one worker (several set faults and follow them across tests)
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${appPort}`,
    // the journeys read the app in English; the language tests choose theirs
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // every journey, against the mock answering exactly as the platform's public specs (its default)
    { name: 'chromium', use: browser },
    // The journeys that matter again, against the same mock switched to the brief's dialect (the
    // shared contract with our extras). A runtime switch, run after the public project, so one mock,
    // one build and one preview serve both: no second port pair, no second build.
    { name: 'brief-dialect-setup', testMatch: /dialect\.setup\.ts$/, dependencies: ['chromium'] },
    {
      name: 'brief-dialect',
      use: browser,
      dependencies: ['brief-dialect-setup'],
      testMatch: briefDialectJourneys,
    },
  ],
  webServer: [
    {
      command: `npx tsx mock-server/main.ts --test-control --pace=400 --seed-copies=${workers - 1}`,
      port: apiPort,
      // MOCK_DIALECT=brief starts the mock in the brief's dialect (e.g. `--project=brief-dialect --no-deps`)
      env: { PORT: String(apiPort), UPLOAD_PORT: String(uploadPort), MOCK_DIALECT: process.env.MOCK_DIALECT ?? 'public' },
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

import { existsSync } from 'node:fs';

/**
 * Browsers cannot be downloaded here, so the tests use Debian's Chromium. CHROMIUM_PATH (or
 * PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) overrides where it is looked for.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      [
        'No Chromium found for the browser tests. Looked at: ' + candidates.join(', ') + '.',
        'Install Debian\'s Chromium with:  sudo apt-get update && sudo apt-get install -y chromium',
        'or point CHROMIUM_PATH at a Chromium 156 executable (the release @playwright/test 1.64 drives).',
      ].join('\n'),
    );
  }
  return found;
}

/** Flags that keep Chromium from reaching for the closed network at every start. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

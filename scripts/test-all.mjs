#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now, so the suite runs beside the demo (or another suite). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const ports = {
  E2E_API_PORT: process.env.E2E_API_PORT ?? String(await freePort()),
  E2E_UPLOAD_PORT: process.env.E2E_UPLOAD_PORT ?? String(await freePort()),
  E2E_APP_PORT: process.env.E2E_APP_PORT ?? String(await freePort()),
};
// the build the browser journeys run against talks to the suite's mock, and its CSP allows it
const e2eBuild = {
  VITE_API_BASE_URL: `http://localhost:${ports.E2E_API_PORT}`,
  VITE_UPLOAD_ORIGINS: `http://localhost:${ports.E2E_UPLOAD_PORT} http://127.0.0.1:${ports.E2E_UPLOAD_PORT}`,
};

const steps = [
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and component tests', 'npm', ['run', 'test:unit']],
  ['production build', 'npm', ['run', 'build'], e2eBuild],
  ['bundle size (JavaScript per page within scripts/bundle-budget.json)', 'npx', ['tsx', 'scripts/check-bundle-size.ts']],
  ['browser journeys (Playwright, Chromium)', 'npm', ['run', 'test:e2e'], ports],
];

for (const [name, cmd, args, extraEnv = {}] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const env = { ...process.env, ...ports, ...extraEnv, CI: process.env.CI ?? '1' };
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log('\nAll checks passed.');

#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and component tests', 'npm', ['run', 'test:unit']],
  ['production build', 'npm', ['run', 'build']],
  ['browser journeys (Playwright, Chromium)', 'npm', ['run', 'test:e2e']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
console.log('\nAll checks passed.');

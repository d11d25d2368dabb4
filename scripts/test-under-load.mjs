#!/usr/bin/env node
// `npm run test:under-load [-- --runs=3 --busy=<cores>]`: the whole `npm test`, several times in a row,
// with a busy loop on every core beside it — CI's machines have 2 cores shared with other work, and
// a suite that passes only on a quiet machine fails there. Stops at the first failed run.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number (got ${found})`);
  return value;
};
const runs = arg('runs', 3);
const busy = arg('busy', availableParallelism());

// each busy loop is its own process spinning one core until it is stopped
const loops = Array.from({ length: busy }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopLoops = () => loops.forEach((l) => l.kill('SIGKILL'));
process.on('exit', stopLoops);
process.on('SIGINT', () => process.exit(130));

console.log(`npm test, ${runs} runs in a row, beside ${busy} busy loop(s) on ${availableParallelism()} core(s)`);
const results = [];
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  console.log(`\n##### run ${run} of ${runs} #####`);
  const { status } = spawnSync('npm', ['test'], { stdio: 'inherit' });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  results.push(`run ${run}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${minutes} min`);
  if (status !== 0) break;
}
stopLoops();
console.log(`\n${results.join('\n')}`);
process.exit(results.length === runs && results.every((r) => r.includes('passed')) ? 0 : 1);

/**
 * What the main-thread tasks of Lighthouse's own runs did, from the traces `LIGHTHOUSE_TRACES=dir npm
 * run bench -- first-load` keeps (use `--unminified` for readable names):
 *
 *   npx tsx bench/lighthouseTasks.ts bench/results/traces [mobile]
 *
 * Lighthouse loads the page at this machine's speed and simulates a phone from the trace: each task
 * takes 4× as long on the mobile preset, so a task over 12.5 ms here is one over 50 ms there, and the
 * ones after the first contentful paint make up the total blocking time. Each such task is printed
 * with the trace events and the functions that took its time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { anatomyOfLongTasks, describeAnatomy } from './lib/longTaskTrace';

const [dir, only = ''] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npx tsx bench/lighthouseTasks.ts <LIGHTHOUSE_TRACES dir> [file name part, e.g. mobile]');
  process.exit(2);
}
const cpuSlowdown = 4;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f.includes(only)).sort()) {
  const trace = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { traceEvents: { name: string; ts: number }[] };
  const start = Math.min(...trace.traceEvents.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  const fcp = trace.traceEvents.find((e) => e.name === 'firstContentfulPaint');
  const tasks = anatomyOfLongTasks(trace as never, 50 / cpuSlowdown, start);
  const fcpMs = fcp ? (fcp.ts - start) / 1000 : NaN;
  console.log(`${file}: first contentful paint at ${(fcpMs / 1000).toFixed(2)} s (at this machine's speed)`);
  for (const t of tasks) console.log(`  ${t.atMs >= fcpMs ? 'after' : 'before'} it, ×${cpuSlowdown} ≈ ${t.ms * cpuSlowdown} ms: ${describeAnatomy(t)}`);
}

/**
 * Where the checker's time goes in Chromium: one check of a generated file while the browser
 * records a trace with V8's sampling profiler on every thread (the check worker and its range
 * workers included). Prints, per thread, when it first and last ran code (from the check's start)
 * and its busiest functions by self time, grouped by module; and the user-timing marks the
 * checker leaves (`performance.mark`), which show its phases.
 *
 *   npx tsx bench/checker/profile.ts [--mb=100] [--entity=customer] [--single-worker] [--top=25] [--dev] [--url=http://localhost:5310]
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../e2e/chromium';
import type { CheckerBenchOptions } from './benchPage';
import { serveCheckerBench } from './server';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  id?: string;
  args?: Record<string, unknown>;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
}
interface ChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const megabytes = Number(arg('mb') ?? 100);
const top = Number(arg('top') ?? 25);
const singleWorker = process.argv.includes('--single-worker');
const entity = (arg('entity') ?? 'product') as CheckerBenchOptions['entity'];

// a production build, not minified so that the profile can name its functions
const server = arg('url') ? null : await serveCheckerBench({ dev: process.argv.includes('--dev'), minify: false });
const base = arg('url') ?? server!.base;
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, '--js-flags=--max-old-space-size=8192'] });
try {
  const page = await browser.newPage();
  await page.goto(`${base}/bench/checker/index.html`);
  await page.waitForFunction(() => typeof window.runCheckerBench === 'function', undefined, { timeout: 60_000 });
  const options: CheckerBenchOptions = { megabytes, runs: 1, baseline: false, compareSingleWorker: false, singleWorker, entity };
  // one check first: the dev server has compiled every module, the browser has them cached
  await page.evaluate((o) => window.runCheckerBench(o), { ...options, megabytes: 10 });
  await browser.startTracing(page, {
    categories: ['__metadata', 'v8', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'devtools.timeline'],
  });
  const result = await page.evaluate((o) => window.runCheckerBench(o), options);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  console.log(`${Math.round(result.bytes / 1024 / 1024)} MB, ${result.elements} elements, ${Math.round(result.checkerMs)} ms (${singleWorker ? 'single worker' : 'ranges'})`);

  const threadNames = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  const marks = events.filter((e) => e.name === 'checker:start' && e.ph !== 'M').map((e) => e.ts);
  const origin = marks.length ? Math.min(...marks) : Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));

  // the profiles: one per thread, its nodes and samples arriving in chunks
  interface Profile {
    thread: string;
    start: number;
    nodes: Map<number, ProfileNode>;
    samples: number[];
    deltas: number[];
  }
  const profiles = new Map<string, Profile>();
  for (const e of events) {
    if (e.name === 'Profile') {
      const data = e.args?.data as { startTime: number };
      profiles.set(`${e.pid}:${e.id}`, { thread: `${e.pid}:${e.tid}`, start: data.startTime, nodes: new Map(), samples: [], deltas: [] });
    } else if (e.name === 'ProfileChunk') {
      const p = profiles.get(`${e.pid}:${e.id}`);
      const data = e.args?.data as ChunkData;
      if (!p) continue;
      for (const n of data.cpuProfile?.nodes ?? []) p.nodes.set(n.id, n);
      p.samples.push(...(data.cpuProfile?.samples ?? []));
      p.deltas.push(...(data.timeDeltas ?? []));
    }
  }
  for (const p of profiles.values()) {
    const self = new Map<string, number>();
    let t = p.start;
    let first = Infinity;
    let last = 0;
    let busy = 0;
    for (let i = 0; i < p.samples.length; i++) {
      const delta = p.deltas[i] ?? 0;
      t += delta;
      const frame = p.nodes.get(p.samples[i]!)?.callFrame;
      const name = frame?.functionName || '(anonymous)';
      if (name === '(idle)') continue;
      const module = frame?.url ? frame.url.split('/').pop()!.split('?')[0] : '';
      const key = `${name}${module ? ` ${module}:${(frame?.lineNumber ?? 0) + 1}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + delta);
      busy += delta;
      first = Math.min(first, t);
      last = Math.max(last, t);
    }
    if (busy < 20_000) continue;
    console.log(`\n${threadNames.get(p.thread) ?? p.thread}: busy ${(busy / 1000).toFixed(0)} ms, from ${((first - origin) / 1000).toFixed(0)} to ${((last - origin) / 1000).toFixed(0)} ms`);
    for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${key}`);
    }
  }
  const timings = events.filter((e) => e.name.startsWith('checker:') && (e.ph === 'R' || e.ph === 'I' || e.ph === 'i' || e.ph === 'b' || e.ph === 'n'));
  if (timings.length) {
    console.log('\nmarks (ms from the check\'s start):');
    for (const e of timings.sort((a, b) => a.ts - b.ts)) console.log(`${((e.ts - origin) / 1000).toFixed(0).padStart(7)}  ${e.name}  ${threadNames.get(`${e.pid}:${e.tid}`) ?? ''}`);
  }
} finally {
  await browser.close();
  await server?.close();
}

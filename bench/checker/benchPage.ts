/**
 * The checker's benchmark, in a real browser: the same generated file is checked by the import
 * wizard's checker (validateImportFile in its Web Worker) and, as the yardstick, read with
 * file.text() and parsed with JSON.parse in a worker. It also records the page's long tasks
 * while the checker runs, to show the page stays responsive.
 */
import type { EntityType } from '../../src/api/imports';
import { startFileCheck } from '../../src/features/imports/validation/startFileCheck';
import { generateImportFileParts } from '../../src/features/imports/validation/testing/generateImportFile';

export interface CheckerBenchOptions {
  megabytes: number;
  entity?: EntityType;
  pretty?: boolean;
  runs?: number;
  /**
   * the yardstick: true = file.text() + JSON.parse in a worker; 'stream' = a plain streamed read
   * (for files past ~512 MB, which Chromium cannot read whole); false = none
   */
  baseline?: boolean | 'stream';
}

export interface CheckerBenchRun {
  checkerMs: number;
  checkerWorkerMs: number;
  baselineMs: number | null;
  baselineTextMs: number | null;
  baselineParseMs: number | null;
  longestMainTaskMs: number;
  progressMessages: number;
}

export interface CheckerBenchResult {
  userAgent: string;
  bytes: number;
  elements: number;
  problems: number;
  runs: CheckerBenchRun[];
  /** medians */
  checkerMs: number;
  baselineMs: number | null;
  /** median of each run's checker ÷ yardstick: runs side by side share the machine's load */
  ratio: number | null;
  checkerMBps: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

const baseline = (file: Blob, mode: 'parse' | 'stream') =>
  new Promise<{ ok: boolean; totalMs: number; textMs?: number; parseMs?: number; message?: string }>((resolve) => {
    const worker = new Worker(new URL('./baselineWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e) => {
      worker.terminate();
      resolve(e.data);
    };
    worker.postMessage({ file, mode });
  });

async function runCheckerBench({ megabytes, entity = 'product', pretty = false, runs = 3, baseline: withBaseline = true }: CheckerBenchOptions): Promise<CheckerBenchResult> {
  const file = new File([...generateImportFileParts(entity, { targetBytes: megabytes * 1024 * 1024, pretty })], `${entity}s.json`, { type: 'application/json' });
  const results: CheckerBenchRun[] = [];
  let elements = 0;
  let problems = 0;
  for (let r = 0; r < runs; r++) {
    let longest = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    let base: Awaited<ReturnType<typeof baseline>> | null = null;
    const measureBaseline = async () => {
      if (!withBaseline) return;
      const t = performance.now();
      base = await baseline(file, withBaseline === 'stream' ? 'stream' : 'parse');
      if (!base.ok) throw new Error(`The yardstick failed: ${base.message}`);
      base.totalMs = performance.now() - t;
    };
    // alternate the order, so that neither side always runs on a warmer engine
    if (r % 2 === 1) await measureBaseline();
    let progressMessages = 0;
    const started = performance.now();
    const result = await startFileCheck(file, { entity, strategy: 'full', onProgress: () => progressMessages++ }).result;
    const checkerMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    elements = result.elements;
    problems = result.problemCount + (result.fileProblem ? 1 : 0);

    if (r % 2 === 0) await measureBaseline();
    const b = base as Awaited<ReturnType<typeof baseline>> | null;
    results.push({
      checkerMs,
      checkerWorkerMs: result.durationMs,
      baselineMs: b?.totalMs ?? null,
      baselineTextMs: b?.textMs ?? null,
      baselineParseMs: b?.parseMs ?? null,
      longestMainTaskMs: longest,
      progressMessages,
    });
  }
  const checkerMs = median(results.map((r) => r.checkerMs));
  const baselineMs = withBaseline ? median(results.map((r) => r.baselineMs ?? NaN)) : null;
  return {
    userAgent: navigator.userAgent,
    bytes: file.size,
    elements,
    problems,
    runs: results,
    checkerMs,
    baselineMs,
    ratio: withBaseline ? median(results.map((r) => r.checkerMs / (r.baselineMs ?? NaN))) : null,
    checkerMBps: file.size / 1024 / 1024 / (checkerMs / 1000),
  };
}

declare global {
  interface Window {
    runCheckerBench: typeof runCheckerBench;
  }
}
window.runCheckerBench = runCheckerBench;
document.getElementById('out')!.textContent = 'ready';

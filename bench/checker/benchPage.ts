/**
 * The checker's benchmark, in a real browser: the same generated file is checked by the import
 * wizard's checker (validateImportFile in its Web Worker) and, as the yardstick, read with
 * file.text() and parsed with JSON.parse in a worker. It also records the page's long tasks
 * while the checker runs, to show the page stays responsive.
 */
import type { EntityType } from '../../src/contract/imports';
import { rangeWorkerCount } from '../../src/engine/checker/rangeStarts';
import { prepareFileCheck, startFileCheck } from '../../src/engine/checker/startFileCheck';
import { generateImportFileParts } from '../../src/engine/checker/testing/generateImportFile';

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
  /** check the file in the page's file input (set by the driver from disk) instead of generating one */
  fromInput?: boolean;
  /** also check the file with the single-worker checker in every run (it takes its turn in the alternation) */
  compareSingleWorker?: boolean;
  /** the checker itself checks in one worker (the profiler's comparison) */
  singleWorker?: boolean;
  /** start the checker's workers before the file is chosen, as the wizard does when it shows (default true); false: a cold start */
  prepared?: boolean;
  /** also time the floor in every run: as many workers as the checker's, each only decoding and parsing its share (generated product and customer files) */
  floor?: boolean;
}

/**
 * The wizard starts the checker's workers when it shows (prepareFileCheck); the merchant picks a
 * file a moment later. That moment, outside the timed check: a second.
 */
const prepareAsTheWizard = async (prepared: boolean) => {
  if (!prepared) return () => {};
  const release = prepareFileCheck();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return release;
};

export interface CheckerBenchRun {
  checkerMs: number;
  checkerWorkerMs: number;
  baselineMs: number | null;
  baselineTextMs: number | null;
  baselineParseMs: number | null;
  longestMainTaskMs: number;
  progressMessages: number;
  /** the same file checked in one worker (no ranges), when compared */
  singleWorkerMs: number | null;
  /** the floor (decoding and JSON.parse alone, in the checker's number of workers), when timed */
  floorMs: number | null;
}

export interface CheckerBenchResult {
  userAgent: string;
  bytes: number;
  elements: number;
  problems: number;
  /** the element index of every element problem found (at most the first 100) */
  problemIndexes: number[];
  runs: CheckerBenchRun[];
  /** medians */
  checkerMs: number;
  singleWorkerMs: number | null;
  baselineMs: number | null;
  /** median of each run's checker ÷ yardstick: runs side by side share the machine's load */
  ratio: number | null;
  checkerMBps: number;
  /** why the yardstick could not run (e.g. Chromium refusing to read a 1 GB blob twice) */
  yardstickError: string | null;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

interface BaselineAnswer {
  ok: boolean;
  totalMs: number;
  elements?: number;
  textMs?: number;
  parseMs?: number;
  message?: string;
}

/** '},' and how every element of a generated file starts: where the floor cuts its runs */
const floorCutMarks = { product: '},{"code":"P', customer: '},{"externalCustomerNumber":"C' } as const;

/** One job in a baselineWorker of its own, ended when it answers. */
const inBaselineWorker = (message: { file: Blob; mode: 'parse' | 'stream' | 'floor'; start?: number; end?: number; cutMark?: string }) =>
  new Promise<BaselineAnswer>((resolve) => {
    const worker = new Worker(new URL('./baselineWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e) => {
      worker.terminate();
      resolve(e.data);
    };
    worker.postMessage(message);
  });

const baseline = (file: Blob, mode: 'parse' | 'stream') => inBaselineWorker({ file, mode });

/**
 * The floor of a parallel checker: the file cut into `workers` equal byte ranges, each read,
 * decoded and parsed in runs by a worker of its own (baselineWorker's `floor`), nothing else.
 */
const parallelFloor = async (file: Blob, workers: number, cutMark: string): Promise<{ ok: boolean; totalMs: number; elements: number; message?: string }> => {
  const started = performance.now();
  const size = Math.ceil(file.size / workers);
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, k) => inBaselineWorker({ file, mode: 'floor', start: k * size, end: Math.min(file.size, (k + 1) * size), cutMark })),
  );
  const failed = parts.find((p) => !p.ok);
  return { ok: !failed, message: failed?.message, totalMs: performance.now() - started, elements: parts.reduce((n, p) => n + (p.elements ?? 0), 0) };
};

async function runCheckerBench({
  megabytes,
  entity = 'product',
  pretty = false,
  runs = 3,
  baseline: withBaseline = true,
  fromInput = false,
  compareSingleWorker = false,
  singleWorker = false,
  prepared = true,
  floor = false,
}: CheckerBenchOptions): Promise<CheckerBenchResult> {
  // a file on disk, picked as a merchant picks it, or one generated in memory
  const picked = fromInput ? document.querySelector<HTMLInputElement>('#file')?.files?.[0] : undefined;
  if (fromInput && !picked) throw new Error('No file was put in the page\'s file input');
  const file = picked ?? new File([...generateImportFileParts(entity, { targetBytes: megabytes * 1024 * 1024, pretty })], `${entity}s.json`, { type: 'application/json' });
  const results: CheckerBenchRun[] = [];
  let yardstickError: string | null = null;
  let elements = 0;
  let problems = 0;
  let problemIndexes: number[] = [];
  // what the floor parsed: every element but at most the one cut at each range's start
  let floorElements = Infinity;
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
      if (!base.ok) {
        // the checker's own figure still stands; the table says the yardstick could not run
        yardstickError = base.message ?? 'unknown error';
        base = null;
        return;
      }
      base.totalMs = performance.now() - t;
    };
    let singleWorkerMs: number | null = null;
    const measureSingleWorker = async () => {
      if (!compareSingleWorker) return;
      const t = performance.now();
      const single = await startFileCheck(file, { entity, strategy: 'full', singleWorker: true }).result;
      singleWorkerMs = performance.now() - t;
      if (single.elements === 0 && file.size > 0) throw new Error('The single-worker checker counted no elements');
    };
    let floorMs: number | null = null;
    const measureFloor = async () => {
      if (!floor) return;
      if (entity !== 'product' && entity !== 'customer') throw new Error(`no floor for generated ${entity} files`);
      const f = await parallelFloor(file, rangeWorkerCount(navigator.hardwareConcurrency), floorCutMarks[entity]);
      if (!f.ok) throw new Error(`The floor could not parse the file: ${f.message}`);
      floorMs = f.totalMs;
      floorElements = Math.min(floorElements, f.elements);
    };
    // alternate the order, so that neither side always runs on a warmer engine
    if (r % 2 === 1) {
      await measureBaseline();
      await measureSingleWorker();
      await measureFloor();
    }
    let progressMessages = 0;
    const release = await prepareAsTheWizard(prepared);
    // the profiler counts time from this mark
    performance.mark('checker:start');
    const started = performance.now();
    const check = startFileCheck(file, { entity, strategy: 'full', singleWorker, onProgress: () => progressMessages++ });
    // the check has taken the workers made ready: none is made ready for a next file meanwhile
    release();
    const result = await check.result;
    const checkerMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    elements = result.elements;
    problems = result.problemCount + (result.fileProblem ? 1 : 0);
    problemIndexes = result.problems.slice(0, 100).map((p) => p.index);

    if (r % 2 === 0) {
      await measureFloor();
      await measureSingleWorker();
      await measureBaseline();
    }
    const b = base as Awaited<ReturnType<typeof baseline>> | null;
    results.push({
      checkerMs,
      checkerWorkerMs: result.durationMs,
      baselineMs: b?.totalMs ?? null,
      baselineTextMs: b?.textMs ?? null,
      baselineParseMs: b?.parseMs ?? null,
      longestMainTaskMs: longest,
      progressMessages,
      singleWorkerMs,
      floorMs,
    });
  }
  if (floor && floorElements < elements - rangeWorkerCount(navigator.hardwareConcurrency)) {
    throw new Error(`The floor parsed ${floorElements} of the ${elements} elements: it did not read the whole file`);
  }
  const checkerMs = median(results.map((r) => r.checkerMs));
  const measured = results.filter((r) => r.baselineMs !== null);
  const baselineMs = measured.length ? median(measured.map((r) => r.baselineMs!)) : null;
  return {
    userAgent: navigator.userAgent,
    bytes: file.size,
    elements,
    problems,
    problemIndexes,
    runs: results,
    checkerMs,
    singleWorkerMs: compareSingleWorker ? median(results.map((r) => r.singleWorkerMs ?? NaN)) : null,
    baselineMs,
    ratio: measured.length ? median(measured.map((r) => r.checkerMs / r.baselineMs!)) : null,
    yardstickError,
    checkerMBps: file.size / 1024 / 1024 / (checkerMs / 1000),
  };
}

/** One file generated for cpuInBrowser.ts, then checked one way at a time (the driver reads the CPU time around each). */
let benchFile: File | null = null;
const prepareCheckerFile = async (megabytes: number) => {
  benchFile = new File([...generateImportFileParts('product', { targetBytes: megabytes * 1024 * 1024 })], 'products.json', { type: 'application/json' });
};
const timeCheckerOnce = async (kind: 'ranges' | 'cold' | 'single' | 'yardstick'): Promise<number> => {
  if (!benchFile) throw new Error('prepareCheckerFile first');
  const release = await prepareAsTheWizard(kind === 'ranges');
  const started = performance.now();
  if (kind === 'yardstick') {
    const b = await baseline(benchFile, 'parse');
    if (!b.ok) throw new Error(b.message);
  } else {
    const check = startFileCheck(benchFile, { entity: 'product', strategy: 'full', singleWorker: kind === 'single' });
    release();
    if ((await check.result).elements === 0) throw new Error('The checker counted no elements');
  }
  const ms = performance.now() - started;
  release();
  return ms;
};

declare global {
  interface Window {
    runCheckerBench: typeof runCheckerBench;
    prepareCheckerFile: typeof prepareCheckerFile;
    timeCheckerOnce: typeof timeCheckerOnce;
  }
}
window.runCheckerBench = runCheckerBench;
window.prepareCheckerFile = prepareCheckerFile;
window.timeCheckerOnce = timeCheckerOnce;
document.getElementById('out')!.textContent = 'ready';

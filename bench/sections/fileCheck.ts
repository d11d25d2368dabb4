import { runCheckerBench, type CheckerBenchReport } from '../checker/run';
import type { CheckerBenchResult } from '../checker/benchPage';
import { spreadOf, type BenchRow } from '../lib/report';

const mbOf = (r: CheckerBenchResult) => Math.round(r.bytes / 1024 / 1024);
const ratiosOf = (r: CheckerBenchResult) => r.runs.filter((x) => x.baselineMs !== null).map((x) => x.checkerMs / x.baselineMs!);
const longestRow = (r: CheckerBenchResult, what = ''): BenchRow => {
  const longest = Math.max(...r.runs.map((x) => x.longestMainTaskMs));
  return { section: 'file check', metric: `${mbOf(r)} MB${what}: longest main-thread task while checking (no UI)`, value: longest, unit: 'ms', goal: '≤ 50 ms', met: longest <= 50 };
};
/** The single-worker checker (no ranges) on the same file in the same runs: what the ranges gain. */
const singleWorkerRow = (r: CheckerBenchResult): BenchRow[] => {
  const runs = r.runs.filter((x) => x.singleWorkerMs !== null && x.baselineMs !== null);
  if (!runs.length) return [];
  const ratios = runs.map((x) => x.singleWorkerMs! / x.baselineMs!);
  const singleMs = spreadOf(runs.map((x) => x.singleWorkerMs!)).median;
  return [
    {
      section: 'file check',
      metric: `${mbOf(r)} MB: the single-worker checker, for comparison (${Math.round(r.bytes / 1024 / 1024 / (singleMs / 1000))} MB/s)`,
      value: singleMs,
      unit: 'ms',
      reference: { label: 'the same yardstick, ms', value: spreadOf(runs.map((x) => x.baselineMs!)).median },
      ratio: spreadOf(ratios).median,
      spread: spreadOf(ratios),
    },
  ];
};
const yardstickRows = (r: CheckerBenchResult, yardstick: string, what = ''): BenchRow[] =>
  r.yardstickError ? [{ section: 'file check', metric: `${mbOf(r)} MB${what}: yardstick (${yardstick}) could not run: ${r.yardstickError}`, value: NaN, unit: '' }] : [];

/** Generated in the page (products, or customers): the checker against file.text() + JSON.parse in a worker, run by run. */
function comparedRows(r: CheckerBenchResult, entities: 'products' | 'customers'): BenchRow[] {
  const yardstick = 'file.text() + JSON.parse in a worker, ms';
  const ratios = ratiosOf(r);
  // the products' rows keep their names; the customers' say whose they are
  const what = entities === 'products' ? '' : ` ${entities}`;
  return [
    {
      section: 'file check',
      metric: `${mbOf(r)} MB ${entities} (${r.elements.toLocaleString('en')} elements): checker (${Math.round(r.checkerMBps)} MB/s)`,
      value: r.checkerMs,
      unit: 'ms',
      ...(r.baselineMs !== null && ratios.length ? { reference: { label: yardstick, value: r.baselineMs }, ratio: spreadOf(ratios).median, spread: spreadOf(ratios) } : {}),
      goal: '≤ 1.0×',
      met: ratios.length > 0 && spreadOf(ratios).median <= 1.0,
    },
    ...singleWorkerRow(r),
    ...yardstickRows(r, yardstick, what),
    longestRow(r, what),
  ];
}

/**
 * The floor of any checker that parses in parallel with JSON.parse: as many workers as the
 * checker's, each only reading, decoding and parsing its share, in the same runs. What the
 * checker's rules, keys and merge cost is the distance to it.
 */
const floorRows = (r: CheckerBenchResult, what = ''): BenchRow[] => {
  const runs = r.runs.filter((x) => x.floorMs !== null);
  if (!runs.length) return [];
  const floorMs = spreadOf(runs.map((x) => x.floorMs!)).median;
  const ratios = runs.map((x) => x.checkerMs / x.floorMs!);
  return [
    {
      section: 'file check',
      metric: `${mbOf(r)} MB${what}: the floor, decoding and JSON.parse alone in the checker's workers (${Math.round(r.bytes / 1024 / 1024 / (floorMs / 1000))} MB/s)`,
      value: floorMs,
      unit: 'ms',
    },
    { section: 'file check', metric: `${mbOf(r)} MB${what}: checker time ÷ the floor, per run`, value: spreadOf(ratios).median, unit: '×', spread: spreadOf(ratios) },
  ];
};

/**
 * The file on disk (1 GB): its speed against the goal, beside a plain streamed read; every element
 * counted; the broken last element found, with its index.
 */
function hugeRows(r: NonNullable<CheckerBenchReport['huge']>): BenchRow[] {
  const yardstick = 'streamed read, no parsing, ms';
  const ratios = ratiosOf(r);
  const speeds = r.runs.map((x) => r.bytes / 1024 / 1024 / (x.checkerMs / 1000));
  const found = r.problemIndexes.includes(r.generated.badIndex);
  return [
    {
      section: 'file check',
      metric: `${mbOf(r)} MB products from disk: checker speed (median ${Math.round(r.checkerMs)} ms)`,
      value: spreadOf(speeds).median,
      unit: 'MB/s',
      ...(r.baselineMs !== null ? { reference: { label: yardstick, value: r.baselineMs } } : {}),
      spread: spreadOf(speeds),
      goal: '≥ 150 MB/s',
      met: spreadOf(speeds).median >= 150,
    },
    ...(ratios.length
      ? [{ section: 'file check', metric: `${mbOf(r)} MB: checker time ÷ streamed read, per run`, value: spreadOf(ratios).median, unit: '×', spread: spreadOf(ratios) }]
      : []),
    ...floorRows(r),
    ...singleWorkerRow(r),
    ...(r.heap
      ? [
          {
            section: 'file check',
            metric: `${mbOf(r)} MB: peak JS memory of the check's workers together (CDP Runtime.getHeapUsage of every worker: used heap + array buffers, ${r.heap.peakWorkers} at most, summed every 100 ms)`,
            value: r.heap.peakBytes / 1024 / 1024,
            unit: 'MB',
            goal: '< 400 MB',
            met: r.heap.peakBytes < 400 * 1024 * 1024,
          },
        ]
      : []),
    ...yardstickRows(r, yardstick),
    {
      section: 'file check',
      metric: `${mbOf(r)} MB: elements counted`,
      value: r.elements,
      unit: 'elements',
      reference: { label: 'elements written', value: r.generated.elements },
      goal: 'all of them',
      met: r.elements === r.generated.elements,
    },
    {
      section: 'file check',
      metric: `${mbOf(r)} MB: the error in the last element (index ${r.generated.badIndex.toLocaleString('en')}) ${found ? 'found' : `NOT found (problems at ${r.problemIndexes.slice(0, 5).join(', ') || 'none'})`}`,
      value: r.problems,
      unit: 'problems',
      goal: 'found, and only it',
      met: found && r.problems === 1,
    },
    longestRow(r),
  ];
}

/**
 * The import checker in headless Chromium: files this large are checked in byte ranges by a pool
 * of workers, and the single-worker checker runs beside it in every run for comparison. 100 and
 * 400 MB of products and `customersMb` of customers are compared with file.text() + JSON.parse; past ~512 MB Chromium cannot read a file whole, so 1 GB is checked from disk beside
 * a plain streamed read. Every ratio is the median of `runs` runs alternating with the yardstick.
 */
export async function benchFileCheck(comparedMb: readonly number[], fromDiskMb: number, runs: number, customersMb: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const mb of comparedMb) {
    const { compared } = await runCheckerBench({ megabytes: mb, runs, pretty: false, entity: 'product', hugeMegabytes: 0, compareSingleWorker: true });
    rows.push(...comparedRows(compared, 'products'));
  }
  // customers: contacts, settings and e-mail addresses are other work than a product's fields
  if (customersMb > 0) {
    const { compared } = await runCheckerBench({ megabytes: customersMb, runs, pretty: false, entity: 'customer', hugeMegabytes: 0, floor: true });
    rows.push(...comparedRows(compared, 'customers'), ...floorRows(compared, ' customers'));
  }
  if (fromDiskMb > 0) {
    const { huge } = await runCheckerBench({
      megabytes: 1,
      runs: 1,
      pretty: false,
      entity: 'product',
      hugeMegabytes: fromDiskMb,
      hugeRuns: runs,
      baseline: false,
      compareSingleWorker: true,
      measureHeap: true,
    });
    rows.push(...hugeRows(huge!));
  }
  return rows;
}

import { runCheckerBench } from '../checker/run';
import type { CheckerBenchResult } from '../checker/benchPage';
import type { BenchRow } from '../lib/report';

/**
 * Against file.text() + JSON.parse the goal is ≤ 1.5×. A bare streamed read parses nothing, so
 * beside it the ratio is information and the goal is that the file is checked at all.
 */
const rowsFor = (r: CheckerBenchResult, yardstick: string, comparable: boolean): BenchRow[] => {
  const mb = Math.round(r.bytes / 1024 / 1024);
  const longest = Math.max(...r.runs.map((x) => x.longestMainTaskMs));
  return [
    {
      section: 'file check',
      metric: `${mb} MB products (${r.elements.toLocaleString('en')} elements): checker`,
      value: r.checkerMs,
      unit: `ms (${Math.round(r.checkerMBps)} MB/s)`,
      ...(r.baselineMs !== null ? { reference: { label: yardstick, value: r.baselineMs }, ratio: r.ratio ?? undefined } : {}),
      goal: comparable ? '≤ 1.5×' : 'checked, every element',
      met: comparable ? (r.ratio ?? Infinity) <= 1.5 : r.elements > 0 && !r.problems,
    },
    ...(r.yardstickError ? [{ section: 'file check', metric: `${mb} MB: yardstick (${yardstick}) could not run: ${r.yardstickError}`, value: NaN, unit: '' }] : []),
    { section: 'file check', metric: `${mb} MB: longest main-thread task while checking`, value: longest, unit: 'ms', goal: '≤ 50 ms', met: longest <= 50 },
  ];
};

/** The import checker in headless Chromium on 100 MB, 400 MB and 1 GB product files, beside its yardsticks. */
export async function benchFileCheck(sizesMb: readonly number[], runs: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const mb of sizesMb) {
    // past ~512 MB Chromium cannot read a file whole, so the yardstick becomes a plain streamed read
    const whole = mb < 500;
    if (whole) {
      const { compared } = await runCheckerBench({ megabytes: mb, runs, pretty: false, entity: 'product', hugeMegabytes: 0 });
      rows.push(...rowsFor(compared, 'file.text() + JSON.parse in a worker', true));
    } else {
      // written to disk and picked through the page's file input, as a merchant picks it
      const { huge } = await runCheckerBench({ megabytes: 1, runs: 1, pretty: false, entity: 'product', hugeMegabytes: mb, baseline: false });
      rows.push(...rowsFor(huge!, 'streamed read of the file, no parsing', false));
    }
  }
  return rows;
}

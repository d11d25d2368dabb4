import { runCheckerBench } from '../checker/run';
import type { CheckerBenchResult } from '../checker/benchPage';
import type { BenchRow } from '../lib/report';

const rowsFor = (r: CheckerBenchResult, yardstick: string): BenchRow[] => {
  const mb = Math.round(r.bytes / 1024 / 1024);
  const longest = Math.max(...r.runs.map((x) => x.longestMainTaskMs));
  return [
    {
      section: 'file check',
      metric: `${mb} MB products (${r.elements.toLocaleString('en')} elements): checker`,
      value: r.checkerMs,
      unit: `ms (${Math.round(r.checkerMBps)} MB/s)`,
      ...(r.baselineMs !== null ? { reference: { label: yardstick, value: r.baselineMs }, ratio: r.ratio ?? undefined } : {}),
      goal: r.baselineMs !== null ? '≤ 1.5×' : 'checked',
      met: r.baselineMs !== null ? (r.ratio ?? Infinity) <= 1.5 : r.elements > 0,
    },
    { section: 'file check', metric: `${mb} MB: longest main-thread task while checking`, value: longest, unit: 'ms', goal: '≤ 50 ms', met: longest <= 50 },
  ];
};

/** The import checker in headless Chromium on 100 MB, 400 MB and 1 GB product files, beside its yardsticks. */
export async function benchFileCheck(sizesMb: readonly number[], runs: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const mb of sizesMb) {
    // past ~512 MB Chromium cannot read a file whole, so the yardstick becomes a plain streamed read
    const whole = mb < 500;
    const plan = { megabytes: mb, runs: whole ? runs : 1, pretty: false, entity: 'product' as const, hugeMegabytes: 0, baseline: whole ? (true as const) : ('stream' as const) };
    // a fresh browser per size; under memory pressure Chromium may refuse to read a blob once
    // ("network error"), so a size gets one more try before it counts as failed
    const { compared } = await runCheckerBench(plan).catch((e: unknown) => {
      console.warn(`  ${mb} MB: ${e instanceof Error ? e.message.slice(0, 120) : String(e)}; trying once more`);
      return runCheckerBench(plan);
    });
    rows.push(...rowsFor(compared, whole ? 'file.text() + JSON.parse in a worker' : 'streamed read of the file'));
  }
  return rows;
}

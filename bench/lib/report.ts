/** The benchmark's table: each figure beside the reference it is measured against, in the same run. */
export interface BenchRow {
  section: string;
  metric: string;
  value: number;
  unit: string;
  /** what the value is compared with, measured in the same run */
  reference?: { label: string; value: number };
  /** value ÷ reference */
  ratio?: number;
  goal?: string;
  /** whether the goal is met (judged on the median of the runs); undefined when the row has no goal */
  met?: boolean;
  /** the judged figure (the ratio, or the value when there is none) over every run; its median is what the row shows */
  spread?: Spread;
}

export interface Spread {
  n: number;
  min: number;
  median: number;
  max: number;
}

export const spreadOf = (xs: readonly number[]): Spread => ({ n: xs.length, min: Math.min(...xs), median: median(xs), max: Math.max(...xs) });

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export function printTable(rows: readonly BenchRow[]) {
  const cells = rows.map((r) => [
    r.section,
    r.metric,
    Number.isNaN(r.value) ? '' : `${round(r.value, 2)} ${r.unit}`,
    r.reference ? `${r.reference.label}: ${round(r.reference.value, 2)}` : '',
    r.ratio === undefined ? '' : `${round(r.ratio, 2)}×`,
    r.spread ? `${r.spread.n}× ${round(r.spread.min, 2)} / ${round(r.spread.median, 2)} / ${round(r.spread.max, 2)}` : '',
    r.goal ?? '',
    r.met === undefined ? '' : r.met ? 'met' : 'MISSED',
  ]);
  const header = ['section', 'metric', 'value', 'reference (same run)', 'ratio', 'runs: min / median / max', 'goal', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i]!)).join('  ');
  console.log('\n' + line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

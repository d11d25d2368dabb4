/**
 * The size check of `npm test`: after the production build, the JavaScript (gzip) needed to show
 * each page and the entry must stay within its budget in scripts/bundle-budget.json. Fails, naming
 * the page and both sizes, when one grows past it. The budgets are a ratchet, not a goal: the size
 * when they were set, rounded up to the next half kB; lower one when a cut lands.
 *
 *   npx tsx scripts/check-bundle-size.ts [--dist=dist] [--budget=scripts/bundle-budget.json]
 */
import { readFileSync } from 'node:fs';
import { kB, weighPages } from './pageWeight';

interface BudgetFile {
  budget: Record<string, number>;
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const budgetPath = arg('budget') ?? 'scripts/bundle-budget.json';
const { budget } = JSON.parse(readFileSync(budgetPath, 'utf8')) as BudgetFile;
const weights = weighPages(arg('dist') ?? 'dist');

const rows = [
  { name: 'entry', bytes: weights.entry.gzipBytes },
  ...weights.pages.map((p) => ({ name: p.name, bytes: p.gzipBytes })),
];
const problems: string[] = [];
console.log(`${'page'.padEnd(16)}${'gzip kB'.padStart(9)}${'budget'.padStart(8)}`);
for (const row of rows) {
  const size = kB(row.bytes);
  const limit = budget[row.name];
  const verdict = limit === undefined ? 'NO BUDGET' : size > limit ? 'OVER BUDGET' : 'ok';
  console.log(`${row.name.padEnd(16)}${size.toFixed(1).padStart(9)}${(limit?.toString() ?? '–').padStart(8)}  ${verdict}`);
  if (limit === undefined) problems.push(`"${row.name}" has no budget in ${budgetPath}: add one (its size rounded up to the next half kB).`);
  else if (size > limit) problems.push(`"${row.name}" needs ${size.toFixed(1)} kB gzip, over its budget of ${limit} kB (${budgetPath}).`);
}
if (problems.length) {
  console.error(`\nBundle size check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery page is within its budget.');

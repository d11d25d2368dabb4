/**
 * The checker's CPU time in Node, on a product file on disk: the quick figure for "did this rule
 * make the checker slower" without a browser. Writes the file when it is missing (its last
 * element breaks a rule), then checks it `runs` times and prints user+system CPU seconds.
 *
 *   npx tsx bench/checker/cpuTime.ts /tmp/products-100.json 100 [runs] [module of validateImportFile]
 */
import { existsSync, openAsBlob } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeProductFile } from './run';

type Validate = typeof import('../../src/engine/checker/validateImportFile').validateImportFile;

const [path = '/tmp/products-100.json', mbArg = '100', runsArg = '3', modulePath] = process.argv.slice(2);
if (!existsSync(path)) await writeProductFile(path, Number(mbArg), true);
const module = (await import(
  modulePath ? pathToFileURL(resolve(modulePath)).href : '../../src/engine/checker/validateImportFile'
)) as { validateImportFile: Validate };

const cpu: number[] = [];
for (let run = 0; run < Number(runsArg); run++) {
  const blob = await openAsBlob(path);
  const before = process.cpuUsage();
  const wall = performance.now();
  const result = await module.validateImportFile(blob, { entity: 'product', strategy: 'full' });
  const used = process.cpuUsage(before);
  const seconds = (used.user + used.system) / 1e6;
  cpu.push(seconds);
  console.log(
    `run ${run + 1}: ${seconds.toFixed(2)} s CPU, ${((performance.now() - wall) / 1000).toFixed(2)} s wall, ` +
      `${result.elements} elements, ${result.problemCount} problems, ${result.warningCount} warnings, file problem: ${result.fileProblem?.code ?? 'none'}`,
  );
}
const sorted = [...cpu].sort((a, b) => a - b);
console.log(`CPU s: min ${sorted[0]!.toFixed(2)}, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}`);

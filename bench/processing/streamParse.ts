/**
 * The processing benchmark's yardstick: a bare streaming parse of the same product file, in a
 * process of its own: read the file as a stream, cut it into its elements (one per line, as the
 * benchmark writes them) and JSON.parse each. No rules, no store: the floor for any importer that
 * reads a file element by element. Prints `{elements, ms, peakRssMb}` as JSON.
 *
 *   npx tsx bench/processing/streamParse.ts <file>
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const path = process.argv[2];
if (!path) throw new Error('usage: streamParse.ts <file>');
const started = performance.now();
let elements = 0;
for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
  const text = line.replace(/^[[,]/, '').replace(/,$/, '').trim();
  if (!text || text === ']') continue;
  const element = JSON.parse(text) as { code?: unknown };
  if (element.code !== undefined) elements++;
}
const ms = performance.now() - started;
const peak = readFileSync('/proc/self/status', 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
console.log(JSON.stringify({ elements, ms, peakRssMb: peak ? Number(peak[1]) / 1024 : NaN }));

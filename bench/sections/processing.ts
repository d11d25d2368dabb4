import { spawnSync } from 'node:child_process';
import { createWriteStream, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { importThroughApi } from '../lib/importThroughApi';
import { startMockProcess, tokenFor } from '../lib/mockProcess';
import { freePort } from '../lib/ports';
import { median, spreadOf, type BenchRow } from '../lib/report';

/** A product file of n elements, written as a stream; products name seeded categories and attributes. */
async function writeProductFile(path: string, n: number) {
  const out = createWriteStream(path);
  const write = (s: string) => (out.write(s) ? undefined : once(out, 'drain'));
  await write('[');
  for (let i = 0; i < n; i++) {
    const el = {
      code: `bench-${i}`,
      name: { 'en-us': `Benchmark product ${i}` },
      modelType: 'standard',
      isInventoryManaged: i % 2 === 0,
      status: 'active',
      categories: [{ code: i % 3 ? 'shirts' : 'shoes' }],
      options: [{ code: 'color', values: [{ code: 'blue' }] }],
    };
    const pending = write((i ? ',\n' : '\n') + JSON.stringify(el));
    if (pending) await pending;
  }
  await write('\n]\n');
  out.end();
  await once(out, 'finish');
}

/** The bare streaming parse of the same file, in its own process (bench/processing/streamParse.ts). */
function streamParse(file: string) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'bench/processing/streamParse.ts', file], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`the streaming parse failed: ${res.stderr.slice(0, 300)}`);
  return JSON.parse(res.stdout.trim().split('\n').at(-1)!) as { elements: number; ms: number; peakRssMb: number };
}

/**
 * Processing of a 1,000,000-element product file in the mock, `runs` times alternating with a
 * bare streaming parse of the same file (the yardstick, same machine, same moment): elements per
 * second, run by run; the mock's peak RSS while streaming; and its memory against the number of
 * products it stores.
 */
export async function benchProcessing(elements: number, runs: number): Promise<BenchRow[]> {
  const file = join(tmpdir(), `bench-products-${elements}.json`);
  await writeProductFile(file, elements);
  const bytes = statSync(file).size;
  const mock = await startMockProcess(await freePort(), [`--upload-port=${await freePort()}`, '--pace=0', '--max-file-seconds=100000']);
  try {
    const token = await tokenFor(mock.apiUrl, 'demo', 'demo');
    const storedProducts = async () =>
      ((await (await fetch(`${mock.apiUrl}/__control/merchants/demo/entities/product?catalogCode=default&limit=1`)).json()) as { count: number }).count;
    const importOnce = async () => {
      const done = await importThroughApi(mock.apiUrl, 'demo', token, file, { entity: 'product', importStrategy: 'partial', catalogCode: 'default' });
      if (done.status !== 'finished' || done.failed) throw new Error(`the import ended ${done.status} with ${done.failed} failed elements`);
      if (done.total !== elements) throw new Error(`the import counted ${done.total} elements, the file holds ${elements}`);
      return { perSecond: done.total / (done.ms / 1000) };
    };

    const idle = mock.memory();
    const productsBefore = await storedProducts();
    const mockRates: number[] = [];
    const bareRates: number[] = [];
    let bareRss = 0;
    const bare = () => {
      const r = streamParse(file);
      if (r.elements !== elements) throw new Error(`the streaming parse counted ${r.elements} elements, the file holds ${elements}`);
      bareRates.push(r.elements / (r.ms / 1000));
      bareRss = Math.max(bareRss, r.peakRssMb);
    };
    for (let run = 0; run < runs; run++) {
      if (run % 2 === 1) bare();
      mockRates.push((await importOnce()).perSecond);
      if (run % 2 === 0) bare();
    }
    const after = mock.memory();
    const productsAfter = await storedProducts();
    const ratio = spreadOf(mockRates.map((r, i) => r / bareRates[i]!));
    const added = productsAfter - productsBefore;
    return [
      {
        section: 'processing',
        metric: `${elements.toLocaleString('en')} products (${Math.round(bytes / 1e6)} MB): the mock's throughput`,
        value: median(mockRates),
        unit: 'elements/s',
        reference: { label: 'bare streaming parse, elements/s', value: median(bareRates) },
        ratio: ratio.median,
        spread: ratio,
      },
      {
        section: 'processing',
        metric: 'mock server peak RSS while streaming',
        value: after.peakRssMb,
        unit: 'MB',
        reference: { label: 'RSS idle, MB', value: idle.rssMb },
      },
      {
        section: 'processing',
        metric: `mock server RSS holding ${productsAfter.toLocaleString('en')} products (${added.toLocaleString('en')} imported)`,
        value: after.rssMb,
        unit: 'MB',
        reference: { label: 'RSS idle, MB', value: idle.rssMb },
      },
      {
        section: 'processing',
        metric: 'mock server memory per imported product',
        value: added > 0 ? ((after.rssMb - idle.rssMb) * 1024 * 1024) / added : NaN,
        unit: 'bytes',
        reference: { label: 'bare parse peak RSS, MB', value: bareRss },
      },
    ];
  } finally {
    await mock.stop();
    await rm(file, { force: true });
  }
}

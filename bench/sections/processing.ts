import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { startMockProcess, tokenFor } from '../lib/mockProcess';
import { freePort } from '../lib/ports';
import type { BenchRow } from '../lib/report';

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

const putFile = (url: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers: { 'Content-Type': 'application/json', 'Content-Length': statSync(path).size } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    createReadStream(path).pipe(req);
  });

/** Processing of a 1,000,000-element product file in the mock: elements per second and peak RSS. */
export async function benchProcessing(elements: number): Promise<BenchRow[]> {
  const file = join(tmpdir(), `bench-products-${elements}.json`);
  await writeProductFile(file, elements);
  const bytes = statSync(file).size;
  const mock = await startMockProcess(await freePort(), [`--upload-port=${await freePort()}`, '--pace=0', '--max-file-seconds=100000']);
  try {
    const token = await tokenFor(mock.apiUrl, 'demo', 'demo');
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${mock.apiUrl}/merchants/demo${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
      });
    const idle = mock.memory();
    const { importRef } = (await (await api('/imports', { method: 'POST', body: '{}' })).json()) as { importRef: string };
    const { url } = (await (
      await api(`/imports/${importRef}/urls`, { method: 'POST', body: JSON.stringify({ entity: 'product', importStrategy: 'partial', catalogCode: 'default' }) })
    ).json()) as { url: string };
    const uploadStatus = await putFile(url, file);
    if (uploadStatus !== 200) throw new Error(`upload answered ${uploadStatus}`);
    const afterUpload = mock.memory();
    const started = performance.now();
    await api(`/imports/${importRef}`, { method: 'POST' });
    let status = '';
    let counts = { total: 0, failed: 0 };
    while (status !== 'finished' && status !== 'aborted') {
      await sleep(250);
      const list = (await (await api(`/imports?filter=${encodeURIComponent(JSON.stringify({ importRef }))}`)).json()) as {
        imports: { status: string; entityFiles: { total: number; created: { failed: number }; updated: { failed: number } }[] }[];
      };
      const imp = list.imports[0]!;
      status = imp.status;
      const f = imp.entityFiles[0]!;
      counts = { total: f.total, failed: f.created.failed + f.updated.failed };
    }
    const seconds = (performance.now() - started) / 1000;
    const { peakRssMb } = mock.memory();
    if (status !== 'finished' || counts.failed) throw new Error(`the import ended ${status} with ${counts.failed} failed elements`);
    return [
      {
        section: 'processing',
        metric: `${elements.toLocaleString('en')} products (${Math.round(bytes / 1e6)} MB): throughput`,
        value: counts.total / seconds,
        unit: 'elements/s',
        reference: { label: 'seconds, trigger → finished', value: seconds },
      },
      {
        section: 'processing',
        metric: 'mock server peak RSS',
        value: peakRssMb,
        unit: 'MB',
        reference: { label: 'RSS idle / after upload', value: idle.rssMb },
        goal: 'flat while streaming',
      },
      { section: 'processing', metric: 'mock server RSS after upload', value: afterUpload.rssMb, unit: 'MB' },
    ];
  } finally {
    await mock.stop();
    await rm(file, { force: true });
  }
}

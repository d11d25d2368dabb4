import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createServer } from 'vite';
import type { UploadBenchResult } from '../upload/benchPage';
import { launchChromium } from '../lib/browser';
import { startMockProcess, tokenFor, type MockProcess } from '../lib/mockProcess';
import { freePort } from '../lib/ports';
import { median, spreadOf, type BenchRow } from '../lib/report';

/** A fresh upload address on the mock (each PUT gets its own, as the wizard's do). */
async function uploadAddress(mock: MockProcess, token: string) {
  const post = () => (path: string, body: unknown) =>
    fetch(`${mock.apiUrl}/merchants/demo${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<Record<string, string>>);
  // after a long upload, Node's fetch may reuse a kept-alive connection the mock has just closed
  // ("other side closed"): the call is asked again once on a fresh connection
  const api = (path: string, body: unknown) => post()(path, body).catch(() => post()(path, body));
  const created = await api('/imports', { source: 'upload benchmark' });
  // the public dialect (the mock's default) says `ref`, the brief one `importRef`
  const importRef = created.ref ?? created.importRef;
  const { url } = await api(`/imports/${importRef}/urls`, { entity: 'product', importStrategy: 'partial', catalogCode: 'default' });
  return url!;
}

async function writeFileOfSize(path: string, megabytes: number) {
  const out = createWriteStream(path);
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++) if (!out.write(chunk)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/** `curl -T`: the machine's own limit for a PUT over loopback. */
const curlPut = (url: string, path: string) => {
  const res = spawnSync('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code} %{time_total}', '-T', path, '-H', 'Content-Type: application/json', url], { encoding: 'utf8' });
  const [status, seconds] = res.stdout.trim().split(' ');
  if (status !== '200') throw new Error(`curl PUT answered ${status}`);
  return Number(seconds) * 1000;
};

/**
 * Upload of 100 MB and 1 GB from the page to the mock's upload host: the app's putFile against a
 * bare XHR PUT from the same page and against curl -T; and the mock's peak RSS while it streams.
 */
export async function benchUpload(sizesMb: readonly number[], runs: number): Promise<BenchRow[]> {
  const mock = await startMockProcess(await freePort(), [`--upload-port=${await freePort()}`]);
  const server = await createServer({ server: { port: 0, strictPort: false }, logLevel: 'error' });
  await server.listen();
  const pageUrl = `${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/bench/upload/index.html`;
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  try {
    const token = await tokenFor(mock.apiUrl, 'demo', 'demo');
    const idleRss = mock.memory().rssMb;
    const page = await browser.newPage();
    await page.goto(pageUrl);
    await page.waitForFunction(() => typeof window.runUploadBench === 'function', undefined, { timeout: 60_000 });
    for (const mb of sizesMb) {
      const n = runs;
      const appUrls = await Promise.all(Array.from({ length: n }, () => uploadAddress(mock, token)));
      const bareUrls = await Promise.all(Array.from({ length: n }, () => uploadAddress(mock, token)));
      const file = join(tmpdir(), `bench-upload-${mb}.bin`);
      await writeFileOfSize(file, mb);
      await page.setInputFiles('#file', file);
      const result: UploadBenchResult = await page.evaluate((o) => window.runUploadBench(o), { appUrls, bareUrls });
      const curlRuns: number[] = [];
      for (let i = 0; i < n; i++) curlRuns.push(curlPut(await uploadAddress(mock, token), file));
      const curlMs = median(curlRuns);
      const curlRatio = spreadOf(curlRuns.map((ms, i) => ms / result.bareMs[i]!));
      await rm(file, { force: true });
      const speedRatio = spreadOf(result.appMs.map((ms, i) => result.bareMs[i]! / ms));
      const app = median(result.appMs);
      const bare = median(result.bareMs);
      const mbps = (ms: number) => result.bytes / 1024 / 1024 / (ms / 1000);
      rows.push(
        {
          section: 'upload',
          metric: `${mb} MB: the app's upload (${Math.round(mbps(app))} MB/s)`,
          value: app,
          unit: 'ms',
          reference: { label: 'bare XHR PUT, ms', value: bare },
          // speed ratio, run by run (each run's app and bare PUT back to back, the order alternating)
          ratio: speedRatio.median,
          spread: speedRatio,
          goal: 'speed ≥ 0.9× bare PUT',
          met: speedRatio.median >= 0.9,
        },
        {
          section: 'upload',
          metric: `${mb} MB: bare XHR PUT (${Math.round(mbps(bare))} MB/s)`,
          value: bare,
          unit: 'ms',
          reference: { label: 'curl -T, ms', value: curlMs },
          ratio: curlRatio.median,
          spread: curlRatio,
        },
      );
    }
    const { peakRssMb } = mock.memory();
    rows.push({ section: 'upload', metric: 'mock server peak RSS during the uploads', value: peakRssMb, unit: 'MB', reference: { label: 'RSS before, MB', value: idleRss }, goal: 'flat', met: peakRssMb - idleRss < 100 });
    return rows;
  } finally {
    await browser.close();
    await server.close();
    await mock.stop();
  }
}

/**
 * A refused body's answer reaches the client (issue 28): the mock answers 413 or 415 while the
 * client is still sending, and the client reads that answer every time, with no error, over fresh
 * connections and over a kept-alive one, while the mock's memory stays flat (it drops the rest of
 * the body, never holds it). `rawPut` (testing.ts) settles at the first of answer or error; these
 * runs also count an error after the answer, which is what loses the answer for fetch.
 */
import { Agent, request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockDialect } from './dialect';
import { startMockServer, type MockServer } from './server';

const MiB = 1024 * 1024;
const runs = 20;
const uploadLimit = MiB;
/** one buffer for every body, allocated before the memory baseline: the client copies nothing */
const payload = Buffer.alloc(50 * MiB, 0x20);

interface Exchange {
  status?: number;
  code?: string;
  /** any error the client met, before or after the answer */
  error?: string;
  reusedSocket: boolean;
}

/**
 * Sends `bytes` of the payload and reads the answer; `chunked` leaves out Content-Length, so the
 * mock only learns the size by reading. Settles when the request is over, with every error it met.
 */
const send = (url: string, opts: { method: string; headers?: Record<string, string>; bytes: number; chunked: boolean; agent: Agent | false }) =>
  new Promise<Exchange>((resolve) => {
    const result: Exchange = { reusedSocket: false };
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...opts.headers };
    if (!opts.chunked) headers['Content-Length'] = String(opts.bytes);
    const req = request(url, { method: opts.method, headers, agent: opts.agent }, (res) => {
      result.status = res.statusCode;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        try {
          result.code = (JSON.parse(text) as { code?: string }).code;
        } catch {
          result.code = text;
        }
      });
      res.on('error', (e) => (result.error ??= `response: ${e.message}`));
    });
    req.on('socket', () => (result.reusedSocket = req.reusedSocket));
    req.on('error', (e) => (result.error ??= e.message));
    req.on('close', () => resolve(result));
    if (!opts.chunked) return void req.end(payload.subarray(0, opts.bytes));
    let sent = 0;
    const pump = () => {
      while (sent < opts.bytes && !req.destroyed) {
        const piece = payload.subarray(sent, Math.min(sent + 64 * 1024, opts.bytes));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });

/** `413 PayloadTooLarge`, and any error the client met on the way (before or after the answer) */
const outcome = (e: Exchange) =>
  [e.status === undefined ? 'no answer' : `${e.status} ${e.code ?? ''}`.trim(), ...(e.error ? [`error: ${e.error}`] : [])].join(', then ');

/** a small call that succeeds and leaves the agent's socket open for the next one */
const warm = (url: string, opts: { method: string; headers: Record<string, string>; agent: Agent }) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { ...opts }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });

/** a full collection, so what is left is what something still holds */
const collectGarbage: () => void =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  })();

/**
 * Watches the process's memory (the mock runs in it): the highest rss while the runs go on, which
 * also counts the dropped chunks that wait for the collector, and what is still held afterwards
 * (heap and buffers after a full collection).
 */
const memoryWatch = () => {
  collectGarbage();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
  const timer = setInterval(sample, 5);
  return {
    /** the highest rss growth seen while the watch ran */
    stop() {
      clearInterval(timer);
      sample();
      return peakRss - start.rss;
    },
    /** heap and buffers held beyond the start, after a full collection */
    held() {
      collectGarbage();
      const now = process.memoryUsage();
      return now.heapUsed + now.arrayBuffers - (start.heapUsed + start.arrayBuffers);
    },
  };
};

const mib = (n: number) => `${(n / MiB).toFixed(1)} MiB`;

interface Case {
  name: string;
  bytes: number;
  /** the JSON route that creates an import, or the upload address */
  path: 'api' | 'upload';
  method: 'POST' | 'PUT';
  /** Content-Type, when not JSON */
  type?: string;
  status: number;
  code: string;
}

describe.each<MockDialect>(['public', 'brief'])('a refused body, %s dialect', (dialect) => {
  let server: MockServer;
  let auth: Record<string, string>;
  let uploadUrl: string;

  const json = { path: 'api', method: 'POST', status: 413, code: 'PayloadTooLarge' } as const;
  const cases: Case[] = [
    { name: 'a 5 MB body of another type', bytes: 5 * MiB, ...json, type: 'text/plain', status: 415, code: 'UnsupportedMediaType' },
    { name: 'a 5 MB JSON body', bytes: 5 * MiB, ...json },
    { name: 'a 50 MB JSON body', bytes: 50 * MiB, ...json },
    { name: 'a 5 MB upload over the limit', bytes: 5 * MiB, path: 'upload', method: 'PUT', status: 413, code: 'EntityTooLarge' },
    { name: 'a 50 MB upload over the limit', bytes: 50 * MiB, path: 'upload', method: 'PUT', status: 413, code: 'EntityTooLarge' },
  ];

  /** where a case sends its body, and with which headers (an upload address takes no credentials) */
  const target = (c: Case) => ({
    url: c.path === 'upload' ? uploadUrl : `${server.apiUrl}/merchants/demo/imports`,
    headers: { ...(c.path === 'upload' ? {} : auth), ...(c.type ? { 'Content-Type': c.type } : {}) },
  });

  beforeAll(async () => {
    server = await startMockServer({ port: 0, pace: 0, dialect, faults: { uploadLimitBytes: uploadLimit } });
    const res = await fetch(`${server.apiUrl}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo', tenantType: 'merchant', tenantId: 'demo' }),
    });
    auth = { Authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
    const headers = { ...auth, 'Content-Type': 'application/json' };
    const created = (await (await fetch(`${server.apiUrl}/merchants/demo/imports`, { method: 'POST', headers, body: '{}' })).json()) as { ref?: string; importRef?: string };
    const ref = created.ref ?? created.importRef;
    const urls = await fetch(`${server.apiUrl}/merchants/demo/imports/${ref}/urls`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ entity: 'attribute', importStrategy: 'full' }),
    });
    uploadUrl = ((await urls.json()) as { url: string }).url;
    // one of each before any memory is measured: the first sockets and code paths cost memory once
    for (const c of cases) {
      for (const chunked of [false, true]) await send(target(c).url, { ...target(c), method: c.method, bytes: c.bytes, chunked, agent: false });
    }
  });
  afterAll(() => server.close());

  it.each(cases)('answers $name with $status every time, over fresh connections and a kept-alive one', async (c) => {
    const { url, headers } = target(c);
    const answer = `${c.status} ${c.code}`;
    const memory = memoryWatch();
    const seen: string[] = [];
    const expected: string[] = [];
    // every other run leaves out Content-Length, so the mock finds the size by reading
    const label = (i: number, connection: string) => `run ${i + 1}, ${connection}, ${i % 2 === 1 ? 'chunked' : 'with Content-Length'}`;
    for (let i = 0; i < runs; i++) {
      const exchange = await send(url, { method: c.method, headers, bytes: c.bytes, chunked: i % 2 === 1, agent: false });
      seen.push(`${label(i, 'fresh connection')}: ${outcome(exchange)}`);
      expected.push(`${label(i, 'fresh connection')}: ${answer}`);
    }
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < runs; i++) {
        // a call that keeps its connection open, which the refused body then arrives on
        const warmed =
          c.path === 'upload'
            ? await warm(url, { method: 'OPTIONS', headers: { Origin: 'http://app.test', 'Access-Control-Request-Method': 'PUT' }, agent })
            : await warm(`${server.apiUrl}/merchants/demo/imports`, { method: 'GET', headers: auth, agent });
        expect(warmed).toBeLessThan(300);
        const exchange = await send(url, { method: c.method, headers, bytes: c.bytes, chunked: i % 2 === 1, agent });
        seen.push(`${label(i, 'kept-alive connection')}: ${outcome(exchange)}${exchange.reusedSocket ? '' : ' (on a new connection)'}`);
        expected.push(`${label(i, 'kept-alive connection')}: ${answer}`);
      }
    } finally {
      agent.destroy();
    }
    const rssPeakGrowth = memory.stop();
    const clean = seen.filter((line, i) => line === expected[i]).length;
    let held = memory.held();
    try {
      expect(seen).toEqual(expected);
      // the mock reads the rest of a refused body only to drop it: nothing of the 40 bodies stays
      // held (freeing a buffer's memory can trail the collection that found it dead, so collect
      // until it is freed), and the dropped chunks waiting for the collector never add up to the
      // bodies sent
      await expect.poll(() => (held = memory.held()), { timeout: 5_000 }).toBeLessThan(4 * MiB);
      expect(rssPeakGrowth).toBeLessThan(96 * MiB);
    } finally {
      console.info(
        `[${dialect}] ${c.name}: ${clean}/${seen.length} answers read cleanly; rss peak +${mib(rssPeakGrowth)}, held afterwards ${held < 0 ? '' : '+'}${mib(held)}`,
      );
    }
  });
});

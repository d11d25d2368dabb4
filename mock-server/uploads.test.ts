import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importRecord } from '../src/contract';
import { startMockServer, type MockServer } from './server';
import { rawPut } from './testing';

let server: MockServer;
let token: string;

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${server.apiUrl}/merchants/demo${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
};

const newSlot = async (entity = 'attribute') => {
  const ref = String((await api('POST', '/imports')).body.importRef);
  const url = String((await api('POST', `/imports/${ref}/urls`, { entity })).body.url);
  return { ref, url };
};

/** the files kept for an import (none, also when its directory was never made) */
const storedFiles = (ref: string) => readdir(join(server.platform.uploadDir, 'demo', ref)).catch(() => [] as string[]);

const slotStatus = async (ref: string) => importRecord.parse((await api('GET', `/imports/${ref}`)).body).entityFiles[0]!.status;

/**
 * A PUT with a body that arrives in pieces, without Content-Length (chunked), as a big browser
 * upload might: `chunks` pieces of `chunkBytes` spaces, as fast as the socket takes them.
 */
const putChunked = (url: string, chunks: number, chunkBytes: number, agent: Agent | false = false) =>
  rawPut(
    url,
    (req) => {
      let i = 0;
      const piece = Buffer.alloc(chunkBytes, 0x20);
      const pump = () => {
        while (i < chunks) {
          i += 1;
          if (!req.write(piece)) return req.once('drain', pump);
        }
        req.end();
      };
      pump();
    },
    { agent },
  );

beforeAll(async () => {
  // the brief's dialect: the tests read each slot's own status, one of its extras
  server = await startMockServer({ port: 0, testControl: true, pace: 0, dialect: 'brief', faults: { uploadLimitBytes: 8 * 1024 * 1024 } });
  const res = await fetch(`${server.apiUrl}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo', tenantType: 'merchant', tenantId: 'demo' }),
  });
  token = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await server.close();
});

describe('the upload host', () => {
  it('listens on its own origin and hands out addresses for the API host name the client used', async () => {
    expect(new URL(server.uploadUrl).port).not.toBe(new URL(server.apiUrl).port);
    const ipv4Api = server.apiUrl.replace('localhost', '127.0.0.1');
    const ref = (
      (await (await fetch(`${ipv4Api}/merchants/demo/imports`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).json()) as {
        importRef: string;
      }
    ).importRef;
    const res = await fetch(`${ipv4Api}/merchants/demo/imports/${ref}/urls`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ entity: 'attribute' }),
    });
    const { url } = (await res.json()) as { url: string };
    expect(new URL(url).host).toBe(`127.0.0.1:${new URL(server.uploadUrl).port}`);
  });

  it('streams a multi-megabyte file to disk and answers with its size and etag', async () => {
    const { ref, url } = await newSlot();
    const items = Array.from({ length: 40_000 }, (_, i) => ({ code: `attr-${i}`, type: 'text', use: 'option', name: { 'en-us': `Attribute ${i}` } }));
    const bytes = Buffer.from(JSON.stringify(items));
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await fetch(url, { method: 'PUT', body: bytes, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; etag: string; size: number };
    expect(body).toEqual({ ok: true, size: bytes.length, etag: `"${createHash('md5').update(bytes).digest('hex')}"` });
    expect(res.headers.get('ETag')).toBe(body.etag);
    expect(await slotStatus(ref)).toBe('uploaded');
    const dir = join(server.platform.uploadDir, 'demo', ref);
    const [stored] = await readdir(dir);
    expect((await readFile(join(dir, stored!))).equals(bytes)).toBe(true);
  });

  it("keeps an upload's answer back while uploads are held, and answers it once they are let go", async () => {
    const control = (patch: object) =>
      fetch(`${server.apiUrl}/__control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(patch) });
    const { ref, url } = await newSlot();
    expect((await control({ holdUploads: true })).status).toBe(200);
    let answered = false;
    const put = fetch(url, { method: 'PUT', body: '[]' }).then((res) => {
      answered = true;
      return res;
    });
    // it reached the host and waits there: no answer, and the slot still waits for its file
    await expect.poll(() => server.platform.faults.heldUploads).toBe(1);
    expect(answered).toBe(false);
    expect(await slotStatus(ref)).toBe('awaitingUpload');
    await control({ holdUploads: false });
    expect((await put).status).toBe(200);
    expect(await slotStatus(ref)).toBe('uploaded');
  });

  it('answers the CORS preflight for PUT with Content-Type from another origin', async () => {
    const { url } = await newSlot();
    const res = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type');
  });

  it('rejects a request that carries an Authorization header with 400', async () => {
    const { ref, url } = await newSlot();
    const res = await fetch(url, { method: 'PUT', body: '[]', headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: { field: string }[] };
    expect(body.message).toMatch(/must not carry credentials/);
    expect(body.errors[0]!.field).toBe('Authorization');
    expect(await slotStatus(ref)).toBe('awaitingUpload');
  });

  it('answers 403 for an unknown address and for an expired one', async () => {
    expect((await fetch(`${server.uploadUrl}/uploads/not-a-token`, { method: 'PUT', body: '[]' })).status).toBe(403);
    await fetch(`${server.apiUrl}/__control`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ uploadTtlSeconds: 0.05 }) });
    try {
      const ref = String((await api('POST', '/imports')).body.importRef);
      const address = (await api('POST', `/imports/${ref}/urls`, { entity: 'attribute' })).body as { url: string; expiresAt: string };
      // the upload host reads the time from Date: on a fake clock, the address is used just after it expired
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse(address.expiresAt) + 1);
      const res = await fetch(address.url, { method: 'PUT', body: '[]' });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
      expect(await slotStatus(ref)).toBe('awaitingUpload');
    } finally {
      vi.useRealTimers();
      await fetch(`${server.apiUrl}/__control/reset`, { method: 'POST' });
    }
  });

  it('answers 413 when Content-Length is over the limit', async () => {
    const { ref, url } = await newSlot();
    const res = await fetch(url, { method: 'PUT', body: Buffer.alloc(9 * 1024 * 1024, 0x20) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string; message: string }).message).toMatch(/larger than the upload limit of 8 MiB/);
    expect(await slotStatus(ref)).toBe('awaitingUpload');
  });

  it('answers 413 when a body without Content-Length grows over the limit, and keeps nothing', async () => {
    const { ref, url } = await newSlot();
    const result = await putChunked(url, 200, 64 * 1024); // 12.5 MiB
    // the server answers 413 while the client is still sending, and drops the rest before closing
    expect(result).toMatchObject({ status: 413 });
    expect(await slotStatus(ref)).toBe('awaitingUpload');
    expect(await storedFiles(ref)).toEqual([]);
  });

  it('closes the connection of a refused upload, so a kept-alive client can upload again at once', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await putChunked((await newSlot()).url, 200, 64 * 1024, agent);
      expect(refused).toMatchObject({ status: 413 });
      const { ref, url } = await newSlot();
      const next = await putChunked(url, 1, 1024, agent);
      expect(next).toMatchObject({ status: 200 });
      expect(await slotStatus(ref)).toBe('uploaded');
    } finally {
      agent.destroy();
    }
  });

  it('leaves the slot waiting when the connection drops mid-body', async () => {
    await fetch(`${server.apiUrl}/__control`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ dropNextUploads: 1, dropAfterBytes: 256 * 1024 }) });
    try {
      const { ref, url } = await newSlot();
      const result = await putChunked(url, 40, 64 * 1024);
      expect('error' in result).toBe(true);
      expect(await slotStatus(ref)).toBe('awaitingUpload');
      // the next upload to the same address works
      const retry = await fetch(url, { method: 'PUT', body: '[]' });
      expect(retry.status).toBe(200);
      expect(await slotStatus(ref)).toBe('uploaded');
    } finally {
      await fetch(`${server.apiUrl}/__control/reset`, { method: 'POST' });
    }
  });

  it('leaves the slot waiting when the client gives up mid-body', async () => {
    const { ref, url } = await newSlot();
    // a body under the upload limit, so that the host takes it and starts storing it
    const req = request(url, { method: 'PUT', agent: false, headers: { 'Content-Length': String(4 * 1024 * 1024) } });
    req.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => req.on('close', () => resolve()));
    req.write(Buffer.alloc(512 * 1024, 0x20));
    // the host is storing the body: its file is on disk
    await expect.poll(() => storedFiles(ref), { timeout: 5_000 }).toHaveLength(1);
    req.destroy();
    await closed;
    // the host notices the closed socket and removes what it had stored
    await expect.poll(() => storedFiles(ref), { timeout: 5_000 }).toEqual([]);
    expect(await slotStatus(ref)).toBe('awaitingUpload');
  });

  it('answers 404 for other paths and methods', async () => {
    expect((await fetch(`${server.uploadUrl}/elsewhere`)).status).toBe(404);
  });

  it('processes an uploaded file end to end over HTTP', async () => {
    const { ref, url } = await newSlot();
    const put = await fetch(url, { method: 'PUT', body: JSON.stringify([{ code: 'e2e', type: 'text', use: 'extra', name: { 'en-us': 'E2E' } }]) });
    expect(put.status).toBe(200);
    expect((await api('POST', `/imports/${ref}`)).status).toBe(204);
    await server.platform.engine.whenDone('demo', ref);
    const record = importRecord.parse((await api('GET', `/imports/${ref}`)).body);
    expect(record.status).toBe('finished');
    // the bytes are removed once processed
    expect(await storedFiles(ref)).toEqual([]);
    // the address no longer works once the import started
    expect((await fetch(url, { method: 'PUT', body: '[]' })).status).toBe(403);
  });
});

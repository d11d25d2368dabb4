/** The upload host gives up on a stalled upload, never on a slow one that keeps moving (issue 12, item 13). */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from './server';
import { rawPut } from './testing';

const idleMs = 1000;
let server: MockServer;
let token: string;

beforeAll(async () => {
  server = await startMockServer({ port: 0, pace: 0, uploadIdleTimeoutMs: idleMs });
  const res = await fetch(`${server.apiUrl}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', username: 'demo', password: 'demo', tenantType: 'merchant', tenantId: 'demo' }),
  });
  token = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(() => server.close());

const newAddress = async () => {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const created = (await (await fetch(`${server.apiUrl}/merchants/demo/imports`, { method: 'POST', headers })).json()) as { ref?: string; importRef?: string };
  // either dialect: the upload host is the same in both
  const ref = created.ref ?? created.importRef;
  const res = await fetch(`${server.apiUrl}/merchants/demo/imports/${ref}/urls`, { method: 'POST', headers, body: JSON.stringify({ entity: 'attribute' }) });
  return ((await res.json()) as { url: string }).url;
};

/**
 * PUTs the pieces as a slow client sends them: each `gapMs` after the previous one was flushed (the
 * client's pace, below the idle timeout); with `stallAfter`, stops sending after that many and
 * keeps the connection open.
 */
const trickle = (url: string, pieces: string[], gapMs: number, stallAfter = Infinity) =>
  rawPut(
    url,
    (req) => {
      let i = 0;
      const next = () => {
        if (i >= pieces.length) return void req.end();
        if (i >= stallAfter) return; // keep the connection open and send nothing more
        req.write(pieces[i++], () => setTimeout(next, gapMs));
      };
      next();
    },
    { contentLength: pieces.join('').length },
  );

/** A connection to the upload host that sends nothing: settles when the host cuts it for idling. */
const silentConnection = () =>
  new Promise<void>((resolve) => {
    const { hostname, port } = new URL(server.uploadUrl);
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });

describe('upload timeouts', () => {
  it('takes an upload that lasts several idle timeouts as long as bytes keep arriving', async () => {
    const url = await newAddress();
    const json = JSON.stringify([{ code: 'slow', type: 'text', use: 'extra', name: { 'en-us': 'Slow' } }]);
    const pieces = json.match(/.{1,4}/g)!.slice(0, 30);
    const rest = json.slice(pieces.join('').length);
    // the host's own idle timer tells how long the upload lasted: a silent connection opened as the
    // upload starts is cut after one idle timeout, and a second one, opened then, after another
    let idleTimeoutsPassed = 0;
    const twoIdleTimeouts = (async () => {
      await silentConnection();
      idleTimeoutsPassed += 1;
      await silentConnection();
      idleTimeoutsPassed += 1;
    })();
    const result = await trickle(url, [...pieces, rest], idleMs / 5);
    // the upload was answered only after both silent connections were cut
    expect(idleTimeoutsPassed).toBe(2);
    expect(result).toMatchObject({ status: 200 });
    await twoIdleTimeouts;
  }, 30_000);

  it('cuts an upload that stops sending, and the address still takes the file afterwards', async () => {
    const url = await newAddress();
    const result = await trickle(url, ['[', '{"code"', ':"x"}]'], 10, 1);
    expect(result).toHaveProperty('error');
    const retry = await fetch(url, { method: 'PUT', body: '[]', headers: { 'Content-Type': 'application/json' } });
    expect(retry.status).toBe(200);
  }, 30_000);
});

/**
 * The upload host: capability URLs on their own origin that behave like pre-signed cloud
 * storage addresses. The body is streamed to disk with backpressure (never buffered whole);
 * the slot counts as uploaded only once every byte is on disk, so a cut connection leaves it
 * waiting for its file.
 */
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished, PassThrough, Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { PlatformDeps, UploadEnv } from './context';
import { HttpProblem, installErrorHandling } from './http';
import { randomToken } from './ids';
import { faultPoint, latency } from './middleware';


const accessDenied = (message: string) => new HttpProblem(403, { code: 'AccessDenied', message });

const formatBytes = (n: number) =>
  n >= 1024 ** 3 ? `${+(n / 1024 ** 3).toFixed(2)} GiB` : n >= 1024 ** 2 ? `${+(n / 1024 ** 2).toFixed(2)} MiB` : `${n} bytes`;

const tooLarge = (limit: number) =>
  new HttpProblem(413, { code: 'EntityTooLarge', message: `The file is larger than the upload limit of ${formatBytes(limit)}` });

class UploadTooLarge extends Error {}
class ConnectionDropped extends Error {}

/** Counts and hashes the bytes as they pass, and stops the stream at the limit or the simulated drop. */
class Meter extends Transform {
  bytes = 0;
  private readonly hash = createHash('md5');

  constructor(
    private readonly limit: number,
    private readonly dropAfter: number | null,
    private readonly cutConnection: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(new UploadTooLarge());
    if (this.dropAfter !== null && this.bytes >= this.dropAfter) {
      this.cutConnection();
      return done(new ConnectionDropped());
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  get etag() {
    return `"${this.hash.digest('hex')}"`;
  }
}

/**
 * The request body as a Node stream: on a real server the request piped into a stream of its own,
 * in-process the web stream. A pipeline that stops (at the limit) destroys its streams, and a
 * destroyed request can no longer be read to its end: the server then could not drop the rest of a
 * refused body before closing (lingeringClose.ts), and the client would see a reset, not the 413.
 * A client that goes away mid-body still ends the pipeline with an error.
 */
const bodyStream = (c: Context<UploadEnv>): Readable => {
  const incoming = c.env?.incoming;
  if (incoming) {
    const body = new PassThrough();
    finished(incoming, (err) => {
      if (err) body.destroy(err);
    });
    return incoming.pipe(body);
  }
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>) : Readable.from([]);
};

export const uploadHost = (deps: PlatformDeps) => {
  const { store, faults } = deps;
  const app = new Hono<UploadEnv>();
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowMethods: ['PUT', 'OPTIONS'],
      // Authorization is allowed through the preflight so that a client sending it hears our clear 400
      allowHeaders: ['Content-Type', 'Authorization'],
      exposeHeaders: ['ETag'],
      maxAge: 600,
    }),
  );
  // an upload is its import's merchant's: that merchant's switches (latency, limit, drops, hold) apply
  const merchantOfUpload = (c: Context) => store.uploadCapabilities.get(c.req.param('token') ?? '')?.merchantCode;
  app.use('/uploads/:token', latency(faults, merchantOfUpload));
  // a refused upload leaves (part of) its body unread, so its connection cannot carry another
  // request: without this, a kept-alive socket stalls the client's next upload
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status >= 400) c.header('Connection', 'close');
  });

  app.put('/uploads/:token', faultPoint(faults, 'upload', merchantOfUpload), async (c) => {
    if (c.req.header('Authorization') !== undefined) {
      const message =
        'Signed upload addresses must not carry credentials: send the file without an Authorization header (the address itself grants access)';
      throw new HttpProblem(400, { code: 'CredentialsNotAllowed', message, errors: [{ field: 'Authorization', code: 'notAllowed', message }] });
    }
    const token = c.req.param('token');
    const cap = store.uploadCapabilities.get(token);
    const merchant = cap && store.merchant(cap.merchantCode);
    const imp = cap && merchant?.imports.get(cap.importRef);
    const slot = cap && imp?.files.get(cap.entity);
    if (!cap || !imp || !slot || slot.uploadToken !== token) {
      throw accessDenied('This upload address is not valid: it is unknown, was replaced by a newer one, or its import has started');
    }
    if ((slot.uploadExpiresAt ?? 0) <= Date.now()) {
      throw accessDenied(`This upload address expired at ${new Date(slot.uploadExpiresAt ?? 0).toISOString()}; ask for a new one`);
    }
    const switches = faults.for(cap.merchantCode);
    const limit = switches.settings.uploadLimitBytes;
    const declared = Number(c.req.header('Content-Length'));
    if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);

    // a test holding uploads keeps this one in flight (its body unread) until it lets go; a client
    // that gives up meanwhile is let go at once and leaves the slot waiting, as a cut connection does
    const socket = c.env?.incoming?.socket;
    await switches.uploadsReleased((gaveUp) => socket?.once('close', gaveUp));
    const dropAfter = switches.shouldDropUpload() ? switches.settings.dropAfterBytes : null;
    const dir = join(deps.uploadDir, cap.merchantCode, cap.importRef);
    await mkdir(dir, { recursive: true });
    const path = join(dir, `${cap.entity}-${randomToken(6)}.json`);
    const meter = new Meter(limit, dropAfter, () => socket?.destroy());

    try {
      await pipeline(bodyStream(c), meter, createWriteStream(path));
      // a small file can end before the drop point: cut it anyway, before it counts as uploaded
      if (dropAfter !== null) {
        socket?.destroy();
        throw new ConnectionDropped();
      }
    } catch (e) {
      await rm(path, { force: true });
      if (e instanceof UploadTooLarge) throw tooLarge(limit);
      if (e instanceof ConnectionDropped) {
        throw new HttpProblem(500, { code: 'ConnectionDropped', message: 'The upload connection was cut (mock fault switch)' });
      }
      // the client went away mid-body: nothing to answer, and the slot stays waiting for its file
      throw new HttpProblem(400, { code: 'IncompleteBody', message: 'The upload ended before the whole body arrived' });
    }

    if (imp.files.get(cap.entity) !== slot || slot.uploadToken !== token || imp.status !== 'new') {
      await rm(path, { force: true });
      throw accessDenied('This upload address was replaced or its import started while the file was arriving');
    }
    if (slot.file) await rm(slot.file.path, { force: true });
    const etag = meter.etag;
    slot.file = { path, size: meter.bytes, etag };
    slot.status = 'uploaded';
    store.touch();
    c.header('ETag', etag);
    return c.json({ ok: true, etag, size: meter.bytes }, 200);
  });

  installErrorHandling(app);
  return app;
};

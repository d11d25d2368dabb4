/**
 * Puts the platform on two ports: the API and, on another origin, the upload host. Used by
 * the CLI (main.ts), the demo script and the browser tests.
 */
import { createAdaptorServer } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockDialect } from './dialect';
import type { FaultSettings } from './faults';
import { lingerOnClose } from './lingeringClose';
import { createPlatform, type Platform } from './platform';

export interface MockServerOptions {
  /** API port; 0 = a free one (default 4010) */
  port?: number;
  /** upload host port; default API port + 1 (a free one when the API port is 0) */
  uploadPort?: number;
  /** interface to listen on; default all (IPv6 and IPv4), so localhost works whichever it resolves to */
  host?: string;
  /** mount `/__control` */
  testControl?: boolean;
  /** seed the demo merchants (default true) */
  seed?: boolean;
  /** and this many copies of each (`demo-2`, `acme-2`, …), for browser tests side by side (default 0) */
  seedCopies?: number;
  /** import elements per second and file; 0 = as fast as possible */
  pace?: number;
  /** any other start-up fault settings */
  faults?: Partial<FaultSettings>;
  /**
   * the upload host cuts a connection that sends nothing for this long (default 120 s); there is
   * no limit on the whole request, so a slow upload that keeps moving always finishes
   */
  uploadIdleTimeoutMs?: number;
  uploadDir?: string;
  seedNow?: Date;
  /**
   * answer exactly as the public specs (`public`, what the CLI answers unless told otherwise) or as
   * the brief's contract (`brief`, the default here: the app's component tests start this server
   * in-process and read the brief's extras, e.g. whether a member is a guest)
   */
  dialect?: MockDialect;
}

export interface MockServer {
  apiUrl: string;
  uploadUrl: string;
  platform: Platform;
  close(): Promise<void>;
}

type FetchHandler = Parameters<typeof createAdaptorServer>[0]['fetch'];

const listen = (fetch: FetchHandler, port: number, host?: string, idleTimeoutMs?: number): Promise<Server> =>
  new Promise((resolvePromise, reject) => {
    // the default adaptor server is node:http's
    const server = createAdaptorServer({ fetch }) as Server;
    // an early answer (413, 415, a refused upload) must reach a client that is still sending
    lingerOnClose(server);
    if (idleTimeoutMs !== undefined) {
      // Node's requestTimeout (300 s for the whole request) would cut a 2 GB upload below 7 MB/s;
      // pre-signed storage only gives up on a connection that stalls
      server.requestTimeout = 0;
      server.setTimeout(idleTimeoutMs, (socket) => socket.destroy());
    }
    server.once('error', reject);
    const done = () => {
      server.off('error', reject);
      resolvePromise(server);
    };
    // no host: Node listens on :: with IPv4 mapped in, so both localhost (::1) and 127.0.0.1 work
    if (host) server.listen(port, host, done);
    else server.listen(port, done);
  });

const portOf = (server: Server) => (server.address() as AddressInfo).port;

const shutDown = (server: Server) =>
  new Promise<void>((resolvePromise) => {
    server.close(() => resolvePromise());
    server.closeAllConnections();
  });

const urlHost = (host?: string) => (!host || host === '::' || host === '0.0.0.0' ? 'localhost' : host.includes(':') ? `[${host}]` : host);

export const startMockServer = async (opts: MockServerOptions = {}): Promise<MockServer> => {
  const uploadDir = opts.uploadDir;
  if (uploadDir) mkdirSync(uploadDir, { recursive: true });

  let uploadPort = 0;
  const platform = createPlatform({
    seed: opts.seed !== false,
    ...(opts.seedCopies ? { seedCopies: opts.seedCopies } : {}),
    ...(opts.seedNow ? { seedNow: opts.seedNow } : {}),
    testControl: opts.testControl ?? false,
    dialect: opts.dialect ?? 'brief',
    faults: { ...opts.faults, ...(opts.pace === undefined ? {} : { pace: opts.pace }) },
    ...(uploadDir ? { uploadDir } : {}),
    // the host the client used for the API, so the upload address resolves the same way
    uploadOrigin: (apiUrl) => `${apiUrl.protocol}//${apiUrl.hostname}:${uploadPort}`,
  });

  const port = opts.port ?? 4010;
  const api = await listen(platform.api.fetch, port, opts.host);
  const apiPort = portOf(api);
  let uploads: Server;
  try {
    uploads = await listen(platform.uploads.fetch, opts.uploadPort ?? (port === 0 ? 0 : apiPort + 1), opts.host, opts.uploadIdleTimeoutMs ?? 120_000);
  } catch (e) {
    await shutDown(api);
    throw e;
  }
  uploadPort = portOf(uploads);

  const sweeper = setInterval(() => platform.tokens.sweep(), 10 * 60_000);
  sweeper.unref();

  return {
    apiUrl: `http://${urlHost(opts.host)}:${apiPort}`,
    uploadUrl: `http://${urlHost(opts.host)}:${uploadPort}`,
    platform,
    async close() {
      clearInterval(sweeper);
      await Promise.all([shutDown(api), shutDown(uploads)]);
      await platform.close();
    },
  };
};

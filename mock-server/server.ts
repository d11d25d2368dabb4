/**
 * Puts the platform on two ports: the API and, on another origin, the upload host. Used by
 * the CLI (main.ts), the demo script and the browser tests.
 */
import { createAdaptorServer } from '@hono/node-server';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { MockDialect } from './dialect';
import type { FaultSettings } from './faults';
import { createPlatform, type Platform } from './platform';
import { loadState, saveState } from './store/persist';

export interface MockServerOptions {
  /** API port; 0 = a free one (default 4010) */
  port?: number;
  /** upload host port; default API port + 1 (a free one when the API port is 0) */
  uploadPort?: number;
  /** interface to listen on; default all (IPv6 and IPv4), so localhost works whichever it resolves to */
  host?: string;
  /** mount `/__control` */
  testControl?: boolean;
  /** seed the demo merchants when there is no state to load (default true) */
  seed?: boolean;
  /** load the store from this file at start if it exists; save to it periodically and on close */
  stateFile?: string;
  /** import elements per second and file; 0 = as fast as possible */
  pace?: number;
  /** any other start-up fault settings */
  faults?: Partial<FaultSettings>;
  /** how often the state file is rewritten when something changed (default 15 s) */
  saveIntervalMs?: number;
  uploadDir?: string;
  seedNow?: Date;
  /** answer as the brief's contract (default) or exactly as the public specs */
  dialect?: MockDialect;
}

export interface MockServer {
  apiUrl: string;
  uploadUrl: string;
  platform: Platform;
  /** writes the state file now (no-op without one) */
  save(): Promise<void>;
  close(): Promise<void>;
}

type FetchHandler = Parameters<typeof createAdaptorServer>[0]['fetch'];

const listen = (fetch: FetchHandler, port: number, host?: string): Promise<Server> =>
  new Promise((resolvePromise, reject) => {
    // the default adaptor server is node:http's
    const server = createAdaptorServer({ fetch }) as Server;
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
  const stateFile = opts.stateFile ? resolve(opts.stateFile) : undefined;
  const store = stateFile && existsSync(stateFile) ? await loadState(stateFile) : undefined;
  // with a state file, uploads of not-yet-started imports must outlive a restart
  const uploadDir =
    opts.uploadDir ??
    (stateFile ? join(tmpdir(), `merchant-admin-mock-${createHash('sha1').update(stateFile).digest('hex').slice(0, 10)}`) : undefined);
  if (uploadDir) mkdirSync(uploadDir, { recursive: true });

  let uploadPort = 0;
  const platform = createPlatform({
    ...(store ? { store } : {}),
    seed: opts.seed !== false,
    ...(opts.seedNow ? { seedNow: opts.seedNow } : {}),
    testControl: opts.testControl ?? false,
    ...(opts.dialect ? { dialect: opts.dialect } : {}),
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
    uploads = await listen(platform.uploads.fetch, opts.uploadPort ?? (port === 0 ? 0 : apiPort + 1), opts.host);
  } catch (e) {
    await shutDown(api);
    throw e;
  }
  uploadPort = portOf(uploads);

  let savedRevision = store ? platform.store.revision : -1;
  const save = async () => {
    if (!stateFile || platform.store.revision === savedRevision) return;
    const revision = platform.store.revision;
    await saveState(platform.store, stateFile);
    savedRevision = revision;
  };
  const saver = setInterval(() => void save().catch((e: unknown) => console.error('[mock-server] saving state failed', e)), opts.saveIntervalMs ?? 15_000);
  saver.unref();
  const sweeper = setInterval(() => platform.tokens.sweep(), 10 * 60_000);
  sweeper.unref();

  return {
    apiUrl: `http://${urlHost(opts.host)}:${apiPort}`,
    uploadUrl: `http://${urlHost(opts.host)}:${uploadPort}`,
    platform,
    save,
    async close() {
      clearInterval(saver);
      clearInterval(sweeper);
      await Promise.all([shutDown(api), shutDown(uploads)]);
      await platform.close();
      await save();
    },
  };
};

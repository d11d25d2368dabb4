/**
 * The mock platform as two Hono apps, the API and the upload host, wired to one store, one
 * engine and one set of fault switches. Nothing here listens on a port: tests call
 * `api.fetch(request)` in-process; server.ts puts both apps on ports.
 */
import { Hono } from 'hono';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiEnv, PlatformDeps, UploadEnv } from './context';
import type { MockDialect } from './dialect';
import { ImportEngine } from './engine/engine';
import { Faults, type FaultSettings } from './faults';
import { installErrorHandling } from './http';
import { apiCors, latency, requestLineLimit, requireMerchant } from './middleware';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { controlRoutes } from './routes/control';
import { customerRoutes } from './routes/customers';
import { importRoutes } from './routes/imports';
import { segmentRoutes } from './routes/segments';
import { seedStore } from './seed';
import { Store } from './store/store';
import { Tokens } from './tokens';
import { uploadHost } from './uploads';

export interface PlatformOptions {
  /** a store to serve (e.g. loaded from a state file); otherwise a new one */
  store?: Store;
  /** seed a new store with the demo merchants (default true) */
  seed?: boolean;
  /** and with this many copies of each (`demo-2`, `acme-2`, …), the same data and users (default 0) */
  seedCopies?: number;
  /** "now" for the seed's relative dates */
  seedNow?: Date;
  /** mount `/__control` (default false) */
  testControl?: boolean;
  /** start-up fault settings, also what `/__control/reset` returns to */
  faults?: Partial<FaultSettings>;
  /** where uploads are written; default a fresh directory under os.tmpdir(), removed by close() */
  uploadDir?: string;
  /** the upload host's origin for an API request on `apiUrl`; default the same host, API port + 1 */
  uploadOrigin?: (apiUrl: URL) => string;
  /** `public` (default): exactly the public specs' answers, as the real service; `brief`: the shared contract with our extras */
  dialect?: MockDialect;
}

export interface Platform {
  api: Hono<ApiEnv>;
  uploads: Hono<UploadEnv>;
  store: Store;
  engine: ImportEngine;
  faults: Faults;
  tokens: Tokens;
  uploadDir: string;
  dialect: PlatformDeps['dialect'];
  /** stops processing and removes the upload directory it created */
  close(): Promise<void>;
}

export const defaultUploadOrigin = (apiUrl: URL) => {
  const port = Number(apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80));
  return `${apiUrl.protocol}//${apiUrl.hostname}:${port + 1}`;
};

export const createPlatform = (options: PlatformOptions = {}): Platform => {
  const store = options.store ?? new Store();
  if (!options.store && options.seed !== false) {
    seedStore(store, { ...(options.seedNow ? { now: options.seedNow } : {}), copies: options.seedCopies ?? 0 });
  }
  const faults = new Faults(options.faults);
  const tokens = new Tokens(store, faults);
  const engine = new ImportEngine(store, faults);
  const ownsUploadDir = !options.uploadDir;
  const uploadDir = options.uploadDir ?? mkdtempSync(join(tmpdir(), 'merchant-admin-mock-'));
  const deps: PlatformDeps = {
    store,
    faults,
    tokens,
    engine,
    uploadDir,
    uploadOrigin: options.uploadOrigin ?? defaultUploadOrigin,
    dialect: { current: options.dialect ?? 'public' },
  };

  const api = new Hono<ApiEnv>();
  // before CORS: a gateway refuses an overlong request line whatever its method
  api.use('*', requestLineLimit());
  api.use('*', apiCors());
  if (options.testControl) api.route('/', controlRoutes(deps));
  api.use('*', async (c, next) => (c.req.path.startsWith('/__control') ? next() : latency(faults)(c, next)));
  api.route('/', authRoutes(deps));
  api.use('/merchants/:merchantCode/*', requireMerchant(deps));
  api.route('/', importRoutes(deps));
  api.route('/', segmentRoutes(deps));
  api.route('/', customerRoutes(deps));
  api.route('/', catalogRoutes(deps));
  installErrorHandling(api);

  const uploads = uploadHost(deps);

  return {
    api,
    uploads,
    store,
    engine,
    faults,
    tokens,
    uploadDir,
    dialect: deps.dialect,
    async close() {
      await engine.stop();
      if (ownsUploadDir) await rm(uploadDir, { recursive: true, force: true });
    },
  };
};

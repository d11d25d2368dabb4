/**
 * The checker's benchmark page, served as a merchant gets the checker: a production build (one
 * bundled chunk per worker) served by `vite preview`. The dev server would load every module of
 * every worker separately, which makes a worker's start several times slower than in the app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createServer, preview } from 'vite';

export interface BenchServer {
  /** the origin; the page is at /bench/checker/index.html */
  base: string;
  close(): Promise<void>;
}

/** `dev`: the dev server instead (readable names in a profile, no build); `minify: false`: a build a profile can name. */
export async function serveCheckerBench({ dev = false, minify = true }: { dev?: boolean; minify?: boolean } = {}): Promise<BenchServer> {
  if (dev) {
    const server = await createServer({ server: { port: 0, strictPort: false }, logLevel: 'error' });
    await server.listen();
    return { base: server.resolvedUrls!.local[0]!.replace(/\/$/, ''), close: () => server.close() };
  }
  const outDir = await mkdtemp(join(tmpdir(), 'checker-bench-'));
  await build({
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: false, minify, rolldownOptions: { input: resolve('bench/checker/index.html') } },
  });
  const server = await preview({ build: { outDir }, preview: { port: 0, strictPort: false }, logLevel: 'error' });
  return {
    base: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
    close: async () => {
      await new Promise<void>((done) => server.httpServer.close(() => done()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

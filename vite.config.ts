import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * The production build ships a Content Security Policy. The app may talk only to itself, the API
 * and the upload host; scripts and workers come only from the app's own origin.
 */
function contentSecurityPolicy(env: Record<string, string>): Plugin {
  const origin = (url: string | undefined) => {
    try {
      return url ? new URL(url).origin : undefined;
    } catch {
      return undefined;
    }
  };
  const configured = [env.VITE_API_BASE_URL, env.VITE_AUTH_BASE_URL, env.VITE_IMPORTS_BASE_URL, env.VITE_CUSTOMERS_BASE_URL, env.VITE_SEGMENTS_BASE_URL, env.VITE_CATALOG_BASE_URL]
    .map(origin)
    .filter((o): o is string => Boolean(o));
  // Without a configured API the app talks to the mock server on ports 4010 (API) and 4011 (uploads).
  const mock = ['http://localhost:4010', 'http://127.0.0.1:4010', 'http://localhost:4011', 'http://127.0.0.1:4011'];
  const uploads = (env.VITE_UPLOAD_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  const connect = ["'self'", ...(configured.length ? configured : mock), ...uploads];
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`),
  };
}

/**
 * Headers a meta tag cannot set. The app must not be framed (clickjacking): `frame-ancestors` works
 * only as a header, `X-Frame-Options` covers older browsers. Served by `vite` (the demo) and
 * `vite preview`; a production host must send the same (see the README's security section).
 */
export const securityHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), contentSecurityPolicy(env)],
    // react-router's package exports point every bundler at its development build (warnings and
    // all, a third heavier); the production build it ships beside it is what users should get
    resolve: {
      alias: [
        // `@/…` is src/…, so a module deep in a feature reads where its imports come from
        { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
        ...(command === 'build' && mode === 'production'
          ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
          : []),
      ],
    },
    worker: { format: 'es' },
    // the manifest lets `npm run bench` weigh exactly what the imports page loads
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // chunks are named by their hash alone: every page's imports and the entry's preload map
          // spell out these names, and the module names in them cost every page about 0.5 kB gzip.
          // dist/.vite/manifest.json says which module is in which file.
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: {
            groups: [
              // the libraries every page runs on, in one chunk of its own: React (with its DOM renderer,
              // scheduler and JSX runtime) and TanStack Query's client. They change only with an
              // upgrade, so a deploy of app code leaves them cached. React Router stays in the entry:
              // with it here this chunk grew to 88 kB, one long download on the page's critical path
              // (Lighthouse's LCP about 0.2 s later)
              {
                name: 'vendor',
                test: /node_modules[\\/](?:(?:react|react-dom|scheduler)[\\/]|@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](?!queryObserver|mutationObserver|queriesObserver|infiniteQueryObserver)|@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider)/,
              },
              // what reads a query (useQuery and its observer) in one chunk: nearly every page needs it,
              // but not the sign-in page nor a new import's wizard; left to the bundler it scattered into
              // five small chunks, and the query client's helpers left the entry for a chunk of their own
              {
                name: 'useQuery',
                includeDependenciesRecursively: false,
                test: /node_modules[\\/]@tanstack[\\/](?:query-core[\\/]build[\\/]modern[\\/]queryObserver|react-query[\\/]build[\\/]modern[\\/](?:useBaseQuery|useQuery|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider|queryOptions))\.js$/,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true, headers: securityHeaders },
    preview: { port: 4173, strictPort: true, headers: securityHeaders },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            testTimeout: 30_000,
            include: ['src/**/*.test.ts', 'mock-server/**/*.test.ts', 'e2e/**/*.unit.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            testTimeout: 60_000,
            include: ['src/**/*.test.tsx'],
            setupFiles: ['src/testing/setup.ts'],
          },
        },
      ],
    },
  };
});

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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), contentSecurityPolicy(env)],
    // `@/…` is src/…, so a module deep in a feature reads where its imports come from
    resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
    worker: { format: 'es' },
    // the manifest lets `npm run bench` weigh exactly what each page loads
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // the libraries every page runs on, in a chunk of their own: they change only with an
            // upgrade, so a deploy of app code leaves them cached
            groups: [
              {
                name: 'vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]react-query|@tanstack[\\/]query-core|i18next|react-i18next)[\\/]/,
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
            // the app's words are asserted in English
            setupFiles: ['src/testing/inEnglish.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            testTimeout: 60_000,
            include: ['src/**/*.test.tsx'],
            setupFiles: ['src/testing/inEnglish.ts', 'src/testing/setup.ts'],
          },
        },
      ],
    },
  };
});

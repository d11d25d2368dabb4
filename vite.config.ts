import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type HtmlTagDescriptor, type Plugin } from 'vite';

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

/** The libraries every page runs on (the `vendor` chunk). */
const vendorLibraries = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]react-query|@tanstack[\\/]query-core|i18next|react-i18next)[\\/]/;

/**
 * The modules the app's start (src/app/start.tsx) imports statically, directly or not, less those
 * the entry (src/main.tsx) imports itself, once the build has read them all: one chunk for them (see
 * `codeSplitting` below), as the entry was when it imported them, rather than a chunk for each
 * module a page shares with it.
 */
const appStart = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const appGraph = new Set<string>();
const entryGraph = new Set<string>();
function collectAppGraph(): Plugin {
  return {
    name: 'collect-app-graph',
    apply: 'build',
    buildEnd() {
      const graphOf = (root: string) => {
        const ids = new Set<string>();
        const visit = (id: string) => {
          if (ids.has(id)) return;
          ids.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        visit(root);
        return ids;
      };
      entryGraph.clear();
      graphOf(entry).forEach((id) => entryGraph.add(id));
      appGraph.clear();
      for (const id of graphOf(appStart)) if (!entryGraph.has(id)) appGraph.add(id);
    },
  };
}

/**
 * The entry (src/main.tsx) imports the app (src/app/start.tsx) lazily, so that it can ask for the
 * word lists and the page before the libraries arrive; these tags let the browser fetch the app's
 * chunks and styles while it parses index.html, as it would for a static import.
 */
function preloadTheApp(): Plugin {
  let base = '/';
  return {
    name: 'preload-the-app',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const start = chunks.find((c) => c.moduleIds.includes(appStart));
        if (!start) throw new Error('preload-the-app: the build has no chunk for src/app/start.tsx');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk || scripts.has(fileName)) return;
          scripts.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        // what index.html links already (the entry's own styles) is not linked twice
        const tag = (rel: string, href: string): HtmlTagDescriptor[] =>
          html.includes(`"${base}${href}"`) ? [] : [{ tag: 'link', attrs: { rel, crossorigin: true, href: base + href }, injectTo: 'head' }];
        return [...[...styles].flatMap((href) => tag('stylesheet', href)), ...[...scripts].flatMap((href) => tag('modulepreload', href))];
      },
    },
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
    plugins: [react(), contentSecurityPolicy(env), collectAppGraph(), preloadTheApp()],
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
          // a shared chunk is named after its group alone ("ui-…", not "ui~AddMembersPage~…", the entries that share it)
          chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
          codeSplitting: {
            // the libraries every page runs on, in a chunk of their own: they change only with an
            // upgrade, so a deploy of app code leaves them cached
            groups: [
              {
                name: 'vendor',
                test: vendorLibraries,
              },
              // the app's frame, shell and sign-in, which every page needs: one download
              // (its dependencies are the entry's or its own: none is pulled in from elsewhere)
              { name: 'app', test: (id) => appGraph.has(id) && !vendorLibraries.test(id), includeDependenciesRecursively: false },
              {
                name: (id) => {
                  if (entryGraph.has(id) || appGraph.has(id) || /node_modules|[\\/]i18n[\\/]locales[\\/]/.test(id)) return null;
                  const area = /[\\/]src[\\/](?:features[\\/](\w+)|(engine|contract)|components|lib|i18n)[\\/]/.exec(id);
                  return area ? (area[1] ?? area[2] ?? 'ui') : null;
                },
                minShareCount: 2,
                entriesAware: true,
                entriesAwareMergeThreshold: 8000,
                includeDependenciesRecursively: false,
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

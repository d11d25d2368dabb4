/**
 * What each page costs a first visit: the gzip size of the JavaScript the browser must fetch to show
 * it, read from the Vite manifest of a production build. A page needs the entry (index.html's chunk,
 * the app's start it imports lazily at once, and what they import), one language's word lists (weighed in German, the larger) and its own lazily
 * loaded module with that module's static imports; chunks loaded later (workers, other dynamic
 * imports) are not needed to show it. Shared by `npm run bench`
 * (first-load rows) and `scripts/check-bundle-size.ts` (the budget in `npm test`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

/** Every page of the app, in the merchant's words, with the module the router loads for it (undefined: in the entry). */
export const pages: readonly { name: string; module?: string }[] = [
  { name: 'sign-in', module: 'src/features/auth/SignInPage.tsx' },
  { name: 'imports history', module: 'src/features/importHistory/list/ImportHistoryPage.tsx' },
  { name: 'import detail', module: 'src/features/importHistory/detail/ImportDetailPage.tsx' },
  { name: 'import wizard', module: 'src/features/importWizard/ImportWizardPage.tsx' },
  { name: 'export', module: 'src/features/catalogExport/ExportPage.tsx' },
  { name: 'snapshots', module: 'src/features/snapshots/SnapshotsPage.tsx' },
  { name: 'sheet mappings', module: 'src/features/importWizard/sheetMappings/SheetMappingsPage.tsx' },
  { name: 'segments list', module: 'src/features/segments/list/SegmentListPage.tsx' },
  { name: 'new segment', module: 'src/features/segments/list/NewSegmentPage.tsx' },
  { name: 'segment page', module: 'src/features/segments/members/SegmentPage.tsx' },
  { name: 'add members', module: 'src/features/segments/members/AddMembersPage.tsx' },
  { name: 'add by list', module: 'src/features/segments/byList/AddByListPage.tsx' },
  { name: 'remove by list', module: 'src/features/segments/byList/RemoveByListPage.tsx' },
];

export interface Weight {
  /** JavaScript files needed, entry first */
  files: string[];
  gzipBytes: number;
}

export interface PageWeights {
  entry: Weight;
  pages: ({ name: string } & Weight)[];
}

/** Weighs the entry and every page of the build in `dist`; throws, naming what is missing, when the build does not match the page list. */
export function weighPages(dist = 'dist'): PageWeights {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No Vite manifest at ${manifestPath}: build the app first (npm run build).`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const gzipOf = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let bytes = gzipOf.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      gzipOf.set(file, bytes);
    }
    return bytes;
  };
  const closure = (roots: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${manifestPath} has no chunk "${key}": was a page moved or renamed? Update the list in scripts/pageWeight.ts.`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    roots.forEach(visit);
    const js = [...files].filter((f) => f.endsWith('.js'));
    return { files: js, gzipBytes: js.reduce((sum, f) => sum + gzipBytes(f), 0) };
  };
  // the entry imports the app's start lazily (vite.config.ts: the `app` chunk), and every page needs it
  const app = Object.keys(manifest).find((key) => manifest[key]!.name === 'app');
  if (!app) throw new Error(`${manifestPath} has no chunk named "app": vite.config.ts puts src/app/start.tsx and what it imports in one.`);
  const first = ['index.html', app, 'src/i18n/locales/de/index.ts'];
  return {
    entry: closure(first),
    pages: pages.map((p) => ({ name: p.name, ...closure(p.module ? [...first, p.module] : first) })),
  };
}

export const kB = (bytes: number) => bytes / 1000;

/**
 * Each page's module, by the path the router gives it, without React or the router: the entry starts
 * fetching the module of the page a visit opens on before the app's libraries have arrived. The
 * router (router.tsx) makes its lazy pages from the same list.
 */
import type { ComponentType } from 'react';

export interface PageModule {
  /** the route's path as the router writes it: `:name` a parameter, `:name?` an optional one */
  path: string;
  /** the module, fetched once, and the name of the page it exports */
  load: () => Promise<ComponentType>;
}

const pageModule = <K extends string>(path: string, load: () => Promise<Record<K, ComponentType>>, name: K): PageModule => {
  let loading: Promise<ComponentType> | undefined;
  return { path, load: () => (loading ??= load().then((module) => module[name])) };
};

export const signInModule = pageModule('/sign-in', () => import('@/features/auth/SignInPage'), 'SignInPage');

/** The shell's pages, under `/:merchantCode`: the routes, one lazily loaded module each (the split at routes). */
export const shellPageModules: readonly PageModule[] = [
  pageModule('settings/imports', () => import('@/features/importHistory/list/ImportHistoryPage'), 'ImportHistoryPage'),
  pageModule('settings/imports/export', () => import('@/features/catalogExport/ExportPage'), 'ExportPage'),
  pageModule('settings/imports/snapshots', () => import('@/features/snapshots/SnapshotsPage'), 'SnapshotsPage'),
  pageModule('settings/imports/mappings', () => import('@/features/importWizard/sheetMappings/SheetMappingsPage'), 'SheetMappingsPage'),
  pageModule('settings/imports/new/:importRef?', () => import('@/features/importWizard/ImportWizardPage'), 'ImportWizardPage'),
  pageModule('settings/imports/:importRef', () => import('@/features/importHistory/detail/ImportDetailPage'), 'ImportDetailPage'),
  pageModule('segments', () => import('@/features/segments/list/SegmentListPage'), 'SegmentListPage'),
  pageModule('segments/new', () => import('@/features/segments/list/NewSegmentPage'), 'NewSegmentPage'),
  pageModule('segments/:segmentCode', () => import('@/features/segments/members/SegmentPage'), 'SegmentPage'),
  pageModule('segments/:segmentCode/add-members', () => import('@/features/segments/members/AddMembersPage'), 'AddMembersPage'),
  pageModule('segments/:segmentCode/add-by-list', () => import('@/features/segments/byList/AddByListPage'), 'AddByListPage'),
  pageModule('segments/:segmentCode/remove-by-list', () => import('@/features/segments/byList/RemoveByListPage'), 'RemoveByListPage'),
];

/**
 * How well `path` matches the segments: the count of its fixed parts that matched (the router prefers
 * more), or -1 for no match. Written here rather than react-router's `matchRoutes`, which would put the
 * libraries' chunk back in front of the entry; pageModules.test.ts holds it to the router's choices.
 */
function fixedPartsMatched(path: string, segments: readonly string[]) {
  let at = 0;
  let fixed = 0;
  for (const part of path.split('/').filter(Boolean)) {
    if (part.endsWith('?')) {
      if (at < segments.length) at++;
    } else if (at >= segments.length) {
      return -1;
    } else if (part.startsWith(':')) {
      at++;
    } else if (part === segments[at]) {
      at++;
      fixed++;
    } else {
      return -1;
    }
  }
  return at === segments.length ? fixed : -1;
}

/** The module of the page at `pathname`, as the router would choose it (undefined: no page, or a redirect). */
export function pageModuleAt(pathname: string): PageModule | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (fixedPartsMatched(signInModule.path, segments) >= 0) return signInModule;
  const [merchantCode, ...rest] = segments;
  if (!merchantCode) return undefined;
  let best: { page: PageModule; fixed: number } | undefined;
  for (const page of shellPageModules) {
    const fixed = fixedPartsMatched(page.path, rest);
    if (fixed > (best?.fixed ?? -1)) best = { page, fixed };
  }
  return best?.page;
}

/** Starts fetching the module of the page at `pathname`. */
export function preloadPage(pathname: string) {
  void pageModuleAt(pathname)?.load();
}

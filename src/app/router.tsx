import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import { sessionStore, useSession } from '@/features/auth/session';
import { Loading } from '@/components/ui/QueryState';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { ErrorBoundary } from './ErrorBoundary';
import { Shell } from './Shell';

/**
 * One lazily loaded module per page (the small not-found page aside), which `preloadPage` can fetch
 * before React renders it. The declarative router is enough (data comes through TanStack Query) and
 * weighs about a third of the data router.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name] })));
  return { Page: lazy(preload), preload };
};

const signIn = page(() => import('@/features/auth/SignInPage'), 'SignInPage');
/** The shell's pages, under `/:merchantCode`. */
const shellPages = [
  { path: 'settings/imports', ...page(() => import('@/features/importHistory/list/ImportHistoryPage'), 'ImportHistoryPage') },
  { path: 'settings/imports/export', ...page(() => import('@/features/catalogExport/ExportPage'), 'ExportPage') },
  { path: 'settings/imports/snapshots', ...page(() => import('@/features/snapshots/SnapshotsPage'), 'SnapshotsPage') },
  { path: 'settings/imports/new/:importRef?', ...page(() => import('@/features/importWizard/ImportWizardPage'), 'ImportWizardPage') },
  { path: 'settings/imports/:importRef', ...page(() => import('@/features/importHistory/detail/ImportDetailPage'), 'ImportDetailPage') },
  { path: 'segments', ...page(() => import('@/features/segments/list/SegmentListPage'), 'SegmentListPage') },
  { path: 'segments/new', ...page(() => import('@/features/segments/list/NewSegmentPage'), 'NewSegmentPage') },
  { path: 'segments/:segmentCode', ...page(() => import('@/features/segments/members/SegmentPage'), 'SegmentPage') },
  { path: 'segments/:segmentCode/add-members', ...page(() => import('@/features/segments/members/AddMembersPage'), 'AddMembersPage') },
  { path: 'segments/:segmentCode/add-by-list', ...page(() => import('@/features/segments/byList/AddByListPage'), 'AddByListPage') },
  { path: 'segments/:segmentCode/remove-by-list', ...page(() => import('@/features/segments/byList/RemoveByListPage'), 'RemoveByListPage') },
];

/** Starts fetching the module of the page at `pathname`, as the routes below would choose it. */
export function preloadPage(pathname: string) {
  const routes = [{ path: '/sign-in', ...signIn }, { path: '/:merchantCode', children: shellPages }];
  const found = matchRoutes(routes, pathname)?.at(-1)?.route as { preload?: () => unknown } | undefined;
  void found?.preload?.();
}

/** The sign-in page stands outside the shell: it brings its own landmark while its code loads. */
function SignInRoute() {
  const { t } = useTranslation();
  return (
    <ErrorBoundary>
      <Suspense
        fallback={
          <main className="sign-in" id="main">
            <Loading label={t('loading.signIn')} />
          </main>
        }
      >
        <signIn.Page />
      </Suspense>
    </ErrorBoundary>
  );
}

function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.documentTitle'));
  const session = useSession();
  return (
    <div className="page">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      {session ? <Link to={paths.imports(session.merchantCode)}>{t('notFound.toImports')}</Link> : <Link to={paths.signIn()}>{t('notFound.toSignIn')}</Link>}
    </div>
  );
}

function Home() {
  const session = sessionStore.get();
  return <Navigate to={session ? paths.imports(session.merchantCode) : paths.signIn()} replace />;
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/sign-in" element={<SignInRoute />} />
        <Route path="/:merchantCode" element={<Shell />}>
          <Route index element={<Navigate to="settings/imports" replace />} />
          <Route path="settings" element={<Navigate to="imports" replace />} />
          {shellPages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}

import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { RequireSession } from '@/features/auth/RequireSession';
import { sessionStore } from '@/features/auth/session';
import { Loading } from '@/components/ui/QueryState';
import { paths } from '@/lib/paths';
import { ErrorBoundary } from './ErrorBoundary';
import { Shell } from './Shell';

/**
 * One lazily loaded module per page, so the first load carries only what it shows. The
 * declarative router is enough here (no loaders or actions: data comes through TanStack Query),
 * and it weighs about a third of the data router.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const SignInPage = page(() => import('@/features/auth/SignInPage'), 'SignInPage');
const ImportHistoryPage = page(() => import('@/features/imports/history/ImportHistoryPage'), 'ImportHistoryPage');
const ImportWizardPage = page(() => import('@/features/imports/wizard/ImportWizardPage'), 'ImportWizardPage');
const ImportDetailPage = page(() => import('@/features/imports/detail/ImportDetailPage'), 'ImportDetailPage');
const SegmentListPage = page(() => import('@/features/segments/components/SegmentListPage'), 'SegmentListPage');
const NewSegmentPage = page(() => import('@/features/segments/components/NewSegmentPage'), 'NewSegmentPage');
const SegmentPage = page(() => import('@/features/segments/components/SegmentPage'), 'SegmentPage');
const AddMembersPage = page(() => import('@/features/segments/components/AddMembersPage'), 'AddMembersPage');
const AddByListPage = page(() => import('@/features/segments/components/AddByListPage'), 'AddByListPage');
const NotFoundPage = page(() => import('./NotFoundPage'), 'NotFoundPage');

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
        <SignInPage />
      </Suspense>
    </ErrorBoundary>
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
        <Route
          path="/:merchantCode"
          element={
            <RequireSession>
              <Shell />
            </RequireSession>
          }
        >
          <Route index element={<Navigate to="settings/imports" replace />} />
          <Route path="settings" element={<Navigate to="imports" replace />} />
          <Route path="settings/imports" element={<ImportHistoryPage />} />
          <Route path="settings/imports/new/:importRef?" element={<ImportWizardPage />} />
          <Route path="settings/imports/:importRef" element={<ImportDetailPage />} />
          <Route path="segments" element={<SegmentListPage />} />
          <Route path="segments/new" element={<NewSegmentPage />} />
          <Route path="segments/:segmentCode" element={<SegmentPage />} />
          <Route path="segments/:segmentCode/add-members" element={<AddMembersPage />} />
          <Route path="segments/:segmentCode/add-by-list" element={<AddByListPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path="*"
          element={
            <Suspense fallback={<Loading />}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}

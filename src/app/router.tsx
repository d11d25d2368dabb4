import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireSession } from '../features/auth/RequireSession';
import { SignInPage } from '../features/auth/SignInPage';
import { sessionStore } from '../features/auth/session';
import { Loading } from '../components/ui/QueryState';
import { paths } from '../lib/paths';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

/** One lazily loaded module per page, so the first load carries only what it shows. */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

function Home() {
  const session = sessionStore.get();
  return <Navigate to={session ? paths.imports(session.merchantCode) : paths.signIn()} replace />;
}

export const routes: RouteObject[] = [
  { path: '/', element: <Home /> },
  { path: '/sign-in', element: <SignInPage />, errorElement: <RouteError /> },
  {
    path: '/:merchantCode',
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, element: <Navigate to="settings/imports" replace /> },
      { path: 'settings', element: <Navigate to="imports" replace /> },
      {
        path: 'settings/imports',
        ...page(async () => ({ Component: (await import('../features/imports/components/history/ImportHistoryPage')).ImportHistoryPage })),
      },
      {
        path: 'settings/imports/new/:importRef?',
        ...page(async () => ({ Component: (await import('../features/imports/components/wizard/ImportWizardPage')).ImportWizardPage })),
      },
      {
        path: 'settings/imports/:importRef',
        ...page(async () => ({ Component: (await import('../features/imports/components/detail/ImportDetailPage')).ImportDetailPage })),
      },
      {
        path: 'segments',
        ...page(async () => ({ Component: (await import('../features/segments/components/SegmentListPage')).SegmentListPage })),
      },
      {
        path: 'segments/new',
        ...page(async () => ({ Component: (await import('../features/segments/components/NewSegmentPage')).NewSegmentPage })),
      },
      {
        path: 'segments/:segmentCode',
        ...page(async () => ({ Component: (await import('../features/segments/components/SegmentPage')).SegmentPage })),
      },
      {
        path: 'segments/:segmentCode/add-members',
        ...page(async () => ({ Component: (await import('../features/segments/components/AddMembersPage')).AddMembersPage })),
      },
      {
        path: 'segments/:segmentCode/add-by-list',
        ...page(async () => ({ Component: (await import('../features/segments/components/AddByListPage')).AddByListPage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);

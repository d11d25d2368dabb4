import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Loading } from '../components/ui/QueryState';
import { SessionExpiredDialog } from '../features/auth/SessionExpiredDialog';
import { signOut } from '../features/auth/signOut';
import { useSession } from '../features/auth/useSession';
import { paths } from '../lib/paths';
import { ConnectionNotice } from './ConnectionNotice';
import { ErrorBoundary } from './ErrorBoundary';
import { StorageNotice } from './StorageNotice';

/** The frame of every merchant page: navigation, who is signed in, and the page itself. */
export function Shell() {
  const { merchantCode = '' } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Merchant Admin</span>
        <nav aria-label="Main" className="mainnav">
          <span className="nav-group" aria-hidden="true">
            Settings ›
          </span>
          <NavLink to={paths.imports(merchantCode)}>
            <span className="visually-hidden">Settings, </span>Imports
          </NavLink>
          <NavLink to={paths.segments(merchantCode)}>Segments</NavLink>
        </nav>
        <div className="whoami">
          <span>
            <span className="visually-hidden">Merchant </span>
            <strong>{merchantCode}</strong> · <span className="visually-hidden">signed in as </span>
            {session?.username}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => {
              void signOut(queryClient);
              navigate(paths.signIn(), { replace: true });
            }}
          >
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="content" tabIndex={-1}>
        <StorageNotice />
        <ConnectionNotice />
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SessionExpiredDialog />
    </div>
  );
}

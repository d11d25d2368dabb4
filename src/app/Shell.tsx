import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Loading } from '@/components/ui/QueryState';
import { SessionExpiredDialog } from '@/features/auth/SessionExpiredDialog';
import { signOut, useSession } from '@/features/auth/session';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import { isApiError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { tabStorage } from '@/lib/tabStorage';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The frame of every merchant page: navigation, who is signed in, and the page itself. The pages of a
 * merchant need a session for that merchant; without one, the user signs in and comes back here.
 */
export function Shell() {
  const { merchantCode = '' } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const persistent = useSyncExternalStore(tabStorage.subscribe, tabStorage.isPersistent, () => true);
  if (!session || session.merchantCode !== merchantCode) {
    return <Navigate to={paths.signIn({ merchant: merchantCode, next: location.pathname + location.search })} replace />;
  }
  const leave = () => {
    void signOut(queryClient);
    navigate(paths.signIn(), { replace: true });
  };
  return (
    <div className="shell">
      <a className="skip-link" href="#main">{t('shell.skipToContent')}</a>
      <header className="topbar">
        <span className="brand">{t('shell.brand')}</span>
        <nav aria-label={t('shell.mainNavigation')} className="mainnav">
          <span className="nav-group" aria-hidden="true">{t('shell.settings')} ›</span>
          <NavLink to={paths.imports(merchantCode)}>
            <span className="visually-hidden">{t('shell.settings')}, </span>
            {t('shell.imports')}
          </NavLink>
          <NavLink to={paths.segments(merchantCode)}>{t('shell.segments')}</NavLink>
        </nav>
        <div className="whoami">
          <span>
            <span className="visually-hidden">{t('shell.merchant')} </span>
            <strong translate="no">{merchantCode}</strong> · <span className="visually-hidden">{t('shell.signedInAs')} </span>
            <span translate="no">{session.username}</span>
          </span>
          <LanguageSwitch />
          <button type="button" className="btn btn-ghost btn-small" onClick={leave}>{t('shell.signOut')}</button>
        </div>
      </header>
      <main id="main" className="content" tabIndex={-1}>
        {!persistent && <Alert tone="info" title={t('storage.title')}>{t('storage.body')}</Alert>}
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

const subscribeOnline = (listener: (online: boolean) => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Says so when the page cannot reach the service (offline, or calls fail with no answer or a 5xx), and
 * goes away once a call succeeds again: the pages keep polling, so nobody has to reload.
 */
function ConnectionNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const { action } = event;
        if (action.type === 'success') setUnreachable(false);
        else if ((action.type === 'failed' || action.type === 'error') && isApiError(action.error) && action.error.isTransient) setUnreachable(true);
      }),
    [queryClient],
  );

  if (online && !unreachable) return null;
  const state = online ? 'unreachable' : 'offline';
  return <Alert tone="info" title={t(`connection.${state}Title`)}>{t(`connection.${state}Body`)}</Alert>;
}

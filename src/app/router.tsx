import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { sessionStore, useSession } from '@/features/auth/session';
import { Loading } from '@/components/ui/QueryState';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { ErrorBoundary } from './ErrorBoundary';
import { shellPageModules, signInModule, type PageModule } from './pageModules';
import { Shell } from './Shell';

/**
 * One lazily loaded module per page (the small not-found page aside), from the list the entry
 * preloads from (pageModules.ts). The declarative router is enough (data comes through TanStack
 * Query) and weighs about a third of the data router.
 */
const lazyPage = ({ load }: PageModule) => lazy(() => load().then((Page) => ({ default: Page })));
const SignInPage = lazyPage(signInModule);
const shellPages = shellPageModules.map((page) => ({ path: page.path, Page: lazyPage(page) }));

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

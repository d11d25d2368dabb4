import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Alert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { NotFoundPage } from './NotFoundPage';

/** Errors the router catches (a page's code that failed to load, for instance). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = error instanceof Error ? error.message : 'The page could not be loaded.';
  return (
    <main className="page" id="main">
      <h1>This page could not be loaded</h1>
      <Alert tone="danger" title="Something went wrong" action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}>
        {message}
      </Alert>
    </main>
  );
}

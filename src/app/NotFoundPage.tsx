import { Link } from 'react-router-dom';
import { useSession } from '../features/auth/useSession';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function NotFoundPage({ what = 'page' }: { what?: string }) {
  useDocumentTitle('Not found');
  const session = useSession();
  return (
    <div className="page">
      <h1>This {what} does not exist</h1>
      <p>The address may be mistyped, or what it pointed to was removed.</p>
      {session ? <Link to={paths.imports(session.merchantCode)}>Go to Imports</Link> : <Link to={paths.signIn()}>Go to sign-in</Link>}
    </div>
  );
}

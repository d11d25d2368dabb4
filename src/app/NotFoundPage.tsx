import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../features/auth/session';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function NotFoundPage() {
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

import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SignInForm } from './SignInForm';

/** Only paths of the merchant inside the app are followed after sign-in. */
const safeNext = (next: string | null, merchantCode: string) =>
  next?.startsWith('/') && !next.startsWith('//') && next.split('/')[1] === encodeURIComponent(merchantCode) ? next : paths.imports(merchantCode);

export function SignInPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signIn.documentTitle'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <main className="sign-in" id="main">
      <div className="card sign-in-card">
        {/* the language is chosen before signing in, so the form itself reads in it */}
        <header className="sign-in-header">
          <h1>{t('signIn.heading')}</h1>
          <LanguageSwitch />
        </header>
        {params.get('reason') === 'expired' && <p className="muted">{t('signIn.expired')}</p>}
        <SignInForm
          initialMerchant={params.get('merchant') ?? ''}
          onSignedIn={(session) => navigate(safeNext(params.get('next'), session.merchantCode), { replace: true })}
        />
      </div>
    </main>
  );
}

import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SignInForm } from './SignInForm';

/** Only paths inside the app are followed after sign-in. */
const safeNext = (next: string | null, merchantCode: string) => {
  if (next && next.startsWith('/') && !next.startsWith('//') && next.split('/')[1] === encodeURIComponent(merchantCode)) return next;
  return `/${encodeURIComponent(merchantCode)}/settings/imports`;
};

export function SignInPage() {
  useDocumentTitle('Sign in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <main className="sign-in" id="main">
      <div className="card sign-in-card">
        <h1>Sign in to Merchant Admin</h1>
        {params.get('reason') === 'expired' && <p className="muted">Your session ended. Sign in again to carry on where you were.</p>}
        <SignInForm
          initialMerchant={params.get('merchant') ?? ''}
          onSignedIn={(session) => navigate(safeNext(params.get('next'), session.merchantCode), { replace: true })}
        />
      </div>
    </main>
  );
}

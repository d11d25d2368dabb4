import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from '@/components/ui/Dialog';
import { paths } from '@/lib/paths';
import { reauthentication } from './authProvider';
import { SignInForm } from './SignInForm';
import { signOut, useSession } from './session';

/** When a refresh cannot mend a 401, the user signs in again over the page: what they entered stays, the call is repeated. */
export function SessionExpiredDialog() {
  const { t } = useTranslation('auth');
  const open = useSyncExternalStore(reauthentication.subscribe, reauthentication.isPending);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const giveUp = () => {
    reauthentication.settle(false);
    void signOut(queryClient);
    navigate(paths.signIn({ reason: 'expired', merchant: session?.merchantCode ?? '', next: location.pathname + location.search }));
  };

  return (
    // Escape must not throw the page away: leaving is only ever the explicit button below
    <Dialog open={open} title={t('sessionExpired.title')} onClose={() => undefined} actions={null}>
      <p>{t('sessionExpired.body')}</p>
      <SignInForm
        initialMerchant={session?.merchantCode}
        initialUser={session?.username}
        lockIdentity
        submitLabel={t('sessionExpired.submit')}
        onSignedIn={() => reauthentication.settle(true)}
      />
      <button type="button" className="btn btn-ghost" onClick={giveUp}>{t('sessionExpired.leave')}</button>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { isApiError } from '@/lib/errors';

/** The token endpoint refused the credentials themselves (not the service failing). */
export const isWrongCredentials = (error: unknown) => isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'validation');

/**
 * Why signing in failed, in the page's language. Wrong credentials and a lock-out after too many
 * attempts are said plainly, whatever the service wrote; any other failure as any error is.
 */
export function SignInRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isWrongCredentials(error)) return <>{t('signIn.wrongCredentials')}</>;
  if (isApiError(error) && error.kind === 'tooManyRequests') {
    const wait = error.retryAfterSeconds;
    if (wait === undefined) return <>{t('signIn.throttled')}</>;
    if (wait < 60) return <>{t('signIn.throttledSeconds', { count: wait })}</>;
    return <>{t('signIn.throttledMinutes', { count: Math.ceil(wait / 60) })}</>;
  }
  return <ErrorMessage error={error} />;
}

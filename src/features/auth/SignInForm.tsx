import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Field } from '@/components/ui/Field';
import { isApiError } from '@/lib/errors';
import { useFormProblems } from '@/lib/useFormProblems';
import { sessionFromToken, sessionStore, type Session } from './session';
import { requestToken } from './tokenApi';

interface SignInFormProps {
  initialMerchant?: string;
  initialUser?: string;
  /** true when merchant and user are fixed (signing in again after the session ended) */
  lockIdentity?: boolean;
  /** the button's text; "Sign in" when not given */
  submitLabel?: string;
  onSignedIn: (session: Session) => void;
}

const fields = ['merchantCode', 'username', 'password'] as const;
type SignInField = (typeof fields)[number];
type Credentials = Record<SignInField, string>;

const autoComplete: Record<SignInField, string> = { merchantCode: 'organization', username: 'username', password: 'current-password' };

/** The token endpoint refused the credentials themselves (not the service failing). */
const isWrongCredentials = (error: unknown) => isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'validation');

/** Why signing in failed: wrong credentials and a lock-out are said plainly, whatever the service wrote. */
function SignInRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  if (isWrongCredentials(error)) return <>{t('signIn.wrongCredentials')}</>;
  if (isApiError(error) && error.kind === 'tooManyRequests') {
    const wait = error.retryAfterSeconds;
    if (wait === undefined) return <>{t('signIn.throttled')}</>;
    if (wait < 60) return <>{t('signIn.throttledSeconds', { count: wait })}</>;
    return <>{t('signIn.throttledMinutes', { count: Math.ceil(wait / 60) })}</>;
  }
  return <ErrorMessage error={error} />;
}

/** Merchant code, user and password; a wrong one is said plainly and nothing else typed is lost. */
export function SignInForm({ initialMerchant = '', initialUser = '', lockIdentity = false, submitLabel, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const [typed, setTyped] = useState<Credentials>({ merchantCode: initialMerchant, username: initialUser, password: '' });
  // a field left empty (`true`) and the service's refusal (the error) are worded as the form draws, so a change of language rewords them
  const { problems, show, clear, clearField, fieldRef, summaryRef } = useFormProblems<SignInField, unknown>(fields);

  const signIn = useMutation({
    mutationFn: async (c: Credentials) => sessionFromToken(c.merchantCode, c.username, await requestToken(c.merchantCode, c.username, c.password)),
    onSuccess: (session) => {
      sessionStore.set(session);
      onSignedIn(session);
    },
    onError: (error) => {
      // a wrong password is typed again, not corrected: clear it (the rest stays as typed)
      if (isWrongCredentials(error)) setTyped((c) => ({ ...c, password: '' }));
      // the service names no field here: focus goes to the summary, so keyboard and screen-reader users start there
      show({ fields: {}, other: [error] });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const credentials = { merchantCode: typed.merchantCode.trim(), username: typed.username.trim(), password: typed.password };
    // no request known to fail is sent
    const missing = fields.filter((field) => !credentials[field]);
    if (missing.length) return show({ fields: Object.fromEntries(missing.map((field) => [field, true])), other: [] });
    clear();
    signIn.mutate(credentials);
  };

  return (
    <form onSubmit={submit} noValidate className="stack">
      {problems.other.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} className="error-summary">
          <Alert tone="danger" title={t('signIn.failed')}>
            {problems.other.map((error, i) => <SignInRefusal key={i} error={error} />)}
          </Alert>
        </div>
      )}
      {fields.map((field) => (
        <Field key={field} label={t(`signIn.${field}`)} error={problems.fields[field] ? t(`signIn.missing.${field}`) : undefined}>
          <input
            ref={fieldRef(field)}
            name={field}
            type={field === 'password' ? 'password' : undefined}
            autoComplete={autoComplete[field]}
            value={typed[field]}
            readOnly={lockIdentity && field !== 'password'}
            onChange={(e) => {
              setTyped((c) => ({ ...c, [field]: e.target.value }));
              clearField(field);
            }}
          />
        </Field>
      ))}
      <Button type="submit" variant="primary" busy={signIn.isPending}>{submitLabel ?? t('signIn.submit')}</Button>
    </form>
  );
}

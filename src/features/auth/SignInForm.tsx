import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { errorMessage, isApiError } from '@/lib/errors';
import { sessionFromToken, sessionStore, type Session } from './session';
import { requestToken } from './tokenApi';

export interface SignInFormProps {
  initialMerchant?: string;
  initialUser?: string;
  /** true when merchant and user are fixed (signing in again after the session ended) */
  lockIdentity?: boolean;
  submitLabel?: string;
  onSignedIn: (session: Session) => void;
}

/** Merchant code, user and password; a wrong one is said plainly and nothing typed is lost. */
export function SignInForm({ initialMerchant = '', initialUser = '', lockIdentity = false, submitLabel = 'Sign in', onSignedIn }: SignInFormProps) {
  const [merchantCode, setMerchantCode] = useState(initialMerchant);
  const [username, setUsername] = useState(initialUser);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // a failed sign-in moves focus to what went wrong, so keyboard and screen-reader users start there
  useEffect(() => {
    if (error !== null) summaryRef.current?.focus();
  }, [error]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const m = merchantCode.trim();
    const u = username.trim();
    const problems: Record<string, string> = {};
    if (!m) problems.merchantCode = 'Enter your merchant code';
    if (!u) problems.username = 'Enter your user name';
    if (!password) problems.password = 'Enter your password';
    setMissing(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setError(null);
    try {
      const token = await requestToken(m, u, password);
      const session = sessionFromToken(m, u, token);
      sessionStore.set(session);
      onSignedIn(session);
    } catch (err) {
      // a wrong password is typed again, not corrected: clear it (the rest stays as typed)
      if (isApiError(err) && (err.kind === 'unauthorized' || err.kind === 'validation')) setPassword('');
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="stack">
      {error !== null && (
        <div ref={summaryRef} tabIndex={-1} className="error-summary">
          <Alert tone="danger" title="Could not sign in">
            {errorMessage(error)}
          </Alert>
        </div>
      )}
      <Field label="Merchant code" error={missing.merchantCode}>
        <input
          name="merchantCode"
          autoComplete="organization"
          value={merchantCode}
          readOnly={lockIdentity}
          onChange={(e) => setMerchantCode(e.target.value)}
        />
      </Field>
      <Field label="User name" error={missing.username}>
        <input name="username" autoComplete="username" value={username} readOnly={lockIdentity} onChange={(e) => setUsername(e.target.value)} />
      </Field>
      <Field label="Password" error={missing.password}>
        <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Button type="submit" variant="primary" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

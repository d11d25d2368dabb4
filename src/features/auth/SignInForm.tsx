import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { isApiError } from '@/lib/errors';
import { problemsFromError, type FormProblems } from '@/lib/formProblems';
import { useFormProblems } from '@/lib/useFormProblems';
import { sessionFromToken, sessionStore, type Session } from './session';
import { requestToken } from './tokenApi';

interface SignInFormProps {
  initialMerchant?: string;
  initialUser?: string;
  /** true when merchant and user are fixed (signing in again after the session ended) */
  lockIdentity?: boolean;
  submitLabel?: string;
  onSignedIn: (session: Session) => void;
}

const fields = ['merchantCode', 'username', 'password'] as const;
type SignInField = (typeof fields)[number];

interface Credentials {
  merchantCode: string;
  username: string;
  password: string;
}

/** What is missing, named on its field, so no request known to fail is sent. */
const missingFields = ({ merchantCode, username, password }: Credentials): FormProblems<SignInField> => ({
  fields: {
    ...(merchantCode ? {} : { merchantCode: 'Enter your merchant code' }),
    ...(username ? {} : { username: 'Enter your user name' }),
    ...(password ? {} : { password: 'Enter your password' }),
  },
  other: [],
});

/** Merchant code, user and password; a wrong one is said plainly and nothing else typed is lost. */
export function SignInForm({ initialMerchant = '', initialUser = '', lockIdentity = false, submitLabel = 'Sign in', onSignedIn }: SignInFormProps) {
  const [merchantCode, setMerchantCode] = useState(initialMerchant);
  const [username, setUsername] = useState(initialUser);
  const [password, setPassword] = useState('');
  const { problems, show, clear, clearField, fieldRef, summaryRef } = useFormProblems(fields);

  const signIn = useMutation({
    mutationFn: async (c: Credentials) => sessionFromToken(c.merchantCode, c.username, await requestToken(c.merchantCode, c.username, c.password)),
    onSuccess: (session) => {
      sessionStore.set(session);
      onSignedIn(session);
    },
    onError: (error) => {
      // a wrong password is typed again, not corrected: clear it (the rest stays as typed)
      if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'validation')) setPassword('');
      // the service names no field here: focus goes to the summary, so keyboard and screen-reader users start there
      show(problemsFromError(fields, error));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const credentials = { merchantCode: merchantCode.trim(), username: username.trim(), password };
    const missing = missingFields(credentials);
    if (Object.keys(missing.fields).length) return show(missing);
    clear();
    signIn.mutate(credentials);
  };

  const edit = (field: SignInField, set: (value: string) => void) => (value: string) => {
    set(value);
    clearField(field);
  };

  return (
    <form onSubmit={submit} noValidate className="stack">
      {problems.other.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} className="error-summary">
          <Alert tone="danger" title="Could not sign in">
            {problems.other.join(' ')}
          </Alert>
        </div>
      )}
      <Field label="Merchant code" error={problems.fields.merchantCode}>
        <input
          ref={fieldRef('merchantCode')}
          name="merchantCode"
          autoComplete="organization"
          value={merchantCode}
          readOnly={lockIdentity}
          onChange={(e) => edit('merchantCode', setMerchantCode)(e.target.value)}
        />
      </Field>
      <Field label="User name" error={problems.fields.username}>
        <input
          ref={fieldRef('username')}
          name="username"
          autoComplete="username"
          value={username}
          readOnly={lockIdentity}
          onChange={(e) => edit('username', setUsername)(e.target.value)}
        />
      </Field>
      <Field label="Password" error={problems.fields.password}>
        <input
          ref={fieldRef('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => edit('password', setPassword)(e.target.value)}
        />
      </Field>
      <Button type="submit" variant="primary" busy={signIn.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}

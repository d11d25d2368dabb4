import { lazy, Suspense, useEffect, useState } from 'react';
import { reauthentication } from '../features/auth/authProvider';

// most visits never see the session end: the dialog's code loads the first time it does
const SessionExpiredDialog = lazy(() => import('../features/auth/SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })));

/** Mounts the re-sign-in dialog once a session ends half-way, and keeps it from then on. */
export function SessionExpiry() {
  const [needed, setNeeded] = useState(reauthentication.isPending());
  useEffect(
    () =>
      reauthentication.subscribe((pending) => {
        if (pending) setNeeded(true);
      }),
    [],
  );
  if (!needed) return null;
  return (
    <Suspense
      fallback={
        <p role="status" className="visually-hidden">
          Your session has ended. Opening sign-in…
        </p>
      }
    >
      <SessionExpiredDialog />
    </Suspense>
  );
}

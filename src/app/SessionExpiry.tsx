import { useEffect, useState } from 'react';
import { reauthentication } from '../features/auth/authProvider';
import { SessionExpiredDialog } from '../features/auth/SessionExpiredDialog';

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
  return needed ? <SessionExpiredDialog /> : null;
}

import { useCallback, useState } from 'react';

/**
 * Which wizard the page shows. Creating an import puts its reference in the address; the
 * wizard that created it must stay mounted (focus, an open dialog), while any other change of
 * address (another import's wizard, "new import" again) starts a fresh one. Returns a React key for it.
 */
export function useWizardSession(importRef: string | undefined) {
  const [session, setSession] = useState({ id: 0, url: importRef, created: null as string | null });
  let current = session;
  if (importRef !== session.url) {
    const adopted = session.created !== null && importRef === session.created;
    current = adopted ? { ...session, url: importRef } : { id: session.id + 1, url: importRef, created: null };
    setSession(current);
  }
  const adopt = useCallback((created: string) => setSession((s) => ({ ...s, created })), []);
  return { key: String(current.id), adopt };
}

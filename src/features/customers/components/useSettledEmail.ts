import { useEffect, useState } from 'react';
import { normalizeEmail } from '../api/emailMatch';

/** How long typing must pause before a search is sent, so typing does not send a request per key. */
const searchDelayMs = 300;

/**
 * What a typed e-mail search is for once typing pauses, normalised. The page that owns the typed
 * text calls this once and hands the value to `CustomerSearch` and to anything it looks up beside
 * the results (e.g. who is a member already), so both are always about the same search.
 */
export function useSettledEmail(email: string): string {
  const value = normalizeEmail(email);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), searchDelayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

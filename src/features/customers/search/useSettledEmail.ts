import { useEffect, useState } from 'react';
import { normalizeEmail } from '../api/emailMatch';

/** How long typing must pause before a search is sent, so typing does not send a request per key. */
const searchDelayMs = 300;

/** The e-mail search, normalised, once typing pauses; the page hands it to `CustomerSearch` and its own look-ups, so both see one search. */
export function useSettledEmail(email: string): string {
  const value = normalizeEmail(email);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), searchDelayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

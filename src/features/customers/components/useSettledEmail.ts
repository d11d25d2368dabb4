import { normalizeEmail } from '../api/emailMatch';
import { useDebouncedValue } from './useDebouncedValue';

/** How long typing must pause before a search is sent, so typing does not send a request per key. */
const searchDelayMs = 300;

/**
 * What a typed e-mail search is for once typing pauses, in the one spelling addresses are
 * compared in. The page that owns the typed text calls this once and hands the value to
 * `CustomerSearch` and to anything it looks up beside the results (e.g. who is a member already),
 * so both are always about the same search.
 */
export const useSettledEmail = (email: string) => useDebouncedValue(normalizeEmail(email), searchDelayMs);

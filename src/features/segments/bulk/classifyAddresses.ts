import type { Customer } from '@/api';
import type { ParsedAddressList } from './parseAddressList';
import type { ResolvedAddresses } from './resolveAddresses';

/**
 * Where each listed address ends up:
 * - `add`: exactly one customer to add;
 * - `choose`: several customers share the address; the merchant picks one;
 * - `guestsOnly`: only guests have it, left out while "Leave out guests" is on;
 * - `notFound`: no customer has it;
 * - `alreadyMember`: a customer with it is in the segment already;
 * - `invalid`: not an e-mail address.
 */
export type Bucket = 'add' | 'choose' | 'guestsOnly' | 'notFound' | 'alreadyMember' | 'invalid';
export const buckets: readonly Bucket[] = ['add', 'choose', 'guestsOnly', 'alreadyMember', 'notFound', 'invalid'];

export interface ReviewRow {
  /** the address, or `line:N` for a line that is not one */
  key: string;
  line: number;
  /** as written in the list */
  text: string;
  bucket: Bucket;
  /** the customers the address could mean, registered first */
  candidates: Customer[];
  /** for `alreadyMember`: the member with this address */
  member?: Customer;
  /** how many more times the address was listed */
  repeats: number;
}

const registeredFirst = (a: Customer, b: Customer) => Number(a.isAnonymous) - Number(b.isAnonymous);

/**
 * Sorts the addresses into buckets. An address whose customer is already a member counts as
 * "already a member" even when others share it: the address is in the segment already. With
 * "Leave out guests" off, guests count like registered customers.
 */
export function classifyAddresses(parsed: ParsedAddressList, resolved: ResolvedAddresses, leaveOutGuests: boolean) {
  const rows: ReviewRow[] = [];
  for (const listed of parsed.addresses) {
    const all = [...(resolved.customers.get(listed.address) ?? [])].sort(registeredFirst);
    const candidates = leaveOutGuests ? all.filter((c) => !c.isAnonymous) : all;
    const member = candidates.find((c) => resolved.memberIds.has(c.id));
    const bucket: Bucket = all.length === 0
      ? 'notFound'
      : member
        ? 'alreadyMember'
        : candidates.length === 0
          ? 'guestsOnly'
          : candidates.length === 1
            ? 'add'
            : 'choose';
    rows.push({ key: listed.address, line: listed.line, text: listed.text, bucket, candidates: bucket === 'guestsOnly' ? all : candidates, member, repeats: listed.repeats });
  }
  for (const bad of parsed.invalid) {
    rows.push({ key: `line:${bad.line}`, line: bad.line, text: bad.text, bucket: 'invalid', candidates: [], repeats: 0 });
  }
  const counts = Object.fromEntries(buckets.map((b) => [b, rows.filter((r) => r.bucket === b).length])) as Record<Bucket, number>;
  return { rows, counts, duplicates: parsed.duplicates, blanks: parsed.blanks };
}

export type Review = ReturnType<typeof classifyAddresses>;

/** The members to add: each `add` row's customer and each `choose` row's chosen one. */
export const plannedMembers = (review: Review, choices: ReadonlyMap<string, string>) =>
  review.rows.flatMap((row) => {
    const id = row.bucket === 'add' ? row.candidates[0]?.id : row.bucket === 'choose' ? choices.get(row.key) : undefined;
    return id && row.candidates.some((c) => c.id === id) ? [{ customerId: id, address: row.key, line: row.line }] : [];
  });

/** `choose` rows the merchant has not decided yet. */
export const undecided = (review: Review, choices: ReadonlyMap<string, string>) =>
  review.rows.filter((r) => r.bucket === 'choose' && !choices.has(r.key)).length;

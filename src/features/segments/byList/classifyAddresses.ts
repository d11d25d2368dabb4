import type { Customer } from '@/contract';
import type { ParsedAddressList } from './parseAddressList';
import type { ResolvedAddresses } from './resolveAddresses';

/** Whether a list's members are added to the segment or removed from it. */
export type Direction = 'add' | 'remove';

/** Where a direction's texts are that differ: adding's under `byList`, removing's under `removeByList`. */
export const textsOf = (direction: Direction) => (direction === 'add' ? 'byList' : 'removeByList');

/**
 * Where each listed address ends up. Adding: `add` (one customer), `choose` (several share it: the merchant
 * picks one), `guestsOnly` (only guests have it: left out while "Leave out guests" is on), `alreadyMember`.
 * Removing: `remove` (one member), `several` (several members share it: the merchant picks one, or all), `notMember`.
 * Both: `notFound` (no customer has it) and `invalid` (not an e-mail address).
 */
export type Bucket = 'add' | 'choose' | 'guestsOnly' | 'alreadyMember' | 'remove' | 'several' | 'notMember' | 'notFound' | 'invalid';

/** Each direction's buckets, in the order the review counts them. */
export const bucketsOf = {
  add: ['add', 'choose', 'guestsOnly', 'alreadyMember', 'notFound', 'invalid'],
  remove: ['remove', 'several', 'notMember', 'notFound', 'invalid'],
} as const satisfies Record<Direction, readonly Bucket[]>;

/** The buckets whose one customer is changed without a question. */
export const isSure = (bucket: Bucket): bucket is 'add' | 'remove' => bucket === 'add' || bucket === 'remove';
/** The buckets where the merchant chooses among several. */
export const needsChoice = (bucket: Bucket) => bucket === 'choose' || bucket === 'several';

/** A choice of a `several` row that means every member with the address. */
export const allOfThem = '*';

export interface ReviewRow {
  /** the address, or `line:N` for a line that is not one */
  key: string;
  line: number;
  /** as written in the list */
  text: string;
  bucket: Bucket;
  /** the customers the address could mean (removing: the members with it), registered first */
  candidates: Customer[];
  /** for `alreadyMember`: the member with this address */
  member?: Customer;
  /** how many more times the address was listed */
  repeats: number;
}

const registeredFirst = (a: Customer, b: Customer) => Number(a.isAnonymous) - Number(b.isAnonymous);

/** Adding: an address whose customer is a member already counts as such even when others share it. */
function toAdd(all: Customer[], memberIds: ReadonlySet<string>, leaveOutGuests: boolean): Pick<ReviewRow, 'bucket' | 'candidates' | 'member'> {
  const candidates = leaveOutGuests ? all.filter((c) => !c.isAnonymous) : all;
  const member = candidates.find((c) => memberIds.has(c.id));
  const bucket: Bucket = all.length === 0
    ? 'notFound'
    : member
      ? 'alreadyMember'
      : candidates.length === 0
        ? 'guestsOnly'
        : candidates.length === 1
          ? 'add'
          : 'choose';
  return { bucket, candidates: bucket === 'guestsOnly' ? all : candidates, member };
}

/** Removing: only the members with the address count, guests like registered customers (a guest member is a member). */
function toRemove(all: Customer[], memberIds: ReadonlySet<string>): Pick<ReviewRow, 'bucket' | 'candidates'> {
  const members = all.filter((c) => memberIds.has(c.id));
  if (all.length === 0) return { bucket: 'notFound', candidates: [] };
  if (members.length === 0) return { bucket: 'notMember', candidates: all };
  return { bucket: members.length === 1 ? 'remove' : 'several', candidates: members };
}

/** Sorts the addresses into the direction's buckets; `leaveOutGuests` applies to adding only. */
export function classifyAddresses(parsed: ParsedAddressList, resolved: ResolvedAddresses, leaveOutGuests: boolean, direction: Direction = 'add') {
  const rows: ReviewRow[] = [];
  for (const listed of parsed.addresses) {
    const all = [...(resolved.customers.get(listed.address) ?? [])].sort(registeredFirst);
    const sorted = direction === 'add' ? toAdd(all, resolved.memberIds, leaveOutGuests) : toRemove(all, resolved.memberIds);
    rows.push({ key: listed.address, line: listed.line, text: listed.text, ...sorted, repeats: listed.repeats });
  }
  for (const bad of parsed.invalid) {
    rows.push({ key: `line:${bad.line}`, line: bad.line, text: bad.text, bucket: 'invalid', candidates: [], repeats: 0 });
  }
  const counts: Partial<Record<Bucket, number>> = Object.fromEntries(bucketsOf[direction].map((b) => [b, rows.filter((r) => r.bucket === b).length]));
  return { direction, rows, counts, duplicates: parsed.duplicates, blanks: parsed.blanks };
}

export type Review = ReturnType<typeof classifyAddresses>;

/** The customers a row's choice means: the one chosen, or every candidate for "all of them"; none when the choice no longer fits. */
const chosen = (row: ReviewRow, choice: string | undefined) =>
  choice === allOfThem && row.bucket === 'several' ? row.candidates : row.candidates.filter((c) => c.id === choice);

/** The members to add or remove: each sure row's customer and each choice made. */
export const plannedMembers = (review: Review, choices: ReadonlyMap<string, string>) =>
  review.rows.flatMap((row) => {
    const customers = isSure(row.bucket) ? row.candidates.slice(0, 1) : needsChoice(row.bucket) ? chosen(row, choices.get(row.key)) : [];
    return customers.map((c) => ({ customerId: c.id, address: row.key, line: row.line }));
  });

/** Rows that need a choice the merchant has not made yet. */
export const undecided = (review: Review, choices: ReadonlyMap<string, string>) =>
  review.rows.filter((r) => needsChoice(r.bucket) && !choices.has(r.key)).length;

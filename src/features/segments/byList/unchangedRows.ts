/** The entries of a list that were not added (or removed) and why, for the summary's table and its download. */
import type { TFunction } from 'i18next';
import type { Customer } from '@/contract';
import { customerNumber } from '@/features/customers';
import { describeError } from '@/lib/errors';
import type { BatchReport } from './changeInBatches';
import { isSure, plannedMembers, textsOf, type Bucket, type Direction, type Review } from './classifyAddresses';

/** Why an entry was not added (or removed), as a code, so the page and the download say it in the language of the moment. */
type UnchangedReason =
  /** left out at review */
  | { code: Exclude<Bucket, 'add' | 'remove'> }
  /** answered by the service (409 when adding, 404 when removing, or refused one by one), in its words */
  | { code: 'memberWhenAdded' | 'notMemberWhenRemoved' | 'refused'; message: string }
  /** not sent, or sent in a request that failed as a whole; `message` says why, when known */
  | { code: 'requestFailed'; message?: string };

export interface UnchangedRow {
  line: number;
  text: string;
  reason: UnchangedReason;
  /** the customer numbers the merchant knows them by, space-separated ('' for a guest, who has none) */
  customerNumbers: string;
  /** the internal IDs, space-separated, for a merchant who matches them elsewhere */
  customerIds: string;
}

const numbersOf = (customers: readonly Customer[]) => customers.map(customerNumber).filter(Boolean).join(' ');

/** Every listed entry that was not added (or removed), and why: left out at review, refused, or not sent. */
export function unchangedRows(review: Review, choices: ReadonlyMap<string, string>, report: BatchReport): UnchangedRow[] {
  const rows: UnchangedRow[] = [];
  const planned = plannedMembers(review, choices);
  const plannedByAddress = new Set(planned.map((p) => p.address));
  const customers = new Map<string, Customer>();
  for (const row of review.rows) {
    for (const c of row.candidates) customers.set(c.id, c);
    if (row.member) customers.set(row.member.id, row.member);
    if (isSure(row.bucket) || plannedByAddress.has(row.key)) continue;
    const whom = row.bucket === 'alreadyMember' ? (row.member ? [row.member] : []) : row.candidates;
    rows.push({ line: row.line, text: row.text, reason: { code: row.bucket }, customerNumbers: numbersOf(whom), customerIds: whom.map((c) => c.id).join(' ') });
  }
  const byCustomer = new Map(planned.map((p) => [p.customerId, p]));
  const failure = (customerId: string, reason: UnchangedReason) => {
    const p = byCustomer.get(customerId);
    const customer = customers.get(customerId);
    rows.push({ line: p?.line ?? 0, text: p?.address ?? '', reason, customerNumbers: customer ? numbersOf([customer]) : '', customerIds: customerId });
  };
  const unchanged = review.direction === 'add' ? 'memberWhenAdded' : 'notMemberWhenRemoved';
  for (const f of report.unchanged) failure(f.customerId, { code: unchanged, message: f.message });
  for (const f of report.refused) failure(f.customerId, { code: 'refused', message: f.message });
  const message = report.error ? describeError(report.error) : undefined;
  for (const id of report.rest) failure(id, { code: 'requestFailed', message });
  return rows.sort((a, b) => a.line - b.line);
}

/** The reason in words: "Refused by the service: …", with the service's message as it sent it. */
export function reasonText(t: TFunction<'segments'>, reason: UnchangedReason, direction: Direction = 'add'): string {
  const message = 'message' in reason ? reason.message : undefined;
  if (reason.code !== 'requestFailed') return t(`byList.reason.${reason.code}`, { message });
  const texts = textsOf(direction);
  return message === undefined ? t(`${texts}.reason.notSent`) : t(`${texts}.reason.requestFailed`, { message });
}

/** The download's rows, headers first, in the language of the moment it is written. */
export const unchangedCsvRows = (t: TFunction<'segments'>, rows: UnchangedRow[], direction: Direction = 'add') => [
  [t('byList.notAdded.csv.line'), t('byList.notAdded.csv.entry'), t('byList.notAdded.csv.reason'), t('byList.notAdded.csv.customerNumbers'), t('byList.notAdded.csv.customerIds')],
  ...rows.map((r) => [r.line, r.text, reasonText(t, r.reason, direction), r.customerNumbers, r.customerIds]),
];

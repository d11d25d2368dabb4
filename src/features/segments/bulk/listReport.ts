import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/errors';
import type { BatchAddReport } from './addInBatches';
import { plannedMembers, type Bucket, type Review } from './classifyAddresses';

/**
 * Why an entry was not added, as a code (and the service's message where it gave one), so the
 * page and the download say it in the language of the moment.
 */
export type NotAddedReason =
  /** left out at review */
  | { code: Exclude<Bucket, 'add'> }
  /** answered by the service: a member already (409), or refused one by one */
  | { code: 'memberWhenAdded' | 'refused'; message: string }
  /** not sent, or sent in a request that failed as a whole; `message` says why, when known */
  | { code: 'requestFailed'; message?: string };

export interface NotAddedRow {
  line: number;
  text: string;
  reason: NotAddedReason;
  customerIds: string;
}

/**
 * Every listed entry that did not become a member, and why: left out at review, refused by the
 * service, or not sent because a request failed.
 */
export function notAddedRows(review: Review, choices: ReadonlyMap<string, string>, report: BatchAddReport): NotAddedRow[] {
  const rows: NotAddedRow[] = [];
  const planned = plannedMembers(review, choices);
  const plannedByAddress = new Set(planned.map((p) => p.address));
  for (const row of review.rows) {
    if (row.bucket === 'add' || plannedByAddress.has(row.key)) continue;
    const ids = row.bucket === 'alreadyMember' ? row.member?.id : row.candidates.map((c) => c.id).join(' ');
    rows.push({ line: row.line, text: row.text, reason: { code: row.bucket }, customerIds: ids ?? '' });
  }
  const byCustomer = new Map(planned.map((p) => [p.customerId, p]));
  const failure = (customerId: string, reason: NotAddedReason) => {
    const p = byCustomer.get(customerId);
    rows.push({ line: p?.line ?? 0, text: p?.address ?? '', reason, customerIds: customerId });
  };
  for (const f of report.alreadyMembers) failure(f.customerId, { code: 'memberWhenAdded', message: f.message });
  for (const f of report.refused) failure(f.customerId, { code: 'refused', message: f.message });
  const message = report.error ? errorMessage(report.error) : undefined;
  for (const id of report.rest) failure(id, { code: 'requestFailed', message });
  return rows.sort((a, b) => a.line - b.line);
}

/** The reason in words: "Refused by the service: …", with the service's message as it sent it. */
export function reasonText(t: TFunction<'segments'>, reason: NotAddedReason): string {
  const message = 'message' in reason ? reason.message : undefined;
  if (reason.code !== 'requestFailed') return t(`byList.reason.${reason.code}`, { message });
  return message === undefined ? t('byList.reason.notSent') : t('byList.reason.requestFailed', { message });
}

/** The download's rows, headers first, in the language of the moment it is written. */
export const notAddedCsvRows = (t: TFunction<'segments'>, rows: NotAddedRow[]) => [
  [t('byList.notAdded.csv.line'), t('byList.notAdded.csv.entry'), t('byList.notAdded.csv.reason'), t('byList.notAdded.csv.customerIds')],
  ...rows.map((r) => [r.line, r.text, reasonText(t, r.reason), r.customerIds]),
];

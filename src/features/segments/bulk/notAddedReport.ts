import { errorMessage } from '@/lib/errors';
import type { BatchAddReport } from './addInBatches';
import { bucketReason } from './bucketText';
import { plannedMembers, type Review } from './classifyAddresses';

export interface NotAddedRow {
  line: number;
  text: string;
  reason: string;
  customerIds: string;
}

/**
 * Every listed entry that did not become a member, and why: left out at review, refused by the
 * service, or not sent because a request failed.
 */
export function notAddedRows(review: Review, choices: ReadonlyMap<string, string>, report: BatchAddReport | undefined): NotAddedRow[] {
  const rows: NotAddedRow[] = [];
  const planned = plannedMembers(review, choices);
  const plannedByAddress = new Set(planned.map((p) => p.address));
  for (const row of review.rows) {
    if (row.bucket === 'add' || plannedByAddress.has(row.key)) continue;
    const ids = row.bucket === 'alreadyMember' ? row.member?.id : row.candidates.map((c) => c.id).join(' ');
    rows.push({ line: row.line, text: row.text, reason: bucketReason[row.bucket], customerIds: ids ?? '' });
  }
  if (report) {
    const byCustomer = new Map(planned.map((p) => [p.customerId, p]));
    const failure = (customerId: string, reason: string) => {
      const p = byCustomer.get(customerId);
      rows.push({ line: p?.line ?? 0, text: p?.address ?? '', reason, customerIds: customerId });
    };
    for (const f of report.alreadyMembers) failure(f.customerId, `Already a member: ${f.message}`);
    for (const f of report.refused) failure(f.customerId, `Refused by the service: ${f.message}`);
    const why = report.error ? errorMessage(report.error) : 'not sent';
    for (const id of report.rest) failure(id, `Not added, the request failed: ${why}`);
  }
  return rows.sort((a, b) => a.line - b.line);
}

export const notAddedCsvRows = (rows: NotAddedRow[]) => [
  ['line', 'entry', 'reason', 'customer IDs'],
  ...rows.map((r) => [r.line, r.text, r.reason, r.customerIds]),
];

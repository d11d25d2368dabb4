import { describe, expect, it } from 'vitest';
import { maxMembersPerRequest } from '@/api';
import { i18next, startI18nWith } from '@/i18n/i18n';
import de from '@/i18n/locales/de';
import en from '@/i18n/locales/en';
import type { BatchOutcome } from '../api/members';
import { addInBatches, membersPerBatch, mergeReports } from './addInBatches';
import { classifyAddresses, plannedMembers, undecided } from './classifyAddresses';
import { notAddedCsvRows, notAddedRows } from './notAddedReport';
import { parseAddressList } from './parseAddressList';
import type { ResolvedAddresses } from './resolveAddresses';
import { testCustomer } from '@/features/segments/testing/testCustomers';

const list = parseAddressList(
  ['one@example.com', 'shared@example.com', 'guest@example.com', 'two@example.com', 'member@example.com', 'nobody@example.com', 'garbage', 'ONE@example.com', ''].join('\n'),
);
const resolved: ResolvedAddresses = {
  customers: new Map([
    ['one@example.com', [testCustomer('c1', 'one@example.com')]],
    ['shared@example.com', [testCustomer('g1', 'shared@example.com', true), testCustomer('r1', 'shared@example.com')]],
    ['guest@example.com', [testCustomer('g2', 'guest@example.com', true), testCustomer('g3', 'guest@example.com', true)]],
    ['two@example.com', [testCustomer('r2', 'two@example.com'), testCustomer('r3', 'two@example.com')]],
    ['member@example.com', [testCustomer('m1', 'member@example.com')]],
  ]),
  memberIds: new Set(['m1']),
};

describe('classifyAddresses', () => {
  it('sorts each address into its bucket, guests left out', () => {
    const review = classifyAddresses(list, resolved, true);
    expect(Object.fromEntries(review.rows.map((r) => [r.key, r.bucket]))).toEqual({
      'one@example.com': 'add',
      'shared@example.com': 'add',
      'guest@example.com': 'guestsOnly',
      'two@example.com': 'choose',
      'member@example.com': 'alreadyMember',
      'nobody@example.com': 'notFound',
      'line:7': 'invalid',
    });
    expect(review.counts).toEqual({ add: 2, choose: 1, guestsOnly: 1, alreadyMember: 1, notFound: 1, invalid: 1 });
    expect(review.duplicates).toBe(1);
    expect(review.blanks).toBe(0);
    expect(review.rows.find((r) => r.key === 'shared@example.com')!.candidates.map((c) => c.id)).toEqual(['r1']);
  });

  it('lets guests be picked when they are not left out', () => {
    const review = classifyAddresses(list, resolved, false);
    expect(review.rows.find((r) => r.key === 'guest@example.com')!.bucket).toBe('choose');
    expect(review.rows.find((r) => r.key === 'shared@example.com')!.candidates.map((c) => c.id)).toEqual(['r1', 'g1']);
    expect(review.counts).toMatchObject({ add: 1, choose: 3, guestsOnly: 0 });
  });

  it('plans the members to add from the sure rows and the choices made', () => {
    const review = classifyAddresses(list, resolved, true);
    expect(undecided(review, new Map())).toBe(1);
    const choices = new Map([['two@example.com', 'r3']]);
    expect(plannedMembers(review, choices).map((p) => p.customerId)).toEqual(['c1', 'r1', 'r3']);
    expect(undecided(review, choices)).toBe(0);
    // a choice that no longer fits (guests switched back off) is ignored
    expect(plannedMembers(review, new Map([['two@example.com', 'g9']])).map((p) => p.customerId)).toEqual(['c1', 'r1']);
  });
});

const outcome = (ids: string[], failedIds: Record<string, string> = {}): BatchOutcome => ({
  succeeded: ids.filter((id) => !(id in failedIds)),
  failed: Object.entries(failedIds)
    .filter(([id]) => ids.includes(id))
    .map(([customerId, code]) => ({ customerId, code, message: code === '409' ? 'already a member' : 'unknown customer' })),
});

describe('addInBatches', () => {
  it('sends no more members per request than the service takes', () => {
    expect(membersPerBatch).toBeLessThanOrEqual(maxMembersPerRequest);
  });

  const ids = Array.from({ length: 1200 }, (_, i) => `c${i}`);

  it('sends batches one after the other and sorts per-member failures', async () => {
    const sizes: number[] = [];
    const report = await addInBatches(ids, async (batch) => {
      sizes.push(batch.length);
      return outcome(batch, { c5: '409', c700: '404' });
    });
    expect(sizes).toEqual([500, 500, 200]);
    expect(report.added).toHaveLength(1198);
    expect(report.alreadyMembers.map((f) => f.customerId)).toEqual(['c5']);
    expect(report.refused.map((f) => f.customerId)).toEqual(['c700']);
    expect(report.rest).toEqual([]);
  });

  it('stops at a failed request; retrying sends only the rest', async () => {
    let call = 0;
    const first = await addInBatches(ids, async (batch) => {
      if (++call === 2) throw new Error('The service had a problem.');
      return outcome(batch);
    });
    expect(first.added).toHaveLength(500);
    expect(first.rest).toEqual(ids.slice(500));
    expect(first.error).toBeInstanceOf(Error);

    const sent: string[] = [];
    // the failed request had arrived after all: its members answer 409 now
    const retry = await addInBatches(first.rest, async (batch) => {
      sent.push(...batch);
      return outcome(batch, Object.fromEntries(ids.slice(500, 510).map((id) => [id, '409'])));
    });
    expect(sent).toEqual(ids.slice(500));
    const merged = mergeReports(first, retry);
    expect(merged.added).toHaveLength(1190);
    expect(merged.alreadyMembers).toHaveLength(10);
    expect(merged.rest).toEqual([]);
    expect(merged.error).toBeUndefined();
  });
});

describe('notAddedRows', () => {
  it('lists every entry left out or refused, with the reason, in list order', () => {
    const review = classifyAddresses(list, resolved, true);
    const choices = new Map<string, string>();
    const rows = notAddedRows(review, choices, { added: ['r1'], alreadyMembers: [], refused: [{ customerId: 'c1', code: '404', message: 'Unknown customer' }], rest: [] });
    expect(rows.map((r) => [r.line, r.text, r.reason.code])).toEqual([
      [1, 'one@example.com', 'refused'],
      [3, 'guest@example.com', 'guestsOnly'],
      [4, 'two@example.com', 'choose'],
      [5, 'member@example.com', 'alreadyMember'],
      [6, 'nobody@example.com', 'notFound'],
      [7, 'garbage', 'invalid'],
    ]);
  });

  it('writes the download in the language of the moment, the service’s message as it sent it', () => {
    const review = classifyAddresses(list, resolved, true);
    const rows = notAddedRows(review, new Map(), { added: ['r1'], alreadyMembers: [], refused: [{ customerId: 'c1', code: '404', message: 'Unknown customer' }], rest: [] });
    startI18nWith('en', en);
    const english = notAddedCsvRows(i18next.getFixedT('en', 'segments'), rows);
    expect(english[0]).toEqual(['line', 'entry', 'reason', 'customer IDs']);
    expect(english[1]).toEqual([1, 'one@example.com', 'Refused by the service: Unknown customer', 'c1']);
    expect(english[2]![2]).toBe('Only guests have this address, and guests were left out');
    startI18nWith('de', de);
    const german = notAddedCsvRows(i18next.getFixedT('de', 'segments'), rows);
    expect(german[0]).toEqual(['Zeile', 'Eintrag', 'Grund', 'Kunden-IDs']);
    expect(german[1]![2]).toBe('Vom Dienst abgelehnt: Unknown customer');
  });
});

import { describe, expect, it } from 'vitest';
import { maxMembersPerRequest } from '@/contract';
import { i18next, startI18nWith } from '@/i18n/i18n';
import de from '@/i18n/locales/de';
import en from '@/i18n/locales/en';
import type { BatchOutcome } from '../api/members';
import { changeInBatches, membersPerBatch, mergeReports } from './changeInBatches';
import { allOfThem, classifyAddresses, plannedMembers, undecided } from './classifyAddresses';
import { unchangedCsvRows, unchangedRows } from './unchangedRows';
import { parseAddressList } from './parseAddressList';
import type { ResolvedAddresses } from './resolveAddresses';
import { testCustomer } from '@/features/segments/testing/testCustomer';

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

describe('changeInBatches', () => {
  it('sends no more members per request than the service takes', () => {
    expect(membersPerBatch).toBeLessThanOrEqual(maxMembersPerRequest);
  });

  const ids = Array.from({ length: 1200 }, (_, i) => `c${i}`);

  it('sends batches one after the other and sorts per-member failures', async () => {
    const sizes: number[] = [];
    const report = await changeInBatches('add', ids, async (batch) => {
      sizes.push(batch.length);
      return outcome(batch, { c5: '409', c700: '404' });
    });
    expect(sizes).toEqual([500, 500, 200]);
    expect(report.changed).toHaveLength(1198);
    expect(report.unchanged.map((f) => f.customerId)).toEqual(['c5']);
    expect(report.refused.map((f) => f.customerId)).toEqual(['c700']);
    expect(report.rest).toEqual([]);
  });

  it('stops at a failed request; retrying sends only the rest', async () => {
    let call = 0;
    const first = await changeInBatches('add', ids, async (batch) => {
      if (++call === 2) throw new Error('The service had a problem.');
      return outcome(batch);
    });
    expect(first.changed).toHaveLength(500);
    expect(first.rest).toEqual(ids.slice(500));
    expect(first.error).toBeInstanceOf(Error);

    const sent: string[] = [];
    // the failed request had arrived after all: its members answer 409 now
    const retry = await changeInBatches('add', first.rest, async (batch) => {
      sent.push(...batch);
      return outcome(batch, Object.fromEntries(ids.slice(500, 510).map((id) => [id, '409'])));
    });
    expect(sent).toEqual(ids.slice(500));
    const merged = mergeReports(first, retry);
    expect(merged.changed).toHaveLength(1190);
    expect(merged.unchanged).toHaveLength(10);
    expect(merged.rest).toEqual([]);
    expect(merged.error).toBeUndefined();
  });
});

describe('unchangedRows', () => {
  it('lists every entry left out or refused, with the reason, in list order', () => {
    const review = classifyAddresses(list, resolved, true);
    const choices = new Map<string, string>();
    const rows = unchangedRows(review, choices, { changed: ['r1'], unchanged: [], refused: [{ customerId: 'c1', code: '404', message: 'Unknown customer' }], rest: [] });
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
    const rows = unchangedRows(review, new Map(), { changed: ['r1'], unchanged: [], refused: [{ customerId: 'c1', code: '404', message: 'Unknown customer' }], rest: [] });
    startI18nWith('en', en);
    const english = unchangedCsvRows(i18next.getFixedT('en', 'segments'), rows);
    expect(english[0]).toEqual(['line', 'entry', 'reason', 'customer numbers', 'internal IDs']);
    expect(english[1]).toEqual([1, 'one@example.com', 'Refused by the service: Unknown customer', '', 'c1']);
    expect(english[2]![2]).toBe('Only guests have this address, and guests were left out');
    startI18nWith('de', de);
    const german = unchangedCsvRows(i18next.getFixedT('de', 'segments'), rows);
    expect(german[0]).toEqual(['Zeile', 'Eintrag', 'Grund', 'Kundennummern', 'interne IDs']);
    expect(german[1]![2]).toBe('Vom Dienst abgelehnt: Unknown customer');
  });
});

describe('classifyAddresses, removing', () => {
  const removeList = parseAddressList(
    ['one@example.com', 'shared@example.com', 'guests@example.com', 'outsider@example.com', 'nobody@example.com', 'garbage', 'SHARED@example.com'].join('\n'),
  );
  const inSegment: ResolvedAddresses = {
    customers: new Map([
      ['one@example.com', [testCustomer('c1', 'one@example.com'), testCustomer('g0', 'one@example.com', true)]],
      // a registered customer and two guests share it; the registered one and a guest are members
      ['shared@example.com', [testCustomer('g1', 'shared@example.com', true), testCustomer('r1', 'shared@example.com'), testCustomer('g2', 'shared@example.com', true)]],
      ['guests@example.com', [testCustomer('g3', 'guests@example.com', true)]],
      ['outsider@example.com', [testCustomer('o1', 'outsider@example.com')]],
    ]),
    memberIds: new Set(['c1', 'r1', 'g1', 'g3']),
  };

  it('sorts each address by who of its customers is a member, guests counted like everyone', () => {
    const review = classifyAddresses(removeList, inSegment, true, 'remove');
    expect(Object.fromEntries(review.rows.map((r) => [r.key, r.bucket]))).toEqual({
      'one@example.com': 'remove',
      'shared@example.com': 'several',
      'guests@example.com': 'remove',
      'outsider@example.com': 'notMember',
      'nobody@example.com': 'notFound',
      'line:6': 'invalid',
    });
    expect(review.counts).toEqual({ remove: 2, several: 1, notMember: 1, notFound: 1, invalid: 1 });
    expect(review.duplicates).toBe(1);
    // only the members are candidates, registered first; the guest who is not a member is not offered
    expect(review.rows.find((r) => r.key === 'shared@example.com')!.candidates.map((c) => c.id)).toEqual(['r1', 'g1']);
    expect(review.rows.find((r) => r.key === 'one@example.com')!.candidates.map((c) => c.id)).toEqual(['c1']);
  });

  it('plans the sure rows, the one chosen, or every member of an address when all are chosen', () => {
    const review = classifyAddresses(removeList, inSegment, true, 'remove');
    expect(undecided(review, new Map())).toBe(1);
    expect(plannedMembers(review, new Map()).map((p) => p.customerId)).toEqual(['c1', 'g3']);
    expect(plannedMembers(review, new Map([['shared@example.com', 'g1']])).map((p) => p.customerId)).toEqual(['c1', 'g1', 'g3']);
    expect(plannedMembers(review, new Map([['shared@example.com', allOfThem]])).map((p) => p.customerId)).toEqual(['c1', 'r1', 'g1', 'g3']);
    // a customer who is not a member of the address cannot be chosen
    expect(plannedMembers(review, new Map([['shared@example.com', 'g2']])).map((p) => p.customerId)).toEqual(['c1', 'g3']);
    expect(undecided(review, new Map([['shared@example.com', allOfThem]]))).toBe(0);
  });

  it('reports what was not removed and why, in the words of removing', async () => {
    const review = classifyAddresses(removeList, inSegment, true, 'remove');
    const choices = new Map([['shared@example.com', allOfThem]]);
    const report = await changeInBatches('remove', plannedMembers(review, choices).map((p) => p.customerId), async (batch) => outcome(batch, { g1: '404' }));
    expect(report.changed).toEqual(['c1', 'r1', 'g3']);
    expect(report.unchanged.map((f) => f.customerId)).toEqual(['g1']);
    const rows = unchangedRows(review, choices, report);
    expect(rows.map((r) => [r.line, r.text, r.reason.code])).toEqual([
      [2, 'shared@example.com', 'notMemberWhenRemoved'],
      [4, 'outsider@example.com', 'notMember'],
      [5, 'nobody@example.com', 'notFound'],
      [6, 'garbage', 'invalid'],
    ]);
    startI18nWith('en', en);
    const english = unchangedCsvRows(i18next.getFixedT('en', 'segments'), rows, 'remove');
    expect(english[0]).toEqual(['line', 'entry', 'reason', 'customer numbers', 'internal IDs']);
    expect(english[1]).toEqual([2, 'shared@example.com', 'No longer a member: unknown customer', '', 'g1']);
    expect(english[2]).toEqual([4, 'outsider@example.com', 'No customer with this address is a member', '', 'o1']);
    const failed = unchangedCsvRows(i18next.getFixedT('en', 'segments'), unchangedRows(review, new Map(), { changed: [], unchanged: [], refused: [], rest: ['c1'] }), 'remove');
    expect(failed[1]![2]).toBe('Not removed, the request failed: not sent');
    expect(failed[2]![2]).toBe('Several members have this address and none was chosen');
  });
});

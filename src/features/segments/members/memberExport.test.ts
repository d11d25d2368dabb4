import { describe, expect, it } from 'vitest';
import type { Member } from '@/contract';
import { continueMemberExport, isoDate, MemberPageFailed, safeFilePart, startMemberExport, type MemberPage, type ReadMemberPage } from './memberExport';

const member = (i: number, over: Partial<Member['customer']> = {}): Member => ({
  ID: `c${i}`,
  type: 'customer',
  customer: { id: `c${i}`, emailAddress: `m${i}@example.com`, firstName: 'M', lastName: String(i), isAnonymous: i % 2 === 0, externalCustomerNumber: `K-${i}`, ...over },
});

/** A member list of `count` members behind the service's cursor, `limit` a page; records the cursors asked for. */
const memberList = (count: number, limit: number, members = Array.from({ length: count }, (_, i) => member(i))) => {
  const asked: (string | undefined)[] = [];
  const read: ReadMemberPage = async (after) => {
    asked.push(after);
    const start = after === undefined ? 0 : Number(after);
    const page = members.slice(start, start + limit);
    const next = start + page.length;
    return { members: page, after: next < members.length ? String(next) : undefined, total: members.length } satisfies MemberPage;
  };
  return { read, asked };
};

const row = (m: Member) => [m.customer.externalCustomerNumber, m.customer.emailAddress, `${m.customer.firstName} ${m.customer.lastName}`, m.customer.isAnonymous ? 'guest' : 'registered'];
const header = ['customer number', 'e-mail', 'name', 'guest or registered'];

describe('continueMemberExport', () => {
  it('writes the header and every page, one Blob part per page, following the cursor', async () => {
    const { read, asked } = memberList(2500, 1000);
    const progress: number[] = [];
    const state = startMemberExport(header);
    const blob = await continueMemberExport(state, { readPage: read, row, signal: new AbortController().signal, onProgress: (p) => progress.push(p.rows) });
    const lines = (await blob.text()).split('\r\n');
    expect(lines[0]).toBe('customer number,e-mail,name,guest or registered');
    expect(lines).toHaveLength(2502); // header, 2,500 members, and the end of the last line
    expect(lines[1]).toBe('K-0,m0@example.com,M 0,guest');
    expect(lines[2500]).toBe('K-2499,m2499@example.com,M 2499,registered');
    expect(asked).toEqual([undefined, '1000', '2000']);
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(state.parts).toHaveLength(4);
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('neutralises cells a spreadsheet would run as formulas, and quotes what needs quoting', async () => {
    const members = [
      member(1, { firstName: '=HYPERLINK("http://evil.example")', lastName: null }),
      member(2, { emailAddress: '+49@example.com', firstName: '@SUM(A1)', lastName: null }),
      member(3, { externalCustomerNumber: '-12', firstName: 'Smith, Anna', lastName: null }),
    ];
    const { read } = memberList(3, 1000, members);
    const text = await (await continueMemberExport(startMemberExport(header), { readPage: read, row: (m) => [m.customer.externalCustomerNumber, m.customer.emailAddress, m.customer.firstName], signal: new AbortController().signal })).text();
    const lines = text.split('\r\n');
    expect(lines[1]).toBe(`K-1,m1@example.com,"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[2]).toBe(`K-2,'+49@example.com,'@SUM(A1)`);
    expect(lines[3]).toBe(`'-12,m3@example.com,"Smith, Anna"`);
  });

  it('stops when cancelled, keeping what was written and downloading nothing', async () => {
    const controller = new AbortController();
    const { read } = memberList(5000, 1000);
    const state = startMemberExport(header);
    const result = continueMemberExport(state, {
      readPage: read,
      row,
      signal: controller.signal,
      onProgress: (p) => p.pages === 2 && controller.abort(new DOMException('cancelled', 'AbortError')),
    });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(state.pages).toBe(2);
    expect(state.rows).toBe(2000);
    expect(state.finished).toBe(false);
  });

  it('says which page failed; retrying reads that page again and goes on without repeating a row', async () => {
    const list = memberList(2500, 1000);
    let calls = 0;
    const flaky: ReadMemberPage = async (after, signal) => {
      if (++calls === 2) throw new Error('The service had a problem.');
      return list.read(after, signal);
    };
    const state = startMemberExport(header);
    const failed = await continueMemberExport(state, { readPage: flaky, row, signal: new AbortController().signal }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(MemberPageFailed);
    expect(failed).toMatchObject({ page: 2, rows: 1000, cause: new Error('The service had a problem.') });
    const blob = await continueMemberExport(state, { readPage: flaky, row, signal: new AbortController().signal });
    const lines = (await blob.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2501);
    expect(new Set(lines).size).toBe(2501);
    expect(list.asked).toEqual([undefined, '1000', '2000']);
  });

  it('ends at an empty page even if the service names another cursor', async () => {
    let calls = 0;
    const looping: ReadMemberPage = async () => ({ members: calls++ ? [] : [member(1)], after: 'again', total: 1 });
    const blob = await continueMemberExport(startMemberExport(header), { readPage: looping, row, signal: new AbortController().signal });
    expect((await blob.text()).trimEnd().split('\r\n')).toHaveLength(2);
    expect(calls).toBe(2);
  });

  it('streams 100,000 members at the largest page size in 100 requests', async () => {
    const members = Array.from({ length: 100_000 }, (_, i) => member(i));
    const { read, asked } = memberList(members.length, 1000, members);
    const state = startMemberExport(header);
    const blob = await continueMemberExport(state, { readPage: read, row, signal: new AbortController().signal });
    expect(asked).toHaveLength(100);
    expect(state.rows).toBe(100_000);
    // header + rows, each ended by CRLF
    expect((await blob.text()).split('\r\n')).toHaveLength(100_002);
  });
});

describe('the file name', () => {
  it('has the segment and the local date in a form every file system takes', () => {
    expect(isoDate(new Date(2024, 4, 1, 23, 59))).toBe('2024-05-01');
    expect(safeFilePart('vip/2024: "best"')).toBe('vip_2024_best_');
    expect(safeFilePart('kunden-ä.1')).toBe('kunden-ä.1');
  });
});

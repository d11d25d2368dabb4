import { findSettledTable } from '@/testing/findSettledTable';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toMemberRef, type Customer } from '@/contract';
import { signIn, withTestPlatform } from '@/testing/app';
import { aloneAtTheirAddress, bucketCount, bucketCounts, createTestSegment, findCustomers, openWithList, resultCount, uniqueCode, watchMemberRequests } from '@/features/segments/testing/testHelpers';

const platform = withTestPlatform();
let registered: Customer[];
let alex: Customer[];
beforeAll(async () => {
  await signIn();
  const all = await findCustomers({});
  registered = aloneAtTheirAddress(all);
  // a registered customer and two guests share this address (the seed)
  alex = all.filter((c) => c.emailAddress?.toLowerCase() === 'alex.morgan@example.com');
});
afterEach(() => vi.restoreAllMocks());

const membersOf = (code: string) => platform().platform.store.merchant('demo')!.segments.get(code)!.members;

describe('removing members by a list', () => {
  it('shows which addresses are members, which are not and which several members share; removes after a confirmation with the count', async () => {
    expect(alex.filter((c) => c.isAnonymous).length).toBeGreaterThanOrEqual(1);
    const code = uniqueCode('remove');
    const alexMembers = [alex.find((c) => !c.isAnonymous)!, alex.find((c) => c.isAnonymous)!];
    const members = [...registered.slice(0, 4), ...alexMembers];
    await createTestSegment({ code, members: members.map((c) => toMemberRef(c.id)) });
    const list = [
      registered[0]!.emailAddress!,
      registered[1]!.emailAddress!.toUpperCase(),
      registered[2]!.emailAddress!,
      'alex.morgan@example.com',
      registered[6]!.emailAddress!,
      'nobody@nowhere.example',
      'not an address',
      registered[0]!.emailAddress!,
    ].join('\n');
    const user = await openWithList('remove-by-list', code, list);

    // review
    const review = { remove: '3', several: '1', notMember: '1', notFound: '1', invalid: '1', duplicates: '1' };
    expect(bucketCounts(review)).toEqual(review);
    expect(screen.queryByRole('switch', { name: 'Leave out guests' })).not.toBeInTheDocument();
    expect(screen.getByText(/Guest accounts \(accounts without sign-in\) may share an address/)).toBeInTheDocument();
    expect(screen.getByText('1 address still needs a choice')).toBeInTheDocument();
    const shared = screen.getByRole('group', { name: 'Member to remove for alex.morgan@example.com' });
    expect(within(shared).getByText('2 members share this address')).toBeInTheDocument();
    expect(within(shared).getAllByText('Guest')).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Remove 3 members from Segment ${code}` })).toBeEnabled();
    await user.click(within(shared).getByRole('radio', { name: 'All 2 members with this address' }));
    expect(screen.queryByText(/still needs? a choice/)).not.toBeInTheDocument();

    // confirm: cancelling removes nothing
    const requests = watchMemberRequests(code, 'DELETE');
    await user.click(screen.getByRole('button', { name: `Remove 5 members from Segment ${code}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Remove 5 members from Segment ${code}?` });
    expect(dialog).toHaveTextContent('The customers stay customers; they only leave this segment.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.count()).toBe(0);
    expect(membersOf(code).size).toBe(6);

    await user.click(screen.getByRole('button', { name: `Remove 5 members from Segment ${code}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove 5 members' }));

    // done
    expect(await screen.findByText(`Removed 5 members from Segment ${code}.`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Done' })).toBeInTheDocument();
    expect(requests.count()).toBe(1);
    expect([...membersOf(code)]).toEqual([registered[3]!.id]);
    expect(resultCount('added')).toBe('5');
    expect(resultCount('leftOut')).toBe('3');
    const notRemoved = await findSettledTable('Entries not removed, in list order');
    expect(within(notRemoved).getAllByRole('row')).toHaveLength(4);
    expect(notRemoved).toHaveTextContent('No customer with this address is a member');
    expect(notRemoved).toHaveTextContent('No customer has this address');
    expect(notRemoved).toHaveTextContent('Not an e-mail address');
    expect(screen.getByRole('heading', { name: 'Not removed (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the 3 entries not removed (CSV)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove another list' })).toBeInTheDocument();
  });

  it('says what was removed and what was not when a batch fails half-way; retrying removes only the rest', async () => {
    const demo = platform().platform.store.merchant('demo')!;
    const extra: Customer[] = Array.from({ length: 700 }, (_, i) => ({
      id: `bulk-${uniqueCode('r')}-${i}`,
      firstName: 'Bulk',
      lastName: `Member ${i}`,
      emailAddress: `bulk.member.${i}.${Date.now()}@example.org`,
      isAnonymous: false,
      status: 'active',
    }));
    for (const c of extra) platform().platform.store.addCustomer(demo, c);
    const code = uniqueCode('remove');
    await createTestSegment({ code, members: extra.map((c) => toMemberRef(c.id)) });

    const realFetch = globalThis.fetch;
    const deleted: number[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'DELETE' && url.endsWith(`/segments/${code}/members`)) {
        deleted.push((JSON.parse(String(init.body)) as unknown[]).length);
        if (deleted.length === 2) throw new TypeError('Failed to fetch');
      }
      return realFetch(input, init);
    });
    const user = await openWithList('remove-by-list', code, extra.map((c) => c.emailAddress).join('\n'));
    expect(bucketCount('remove')).toBe('700');
    await user.click(screen.getByRole('button', { name: `Remove 700 members from Segment ${code}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove 700 members' }));

    expect(await screen.findByText('Removed 500 members; 200 members not removed because a request failed')).toBeInTheDocument();
    expect(screen.getByText(/Everything removed so far stays removed/)).toBeInTheDocument();
    expect(resultCount('added')).toBe('500');
    expect(resultCount('rest')).toBe('200');
    expect(deleted).toEqual([500, 200]);
    expect(membersOf(code).size).toBe(200);
    const notRemoved = await findSettledTable(/Entries not removed, in list order/);
    expect(within(notRemoved).getAllByRole('row')[1]).toHaveTextContent('Not removed, the request failed');

    await user.click(screen.getByRole('button', { name: 'Retry the rest (200 members)' }));
    expect(await screen.findByText(`Removed 700 members from Segment ${code}.`)).toBeInTheDocument();
    expect(deleted).toEqual([500, 200, 200]);
    await waitFor(() => expect(membersOf(code).size).toBe(0));
  });
});

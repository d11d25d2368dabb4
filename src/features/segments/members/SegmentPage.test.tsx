import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toMemberRef, type Customer } from '@/contract';
import { renderApp, withTestPlatform } from '@/testing/app';
import { removeMembers } from '../api/members';
import { createTestSegment, findCustomers, uniqueCode, watchMemberRequests } from '@/features/segments/testing/testHelpers';

const platform = withTestPlatform();
afterEach(() => vi.restoreAllMocks());

const memberRows = () => within(screen.getByRole('table', { name: /^Members of/ })).getAllByRole('row').slice(1);

/** A fixed segment with `count` registered members, its own for each test. */
const segmentWith = async (count: number) => {
  const customers = (await findCustomers({ isAnonymous: false, status: 'active' })).slice(0, count);
  const code = uniqueCode('page');
  await createTestSegment({ code, name: `Page test ${code}`, members: customers.map((c) => toMemberRef(c.id)) });
  return { code, customers };
};

describe('a fixed segment', () => {
  it('shows its details and members, pages with the cursor and back, and searches by e-mail', async () => {
    const { code, customers } = await segmentWith(30);
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Page test ${code}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members (30)' })).toBeInTheDocument();
    await waitFor(() => expect(memberRows()).toHaveLength(25));
    const pages = screen.getByRole('navigation', { name: 'Pages of members' });
    expect(pages).toHaveTextContent('Page 1 · 30 members');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(memberRows()).toHaveLength(5));
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(memberRows()).toHaveLength(25));

    const target = customers[7]!;
    await user.type(screen.getByRole('searchbox', { name: 'E-mail address contains' }), `${target.emailAddress}{Enter}`);
    await waitFor(() => expect(memberRows()).toHaveLength(1));
    // told apart by e-mail and customer number; the raw ID only on demand
    expect(memberRows()[0]).toHaveTextContent(target.emailAddress!);
    expect(within(memberRows()[0]!).getByText(target.externalCustomerNumber!)).toBeInTheDocument();
    expect(memberRows()[0]).not.toHaveTextContent(target.id);
    expect(screen.queryByRole('columnheader', { name: 'Internal ID' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show internal IDs' }));
    expect(screen.getByRole('columnheader', { name: 'Internal ID' })).toBeInTheDocument();
    expect(memberRows()[0]).toHaveTextContent(target.id);
    expect(within(memberRows()[0]!).getByText('Registered')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('email')).toBe(target.emailAddress);

    await user.clear(screen.getByRole('searchbox', { name: 'E-mail address contains' }));
    await user.type(screen.getByRole('searchbox', { name: 'E-mail address contains' }), 'no-such-address{Enter}');
    expect(await screen.findByText('No member’s e-mail address contains “no-such-address”')).toBeInTheDocument();
  });

  it('says of each member on the page whether it is a guest, though the public member list leaves that out (a customer without isAnonymous is registered)', async () => {
    const demo = platform().platform.store.merchant('demo')!;
    const id = uniqueCode('no-flag');
    const customer = { id, firstName: 'Nora', lastName: 'Flagless', emailAddress: `${id}@example.org`, status: 'active' } as Customer;
    platform().platform.store.addCustomer(demo, customer);
    const code = uniqueCode('page');
    await createTestSegment({ code, name: `Page test ${code}`, members: [toMemberRef(id)] });
    // the public member list says nothing of guests: the customer list is asked
    await fetch(`${platform().apiUrl}/__control/dialect`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"dialect":"public"}' });
    try {
      renderApp(`/demo/segments/${code}`);
      await waitFor(() => expect(memberRows()).toHaveLength(1));
      expect(await within(memberRows()[0]!).findByText('Registered')).toBeInTheDocument();
      expect(memberRows()[0]).not.toHaveTextContent('Not stated');
    } finally {
      await fetch(`${platform().apiUrl}/__control/dialect`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"dialect":"brief"}' });
    }
  });

  it('removes two selected members after a confirmation naming how many; the table and the count follow', async () => {
    const { code, customers } = await segmentWith(4);
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}`);
    await waitFor(() => expect(memberRows()).toHaveLength(4));
    const [a, b] = [customers[0]!, customers[1]!];
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^Select .*\\(${a.emailAddress}\\)$`) }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^Select .*\\(${b.emailAddress}\\)$`) }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 members' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Remove 2 members from/ });
    expect(within(dialog).getByText(new RegExp(a.emailAddress!))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove 2 members' }));
    expect(await screen.findByText('Removed 2 members.')).toBeInTheDocument();
    // the rows and their buttons are gone: the notice has the focus, not the page
    await waitFor(() => expect(screen.getByText('Removed 2 members.').closest('[tabindex="-1"]')).toHaveFocus());
    await waitFor(() => expect(memberRows()).toHaveLength(2));
    // the count comes with the segment's own record, refreshed beside the rows: waited for, not assumed
    expect(await screen.findByRole('heading', { name: 'Members (2)' })).toBeInTheDocument();
    expect(screen.queryByText(a.emailAddress!)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss the message about removing members' }));
    expect(screen.queryByText('Removed 2 members.')).not.toBeInTheDocument();
  });

  it('sends one removal when the confirm button is clicked twice before the page updates', async () => {
    const { code, customers } = await segmentWith(2);
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}`);
    await waitFor(() => expect(memberRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: new RegExp(`^Remove .*\\(${customers[0]!.emailAddress}\\)$`) }));
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove 1 member' });
    const requests = watchMemberRequests(code, 'DELETE');
    // both clicks land before React renders again, so before the button can show it is busy
    act(() => {
      confirm.click();
      confirm.click();
    });
    expect(await screen.findByText('Removed 1 member.')).toBeInTheDocument();
    await waitFor(() => expect(memberRows()).toHaveLength(1));
    expect(requests.count()).toBe(1);
  });

  it('says when a member was removed by someone else meanwhile, and still refreshes', async () => {
    const { code, customers } = await segmentWith(3);
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}`);
    await waitFor(() => expect(memberRows()).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 members on this page' }));
    // someone else removes one of them
    await removeMembers('demo', code, [customers[2]!.id]);
    await user.click(screen.getByRole('button', { name: 'Remove 3 members' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove 3 members' }));
    expect(await screen.findByText('Removed 2 members.')).toBeInTheDocument();
    expect(screen.getByText(/One was no longer a member: removed by someone else meanwhile/)).toHaveTextContent(customers[2]!.emailAddress!);
    expect(await screen.findByText('This segment has no members yet')).toBeInTheDocument();
    // the count is the list's total, which its refetch may bring a render after the empty page
    expect(await screen.findByRole('heading', { name: 'Members (0)' })).toBeInTheDocument();
  });

  it('turns into a not-found state when the segment is deleted meanwhile', async () => {
    const { code, customers } = await segmentWith(2);
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}`);
    await waitFor(() => expect(memberRows()).toHaveLength(2));
    platform().platform.store.merchant('demo')!.segments.delete(code);
    await user.click(screen.getByRole('button', { name: new RegExp(`^Remove .*\\(${customers[0]!.emailAddress}\\)$`) }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove 1 member' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Segment not found' })).toBeInTheDocument();
    expect(screen.getByText(/It may have been deleted meanwhile/)).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown code', async () => {
    renderApp('/demo/segments/no-such-segment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Segment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all segments' })).toHaveAttribute('href', '/demo/segments');
  });
});

describe('a dynamic segment', () => {
  it('shows its rule read-only and offers no member actions', async () => {
    renderApp('/demo/segments/big-spenders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Big spenders' })).toBeInTheDocument();
    expect(await screen.findByText('Members follow the rule')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rule of Big spenders' })).toHaveTextContent('"totalSpent"');
    expect(screen.queryByRole('link', { name: 'Add members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('refuses the add-members pages with an explanation', async () => {
    renderApp('/demo/segments/big-spenders/add-members');
    expect(await screen.findByText('Members of a dynamic segment cannot be added')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

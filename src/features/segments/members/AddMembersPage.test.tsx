import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toMemberRef } from '@/contract';
import { renderApp, withTestPlatform } from '@/testing/app';
import { addMembers } from '../api/members';
import { createTestSegment, findCustomers, uniqueCode, watchMemberRequests } from '@/features/segments/testing/testHelpers';

withTestPlatform();
afterEach(() => vi.restoreAllMocks());

const results = () => screen.getByRole('table', { name: /Customers found/ });

describe('adding members', () => {
  it('deep-links to a search; guests sharing the address are left out until the switch is off, then grouped under it', async () => {
    const code = uniqueCode('add');
    await createTestSegment({ code });
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}/add-members?email=alex.morgan@example.com`);
    expect(await screen.findByRole('heading', { level: 1, name: `Add members: Segment ${code}` })).toBeInTheDocument();
    const switchControl = screen.getByRole('switch', { name: 'Leave out guests' });
    expect(switchControl).toBeChecked();
    await screen.findByRole('checkbox', { name: /^Pick Alex Morgan, registered/ });
    expect(within(results()).getAllByRole('checkbox')).toHaveLength(1);
    // the search says how many guests the switch left out, on screen and to screen readers
    const leftOut = '1 customer found; 2 guest accounts left out.';
    await waitFor(() => expect(screen.getAllByText(leftOut)).toHaveLength(2));
    expect(screen.getAllByRole('status').filter((s) => s.textContent === leftOut)).toHaveLength(1);
    // told apart by customer number; the raw ID only on demand
    expect(within(results()).getByRole('columnheader', { name: 'Customer number' })).toBeInTheDocument();
    expect(within(results()).queryByRole('columnheader', { name: 'Internal ID' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show internal IDs' }));
    expect(within(results()).getByRole('columnheader', { name: 'Internal ID' })).toBeInTheDocument();

    await user.click(switchControl);
    await waitFor(() => expect(within(results()).getAllByRole('checkbox')).toHaveLength(3));
    expect(new URLSearchParams(window.location.search).get('guests')).toBe('include');
    expect(within(results()).getByRole('rowheader')).toHaveTextContent('alex.morgan@example.com · 3 customers share this address: 1 registered customer, 2 guests');
    expect(within(results()).getAllByText('Guest')).toHaveLength(2);
    // guests are in: nothing is left out, and the line says no more about guests
    await waitFor(() => expect(screen.getAllByText('3 customers found.')).toHaveLength(2));
    expect(within(results()).getAllByText('None')).toHaveLength(2);
  });

  it('follows the address on Back and Forward: the field, the switch and the results are those of the entry', async () => {
    const code = uniqueCode('add');
    await createTestSegment({ code });
    const page = `/demo/segments/${code}/add-members`;
    renderApp(`${page}?email=sam.taylor@example.com`);
    await screen.findByRole('checkbox', { name: /^Pick Sam Taylor, registered/ });
    // Forward to another search of this page: an entry as the router writes them, with a key
    act(() => {
      window.history.pushState({ usr: null, key: 'another-search', idx: 1 }, '', `${page}?email=jordan.lee@example.com&guests=include`);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    expect(screen.getByRole('searchbox', { name: 'E-mail address' })).toHaveValue('jordan.lee@example.com');
    expect(screen.getByRole('switch', { name: 'Leave out guests' })).not.toBeChecked();
    await screen.findByRole('checkbox', { name: /^Pick Jordan Lee, registered/ });
    expect(screen.queryByRole('checkbox', { name: /^Pick Sam Taylor/ })).not.toBeInTheDocument();
    // and Back again
    window.history.back();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'E-mail address' })).toHaveValue('sam.taylor@example.com'));
    expect(screen.getByRole('switch', { name: 'Leave out guests' })).toBeChecked();
    await screen.findByRole('checkbox', { name: /^Pick Sam Taylor, registered/ });
  });

  it('shows customers already in the segment ticked and disabled', async () => {
    const [alex] = await findCustomers({ emailAddress: 'alex.morgan@example.com', isAnonymous: false });
    const code = uniqueCode('add');
    await createTestSegment({ code, members: [toMemberRef(alex!.id)] });
    renderApp(`/demo/segments/${code}/add-members?email=alex.morgan@example.com`);
    const box = await screen.findByRole('checkbox', { name: /^Alex Morgan, registered, .*: Already a member$/ });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });

  it('adds several picked customers in one request and shows them as members', async () => {
    const code = uniqueCode('add');
    await createTestSegment({ code });
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}/add-members`);
    const email = await screen.findByRole('searchbox', { name: 'E-mail address' });
    for (const address of ['sam.taylor@example.com', 'jordan.lee@example.com', 'chris.patel@example.com']) {
      await user.clear(email);
      await user.type(email, address);
      await user.click(await screen.findByRole('checkbox', { name: new RegExp(`^Pick .*, registered, ${address.replace('.', '\\.')}`) }));
    }
    await user.click(screen.getByRole('button', { name: `Add 3 members to Segment ${code}` }));
    expect(await screen.findByText(`Added 3 members to Segment ${code}.`)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: `Back to Segment ${code}` })[0]).toHaveAttribute('href', `/demo/segments/${code}`);
    await screen.findByRole('checkbox', { name: /^Chris Patel, registered, .*: Already a member$/ });
    expect(screen.queryByRole('region', { name: 'Picked customers' })).not.toBeInTheDocument();
  });

  it('sends one request when the add button is clicked twice before the page updates', async () => {
    const code = uniqueCode('add');
    await createTestSegment({ code });
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}/add-members?email=sam.taylor@example.com`);
    await user.click(await screen.findByRole('checkbox', { name: /^Pick Sam Taylor, registered/ }));
    const add = screen.getByRole('button', { name: `Add 1 member to Segment ${code}` });
    const requests = watchMemberRequests(code, 'POST');
    // both clicks land before React renders again, so before the button can show it is busy
    act(() => {
      add.click();
      add.click();
    });
    expect(await screen.findByText(`Added 1 member to Segment ${code}.`)).toBeInTheDocument();
    expect(requests.count()).toBe(1);
  });

  it('shows a per-member error next to that customer and adds the rest', async () => {
    const code = uniqueCode('add');
    await createTestSegment({ code });
    const [sam] = await findCustomers({ emailAddress: 'sam.taylor@example.com', isAnonymous: false });
    const user = userEvent.setup();
    renderApp(`/demo/segments/${code}/add-members?email=example.com&guests=include`);
    // a part of an address finds every address containing it
    await screen.findByRole('navigation', { name: 'Pages of customers' });
    const email = screen.getByRole('searchbox', { name: 'E-mail address' });
    await user.clear(email);
    await user.type(email, 'sam.taylor@example.com');
    await user.click(await screen.findByRole('checkbox', { name: /^Pick Sam Taylor, registered/ }));
    const guests = await screen.findAllByRole('checkbox', { name: /^Pick .*, guest, sam\.taylor@example\.com/ });
    await user.click(guests[0]!);
    // someone else adds Sam meanwhile
    await addMembers('demo', code, [sam!.id]);
    await user.click(screen.getByRole('button', { name: `Add 2 members to Segment ${code}` }));
    expect(await screen.findByText('Added 1 member; 1 customer not added.')).toBeInTheDocument();
    expect(within(results()).getByText(new RegExp(`Already a member: Customer ${sam!.id} is already a member`))).toBeInTheDocument();
  });
});

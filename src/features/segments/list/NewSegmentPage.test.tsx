import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, withTestPlatform } from '@/testing/app';
import { createTestSegment, uniqueCode } from '@/features/segments/testing/testHelpers';

const platform = withTestPlatform();

const open = async () => {
  renderApp('/demo/segments/new');
  await screen.findByRole('heading', { level: 1, name: 'New segment' });
  return userEvent.setup();
};

describe('a new segment', () => {
  it('suggests the code from the name until the code is edited', async () => {
    const user = await open();
    await user.type(screen.getByLabelText('Name'), 'Spring Café VIPs');
    expect(screen.getByLabelText('Code')).toHaveValue('spring-cafe-vips');
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'spring-vip');
    await user.type(screen.getByLabelText('Name'), ' 2025');
    expect(screen.getByLabelText('Code')).toHaveValue('spring-vip');
  });

  it('checks the name and the code before sending, keeping what was typed', async () => {
    const user = await open();
    await user.type(screen.getByLabelText('Code'), 'has space');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(/Use letters, digits/);
    await user.click(screen.getByRole('button', { name: 'Create segment' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the 2 fields marked below');

    await user.click(screen.getByLabelText('Name'));
    await user.paste('x'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Create segment' }));
    expect(await screen.findByText('Use at most 255 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('has space');
  });

  it('shows a taken code at the code field with the service’s message and loses nothing', async () => {
    const code = uniqueCode('taken');
    await createTestSegment({ code });
    const user = await open();
    await user.type(screen.getByLabelText('Name'), 'Taken');
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), code);
    await user.type(screen.getByLabelText('Description (optional)'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Create segment' }));
    const codeField = screen.getByLabelText('Code');
    await waitFor(() => expect(codeField).toHaveAccessibleDescription(new RegExp(`A segment with code ${code} already exists`)));
    expect(codeField).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Taken');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Kept');
  });

  it('puts a refusal that names no field in the summary, focuses it and loses nothing', async () => {
    const user = await open();
    await user.type(screen.getByLabelText('Name'), 'Summer');
    await user.type(screen.getByLabelText('Description (optional)'), 'Kept');
    // a create is not retried (it may have worked), so one 500 fails it; the rest are switched off below
    await platform().control({ failNext: { createSegment: 3 } });
    await user.click(screen.getByRole('button', { name: 'Create segment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The segment was not created');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Summer');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Kept');
    await platform().control({ failNext: { createSegment: 0 } });
  });

  it('creates a fixed segment with members picked by e-mail, guests left out by default', async () => {
    const user = await open();
    const code = uniqueCode('new');
    await user.type(screen.getByLabelText('Name'), 'Two first members');
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), code);

    const email = screen.getByRole('searchbox', { name: 'E-mail address' });
    await user.type(email, 'sam.taylor@example.com');
    const samTaylor = await screen.findByRole('checkbox', { name: /^Pick Sam Taylor, registered, sam\.taylor@example\.com/ });
    // the guests sharing the address are left out
    expect(screen.queryByRole('checkbox', { name: /guest/ })).not.toBeInTheDocument();
    await user.click(samTaylor);

    await user.clear(email);
    await user.type(email, 'jordan.lee@example.com');
    await user.click(await screen.findByRole('checkbox', { name: /^Pick Jordan Lee, registered/ }));
    const picked = screen.getByRole('region', { name: 'Members to add' });
    expect(within(picked).getByText('Sam Taylor')).toBeInTheDocument();
    expect(within(picked).getByText('Jordan Lee')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create segment with 2 members' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Two first members' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/demo/segments/${code}`);
    expect(await screen.findByRole('heading', { name: 'Members (2)' })).toBeInTheDocument();
    // an address is written with places to wrap (<wbr>), which jsdom's name computation reads as gaps: found by its text
    expect((await screen.findByText('sam.taylor@example.com')).closest('td')).toHaveAttribute('data-label', 'E-mail');
    expect(screen.getByText('jordan.lee@example.com').closest('td')).toHaveAttribute('data-label', 'E-mail');
  });

  it('says so when no customer has the address', async () => {
    const user = await open();
    await user.type(screen.getByRole('searchbox', { name: 'E-mail address' }), 'nobody@nowhere.example{Enter}');
    expect(await screen.findByText('No customer found for “nobody@nowhere.example”')).toBeInTheDocument();
    expect(screen.getByText(/switch off “Leave out guests” to include guests/)).toBeInTheDocument();
    // Enter in the search does not submit the segment form
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
  });
});

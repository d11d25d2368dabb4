import { findSettledTable } from '@/testing/findSettledTable';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { renderApp, withTestPlatform } from '@/testing/app';
import { segmentKeys } from '../api/keys';

const platform = withTestPlatform();

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the segment list', () => {
  it('shows every seeded segment with its code, type, status, member count and last change', async () => {
    renderApp('/demo/segments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Segments' })).toBeInTheDocument();
    await findSettledTable();
    expect(bodyRows()).toHaveLength(6);
    const vip = screen.getByRole('link', { name: 'VIP customers' }).closest('tr')!;
    expect(vip).toHaveTextContent('vip-customers');
    expect(within(vip).getByText('Fixed')).toBeInTheDocument();
    expect(within(vip).getByText('Active')).toBeInTheDocument();
    expect(vip.querySelector('td.num')!.textContent).toMatch(/^\d+$/);
    expect(screen.getByRole('link', { name: 'VIP customers' })).toHaveAttribute('href', '/demo/segments/vip-customers');
    const spenders = screen.getByRole('link', { name: 'Big spenders' }).closest('tr')!;
    expect(within(spenders).getByText('Dynamic')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New segment' })[0]).toHaveAttribute('href', '/demo/segments/new');
  });

  it('filters by type and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    renderApp('/demo/segments');
    await findSettledTable();
    await user.selectOptions(screen.getByLabelText('Type'), 'dynamic');
    await waitFor(() => expect(window.location.search).toBe('?type=dynamic'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });

  it('searches by name or by code', async () => {
    const user = userEvent.setup();
    renderApp('/demo/segments');
    await findSettledTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), 'sale{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Spring sale 2025' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Search in'), 'code');
    await user.clear(screen.getByRole('searchbox', { name: 'Search for' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), 'VIP-cust{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=VIP-cust&in=code'));
    // the rows of the last search stay until the new ones are drawn: wait for the new row, not a count
    expect(await screen.findByRole('link', { name: 'VIP customers' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it('says when a page is past the last one (an old link) and goes to the last page, keeping the filter', async () => {
    const user = userEvent.setup();
    renderApp('/demo/segments?type=fixed&offset=50');
    expect(await screen.findByText('This page is past the last page')).toBeInTheDocument();
    expect(screen.queryByText('No segments yet')).not.toBeInTheDocument();
    expect(screen.getByText('4 segments match, on 1 page.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the last page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(window.location.search).toBe('?type=fixed');
  });

  it('keeps the rows when a refresh fails, says so, and refreshes on request', async () => {
    const user = userEvent.setup();
    // a client of its own, to refresh on cue and without the retries' back-off
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    window.history.pushState({}, '', '/demo/segments');
    render(<App queryClient={queryClient} />);
    await findSettledTable();
    await platform().control({ failNext: { listSegments: 1 } });
    await act(() => queryClient.refetchQueries({ queryKey: segmentKeys.lists('demo') }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Could not refresh the segments');
    expect(bodyRows()).toHaveLength(6);
    await user.click(within(warning).getByRole('button', { name: 'Refresh the segments' }));
    await waitFor(() => expect(screen.queryByText('Could not refresh the segments')).not.toBeInTheDocument());
    expect(bodyRows()).toHaveLength(6);
  });

  it('says when nothing matches and offers to show all', async () => {
    const user = userEvent.setup();
    renderApp('/demo/segments?q=no-such-segment');
    expect(await screen.findByText('No segment matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all segments' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    expect(window.location.search).toBe('');
  });
});

import { findSettledTable } from '@/testing/findSettledTable';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, withTestPlatform } from '@/testing/app';
import { countRequests } from '@/testing/countRequests';

const platform = withTestPlatform();

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the import history', () => {
  it('shows loading, then the newest 25 of the seeded imports with their status, files and totals', async () => {
    renderApp('/demo/settings/imports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports' })).toBeInTheDocument();
    expect(screen.getByText('Loading imports…')).toBeInTheDocument();
    await findSettledTable();
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('26 imports')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of imports' })).toHaveTextContent('1–25 of 26 imports · page 1 of 2');
    // newest first: the seed's newest import is a draft with no files
    const first = bodyRows()[0]!;
    expect(within(first).getByText('Not started')).toBeInTheDocument();
    expect(within(first).getByText('No files')).toBeInTheDocument();
    // every reference links to its detail page; a row carries no Copy button, only its menu
    const link = within(first).getByRole('link', { name: /^Import [0-9a-f-]{36}$/ });
    const ref = link.getAttribute('aria-label')!.replace(/^Import /, '');
    expect(link).toHaveAttribute('href', `/demo/settings/imports/${ref}`);
    expect(within(first).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([`Actions for import ${ref}`]);
    // an import with failures never reads as a plain success, and its row's bar says so in words
    const withFailures = bodyRows().find((r) => within(r).queryByText('Finished with 13 failures'))!;
    expect(within(withFailures).getByText('Finished with 13 failures')).toHaveClass('badge-warning');
    expect(within(withFailures).getByRole('img', { name: /^Elements of import .*: 686 elements: \d+ created, \d+ updated, 0 deleted, 13 failed, 0 skipped\. Also 5 deleted because they were not in the file\.$/ })).toBeInTheDocument();
    const allFailed = bodyRows().find((r) => within(r).queryByText('Finished with 150 failures'))!;
    expect(within(allFailed).getByText('Finished with 150 failures')).toHaveClass('badge-danger');
    expect(within(bodyRows().find((r) => r.textContent?.includes('Finished') && !r.textContent.includes('failure'))!).getByText('Finished')).toHaveClass('badge-success');
    expect(screen.getByRole('link', { name: 'New import' })).toHaveAttribute('href', '/demo/settings/imports/new');
    // who started it: the user the wizard named, or the source of an import made elsewhere
    expect(within(first).getByText('demo', { exact: true })).toBeInTheDocument();
    expect(bodyRows().some((r) => within(r).queryByText('PIM sync', { exact: true }))).toBe(true);
    // how long an ended import ran stands under its start; one not yet ended has no such line
    expect(withFailures.querySelector('.history-took')).toHaveTextContent(/^took \d+ sec$/);
    expect(first.querySelector('.history-took')).toBeNull();
  });

  it('filters by who started the imports, reading through every page, and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports');
    await findSettledTable();
    await user.type(screen.getByLabelText('Started by'), 'pim{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?startedBy=pim'));
    await waitFor(() => expect(screen.getByText(/^\d+ imports? matching: started by pim$/)).toBeInTheDocument());
    const matching = Number(/^(\d+)/.exec(screen.getByText(/matching: started by pim$/).textContent!)![1]);
    expect(matching).toBeGreaterThan(0);
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(matching, 25)));
    for (const row of bodyRows()) expect(within(row).getByText('PIM sync', { exact: true })).toBeInTheDocument();
  });

  it('filters by status and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports');
    await findSettledTable();
    await user.selectOptions(screen.getByLabelText('Status'), 'aborted');
    await waitFor(() => expect(window.location.search).toBe('?status=aborted'));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    for (const row of bodyRows()) expect(within(row).getByText('Aborted')).toBeInTheDocument();
    expect(screen.getByText('5 imports matching: status Aborted')).toBeInTheDocument();
  });

  it("while a filter's rows load, the sentence above the rows still tells of the rows on screen", async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports');
    await findSettledTable();
    await platform().control({ latencyMs: 800 });
    try {
      await user.selectOptions(screen.getByLabelText('Status'), 'aborted');
      await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
      // the old rows, and the old words: not "26 imports matching: status Aborted"
      expect(screen.getByText('26 imports')).toBeInTheDocument();
      expect(screen.queryByText(/matching/)).toBeNull();
    } finally {
      // the platform serves the file's other tests too
      await platform().control({ latencyMs: 0 });
    }
    await findSettledTable();
    expect(screen.getByText('5 imports matching: status Aborted')).toBeInTheDocument();
  });

  it('filters the imports that finished with failures, and only those', async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports');
    await findSettledTable();
    await user.selectOptions(screen.getByLabelText('Status'), 'Finished with failures');
    await waitFor(() => expect(window.location.search).toBe('?status=withFailures'));
    await waitFor(async () => {
      await findSettledTable();
      const rows = bodyRows();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => /Finished with \d+ failures?/.test(r.textContent ?? ''))).toBe(true);
    });
    const shown = bodyRows().length;
    expect(shown).toBeGreaterThan(3);
    expect(screen.getByText(`${shown} imports matching: status Finished with failures`)).toBeInTheDocument();
    expect(screen.getByText('Finished with 150 failures')).toBeInTheDocument();
  });

  it('pages with the service and reads the page from the URL', async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports?page=2');
    await findSettledTable();
    expect(bodyRows()).toHaveLength(1);
    const pages = screen.getByRole('navigation', { name: 'Pages of imports' });
    expect(pages).toHaveTextContent('26–26 of 26 imports · page 2 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(window.location.search).toBe('');
  });

  it('says when no import matches, and clears the filters', async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports?status=finished');
    await findSettledTable();
    const search = screen.getByRole('searchbox', { name: 'Import reference' });
    await user.type(search, '  no-such-ref  {Enter}');
    expect(await screen.findByText('No import with a reference containing no-such-ref', { selector: '.empty-title' })).toBeInTheDocument();
    // and the status line announces it
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'No import with a reference containing no-such-ref')).toBe(true);
    expect(window.location.search).toBe('?status=finished&ref=no-such-ref');
    // the empty result's own button; it goes away, so focus moves to the filters
    await user.click(within(screen.getByText('No import with a reference containing no-such-ref', { selector: '.empty-title' }).parentElement!).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('Status')).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Import reference' })).toHaveValue('');

    // the filter bar's own button goes away with the filters too
    await user.type(screen.getByRole('searchbox', { name: 'Import reference' }), 'no-such-ref{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?ref=no-such-ref'));
    await screen.findByText('No import with a reference containing no-such-ref', { selector: '.empty-title' });
    await user.click(within(screen.getByRole('search', { name: 'Filter imports' })).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByLabelText('Status')).toHaveFocus();
  });

  it('finds one import by its whole reference', async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports?status=processing');
    await findSettledTable();
    const link = within(bodyRows()[0]!).getByRole('link');
    const ref = link.getAttribute('aria-label')!.replace(/^Import /, '');
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Import reference' }), ref);
    await user.click(screen.getByRole('button', { name: 'Find import' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText(`1 import matching: reference ${ref}`)).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Processing')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText(/% processed$/)).toBeInTheDocument();
  });

  it('explains a failed load and loads again on retry', async () => {
    const user = userEvent.setup();
    // the query client tries transient failures three times in all before it shows the error
    await platform().control({ failNext: { listImports: 3 } });
    renderApp('/demo/settings/imports');
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(alert).toHaveTextContent('Could not load imports');
    await user.click(within(alert).getByRole('button', { name: 'Try loading imports again' }));
    await findSettledTable();
    expect(bodyRows()).toHaveLength(25);
  }, 15_000);

  it("copies an import's reference from its row menu, with the keyboard", async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports');
    await findSettledTable();
    const row = bodyRows()[1]!;
    const ref = within(row).getByRole('link', { name: /^Import / }).getAttribute('aria-label')!.replace(/^Import /, '');
    const menuButton = within(row).getByRole('button', { name: `Actions for import ${ref}` });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    menuButton.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: `Actions for import ${ref}` });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Copy import reference' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Import reference ${ref} copied to the clipboard.`)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(ref);
    // the menu closed and focus is back on its button
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes a row menu on Escape without acting', async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports');
    await findSettledTable();
    const row = bodyRows()[0]!;
    const ref = within(row).getByRole('link', { name: /^Import / }).getAttribute('aria-label')!.replace(/^Import /, '');
    const menuButton = within(row).getByRole('button', { name: `Actions for import ${ref}` });
    await user.click(menuButton);
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(window.location.pathname).toBe('/demo/settings/imports');
  });

  it("offers in a row's menu only what the row cannot do otherwise: its link opens the import", async () => {
    const user = userEvent.setup();
    renderApp('/demo/settings/imports');
    await findSettledTable();
    const menuOf = async (row: HTMLElement) => {
      await user.click(within(row).getByRole('button', { name: /^Actions for import / }));
      const items = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((i) => i.textContent);
      await user.keyboard('{Escape}');
      return items;
    };
    const ended = bodyRows().find((r) => within(r).queryByText('Finished with 13 failures'))!;
    expect(await menuOf(ended)).toEqual(['Copy import reference']);
    const running = bodyRows().find((r) => within(r).queryByText('Processing'))!;
    expect(await menuOf(running)).toEqual(['Copy import reference', 'Tell me when it ends']);
    expect(screen.queryByRole('menuitem', { name: 'Open the import' })).not.toBeInTheDocument();
  });

  it('shows no estimate in the rows of ended imports, nor of running ones that stand still', async () => {
    const polls = countRequests((url) => url.pathname.endsWith('/imports'));
    renderApp('/demo/settings/imports');
    await findSettledTable();
    // a few polls of the running rows: the seed's are frozen, and a count standing still has no end to estimate
    await waitFor(() => expect(polls()).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(screen.queryByText('Estimating when it ends…')).not.toBeInTheDocument();
    for (const row of bodyRows().filter((r) => /Finished|Aborted/.test(r.textContent ?? ''))) expect(row.querySelector('.import-estimate')).toBeNull();
    expect(document.querySelector('.import-estimate')).toBeNull();
  });
});

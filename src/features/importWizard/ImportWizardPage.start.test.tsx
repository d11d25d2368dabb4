/** The wizard's page from the start button on: the uploads, the one start, and the wizards that go on while the merchant is elsewhere. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getImport } from '@/features/importHistory/api/getImport';
import { corpusBytes } from '@/engine/checker/testing/corpus';
import { formatBytes } from '@/i18n/format';
import { signIn } from '@/testing/app';
import { catalogFromCorpus, choose, importHeading, importRefInAddress, openWizard, pressStart, slot, withWizardPlatform } from './testing/wizardPage';

const platform = withWizardPlatform();
// what the files imported here name and delete, whatever another test file imported or deleted (once a file: its tests go on from what the one before left)
beforeAll(catalogFromCorpus, 30_000);

describe('the import wizard', () => {
  it('checks attributes, categories and products, confirms the deletions, uploads, starts once and follows to the end', async () => {
    const user = userEvent.setup();
    await openWizard();
    await choose(user, 'Attributes', 'attributes.json');
    await choose(user, 'Categories', 'categories.json');
    await choose(user, 'Products', 'products.json');
    expect(await within(slot('Products')).findByText('products.json is ready: 8 products to add or change.')).toBeInTheDocument();
    // its size once, on the file's line
    expect(within(slot('Products')).getAllByText(new RegExp(formatBytes(corpusBytes('products.json').byteLength).replace('.', '\\.')))).toHaveLength(1);
    await within(slot('Categories')).findByText(/categories.json is ready/);
    await within(slot('Attributes')).findByText(/attributes.json is ready/);

    await pressStart(user, 'Import 3 files');
    const dialog = await screen.findByRole('alertdialog', { name: 'Full imports delete what their files do not contain' });
    expect(dialog).toHaveTextContent('attributes.json (Attributes, full, 4 elements): every existing attribute that this file does not contain will be deleted.');
    expect(dialog).toHaveTextContent('every existing category in catalog default that this file does not contain will be deleted');
    expect(dialog).toHaveTextContent('every existing product in catalog default that this file does not contain will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete missing and import 3 files' }));

    const importRef = await importRefInAddress();
    // the files and the button are gone: the focus is on what follows the import, not lost to the page
    const progress = await screen.findByRole('heading', { name: 'Progress' }, { timeout: 30_000 });
    // the focus moves in the effect after the render that drew the heading
    await waitFor(() => expect(progress).toHaveFocus());
    await waitFor(() => expect(screen.getByText(/^Import finished: /)).toBeInTheDocument(), { timeout: 15_000 });
    await waitFor(() => expect(document.title).toBe('Import finished · demo · Merchant Admin'));
    // ended, the page names the import and its outcome, not "New import" and its progress
    expect(screen.getByRole('heading', importHeading(importRef))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'New import' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Outcome' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Progress' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'See the log of this import' })[0]).toHaveAttribute('href', `/demo/settings/imports/${importRef}`);

    const record = await getImport('demo', importRef);
    expect(record.status).toBe('finished');
    expect(record.entityFiles.map((f) => [f.entity, f.total, f.created.failed + f.updated.failed])).toEqual([
      ['attribute', 4, 0],
      ['category', 5, 0],
      ['product', 8, 0],
    ]);
    const products = screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { level: 3, name: 'Products' }))!;
    expect(within(products).getByRole('progressbar', { name: 'Products processed' })).toHaveAttribute('aria-valuenow', '100');
  }, 30_000);

  it('shows the uploads at the top while they run, drops the introduction, and no idle start button', async () => {
    const user = userEvent.setup();
    // uploads stay in flight until the test lets go (reset after each test), however slow the machine
    await platform().control({ holdUploads: true });
    await openWizard();
    expect(screen.getByText(/Choose one JSON file per entity type/)).toBeInTheDocument();
    await choose(user, 'Attributes', 'attributes.json');
    await within(slot('Attributes')).findByText(/attributes.json is ready/);
    await user.click(within(slot('Attributes')).getByRole('radio', { name: 'Partial' }));
    await within(slot('Attributes')).findByText(/attributes.json is ready/);
    await pressStart(user, 'Import 1 file');

    const uploads = await screen.findByRole('region', { name: 'Uploads' }, { timeout: 30_000 });
    expect(within(uploads).getByRole('progressbar', { name: 'Upload of all files' })).toBeInTheDocument();
    expect(within(uploads).getByRole('progressbar', { name: 'Upload of attributes.json' })).toBeInTheDocument();
    // the uploads come before the slots in the page
    const list = screen.getByRole('list', { name: 'Catalogue files, in processing order' });
    expect(uploads.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/Choose one JSON file per entity type/)).not.toBeInTheDocument();
    // the bar draws the created import in a transition of its own, which may land after the uploads' first step
    await waitFor(() => expect(screen.queryByRole('button', { name: /^(Upload \d files? and start the import|Import 1 file)$/ })).not.toBeInTheDocument(), { timeout: 30_000 });
    // the button it was on is gone: the focus moves (in the effect after that render) to the line that says what happens
    await waitFor(() => expect(screen.getByText('Uploading: the import starts by itself when every file is uploaded.')).toHaveFocus());
    await user.click(within(slot('Attributes')).getByRole('button', { name: 'Cancel upload of attributes.json' }));
    expect(await within(slot('Attributes')).findByText('The upload of attributes.json was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('carries on after the service answers 500 to the start, checking first that it did not start', async () => {
    const user = userEvent.setup();
    await platform().control({ failNext: { trigger: 1 } });
    await openWizard();
    await choose(user, 'Attributes', 'attributes.json');
    await within(slot('Attributes')).findByText(/attributes.json is ready/);
    await user.click(screen.getByRole('radio', { name: /Partial/ }));
    await within(slot('Attributes')).findByText(/attributes.json is ready/);
    await pressStart(user, 'Import 1 file');
    const failed = await screen.findByText('The import did not start', {}, { timeout: 30_000 });
    expect(failed.closest('[role=alert]')).toHaveTextContent('Simulated failure of trigger');
    await user.click(screen.getByRole('button', { name: 'Try starting the import again' }));
    await waitFor(() => expect(screen.getByText(/^Import finished: /)).toBeInTheDocument(), { timeout: 15_000 });
  }, 30_000);

  it('a file chosen while another uploads waits for its own upload and confirmation before the import starts', async () => {
    const user = userEvent.setup();
    await platform().control({ holdUploads: true });
    await openWizard();
    await choose(user, 'Attributes', 'attributes.json');
    await user.click(within(slot('Attributes')).getByRole('radio', { name: /Partial/ }));
    await within(slot('Attributes')).findByText(/attributes.json is ready/);
    await pressStart(user, 'Import 1 file');
    await within(slot('Attributes')).findByRole('button', { name: 'Cancel upload of attributes.json' }, { timeout: 30_000 });
    const importRef = await importRefInAddress();

    // the products slot stays open; its file is full
    await choose(user, 'Products', 'products.json');
    await within(slot('Products')).findByText(/products.json is ready/);
    await platform().control({ holdUploads: false });
    await within(slot('Attributes')).findByText('attributes.json uploaded', {}, { timeout: 30_000 });
    expect(within(slot('Attributes')).getByRole('status')).toHaveTextContent('attributes.json uploaded.');
    // everything else is uploaded, yet the import waits for products.json
    expect(screen.getByText(/The import waits for products.json: it starts only once every chosen file is uploaded\./)).toBeInTheDocument();
    expect((await getImport('demo', importRef)).status).toBe('new');

    await pressStart(user, 'Upload 1 file and start the import');
    const dialog = await screen.findByRole('alertdialog', { name: 'A full import deletes what its file does not contain' });
    expect(dialog).toHaveTextContent('products.json (Products, full, 8 elements)');
    await user.click(within(dialog).getByRole('button', { name: 'Delete missing, upload 1 file and start the import' }));
    await waitFor(() => expect(screen.getByText(/^Import finished: /)).toBeInTheDocument(), { timeout: 20_000 });
    const record = await getImport('demo', importRef);
    expect(record.entityFiles.map((f) => [f.entity, f.importStrategy])).toEqual([
      ['attribute', 'partial'],
      ['product', 'full'],
    ]);
  }, 30_000);

  it('keeps uploading while the merchant is on another page, starts the import once, and shows it on return', async () => {
    const user = userEvent.setup();
    await platform().control({ holdUploads: true });
    await openWizard();
    await choose(user, 'Inventory', 'inventory.json');
    await user.click(within(slot('Inventory')).getByRole('radio', { name: /Partial/ }));
    await within(slot('Inventory')).findByText(/inventory.json is ready/);
    await pressStart(user, 'Import 1 file');
    await screen.findByRole('button', { name: 'Cancel upload of inventory.json' }, { timeout: 30_000 });
    const importRef = await importRefInAddress();

    // away and straight back: the same upload, still going
    await user.click(screen.getByRole('link', { name: 'Settings, Imports' }));
    await screen.findByRole('heading', { level: 1, name: 'Imports' });
    act(() => window.history.back());
    await screen.findByRole('heading', importHeading(importRef));
    expect(await screen.findByRole('button', { name: 'Cancel upload of inventory.json' })).toBeInTheDocument();

    // away until the import started on its own
    await user.click(screen.getByRole('link', { name: 'Segments' }));
    await screen.findByRole('heading', { level: 1, name: 'Segments' });
    await platform().control({ holdUploads: false });
    await waitFor(async () => expect((await getImport('demo', importRef)).status).not.toBe('new'), { timeout: 30_000 });
    act(() => window.history.back());
    await screen.findByRole('heading', importHeading(importRef));
    await waitFor(() => expect(screen.getByText(/^Import finished: /)).toBeInTheDocument(), { timeout: 20_000 });
    const record = await getImport('demo', importRef);
    expect(record.entityFiles.map((f) => [f.entity, f.status])).toEqual([['inventory', 'finished']]);
  }, 30_000);

  it('signing out cancels the uploads of the wizards left running', async () => {
    const user = userEvent.setup();
    await platform().control({ holdUploads: true });
    await openWizard();
    await choose(user, 'Attributes', 'attributes.json');
    await user.click(within(slot('Attributes')).getByRole('radio', { name: /Partial/ }));
    await within(slot('Attributes')).findByText(/attributes.json is ready/);
    await pressStart(user, 'Import 1 file');
    await screen.findByRole('button', { name: 'Cancel upload of attributes.json' }, { timeout: 30_000 });
    const importRef = await importRefInAddress();
    await user.click(screen.getByRole('link', { name: 'Settings, Imports' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // the upload host sees the app give up the upload it holds (an upload left running stays held)
    await waitFor(() => expect(platform().platform.faults.heldUploads).toBe(0), { timeout: 15_000 });
    await platform().control({ holdUploads: false });
    await signIn();
    const record = await getImport('demo', importRef);
    expect(record.status).toBe('new');
    expect(record.entityFiles.every((f) => f.status === 'awaitingUpload')).toBe(true);
  }, 30_000);
});

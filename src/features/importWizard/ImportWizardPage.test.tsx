import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityType } from '@/contract';
import { sessionStore } from '@/features/auth/session';
import { renderApp, signIn, withTestPlatform } from '@/testing/app';
import { createImport } from '@/features/importWizard/api/createImport';
import { getImport } from '@/features/importHistory/api/getImport';
import { requestUploadAddress } from '@/features/importWizard/api/requestUploadAddress';
import { triggerImport } from '@/features/importWizard/api/triggerImport';
import { corpusBytes } from '@/engine/checker/testing/corpus';
import { formatBytes } from '@/i18n/format';
import { saveWizard } from './store/wizardStorage';

const downloads = vi.hoisted(() => [] as { fileName: string; text: string }[]);
vi.mock('@/lib/download', async (original) => ({
  ...(await original<typeof import('@/lib/download')>()),
  downloadText: (fileName: string, text: string) => downloads.push({ fileName, text }),
}));

const platform = withTestPlatform({ signedIn: false });
beforeEach(async () => {
  await signIn();
  downloads.length = 0;
});
afterEach(async () => {
  // ends the wizards the registry keeps for this session, and their uploads
  sessionStore.set(null);
  await fetch(`${platform().apiUrl}/__control/reset`, { method: 'POST' });
  await platform().control({ pace: 100_000 });
});

const newImportPath = '/demo/settings/imports/new';
const fixture = (name: string) => new File([corpusBytes(name)], name, { type: 'application/json' });
const fileInput = (title: string) => screen.getByLabelText(`${title} file`, { selector: 'input' });
/** the drop zone's code loads after the page's first paint: wait for its input */
const findFileInput = (title: string) => screen.findByLabelText(`${title} file`, { selector: 'input' });
const slot = (title: string) => screen.getByRole('region', { name: title });

const choose = async (user: ReturnType<typeof userEvent.setup>, title: string, name: string) => {
  await user.upload(await findFileInput(title), fixture(name));
  // the slot draws the chosen file in a render of its own (a transition)
  await within(slot(title)).findAllByText(name);
};

/**
 * Presses the start button; these tests are about uploads and the start, so they take no snapshot
 * (the test browser has neither Workers nor the storage for files): "No snapshot" is chosen first.
 */
const pressStart = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const none = screen.queryByRole('radio', { name: 'No snapshot' });
  if (none) await user.click(none);
  await user.click(screen.getByRole('button', { name }));
};

/** The import the wizard created, once the address names it (the page puts it there after the render that shows it). */
const importRefInAddress = async () => {
  await waitFor(() => expect(window.location.pathname).toMatch(/^\/demo\/settings\/imports\/new\/[\w-]+$/));
  return window.location.pathname.split('/').at(-1)!;
};

/** The page's heading: "New import" until the import exists, then the import by its reference, as its own page names it. */
const importHeading = (importRef: string) => ({ level: 1, name: new RegExp(`^Import ${importRef.slice(0, 8)}`) });

const openWizard = async (path = newImportPath) => {
  renderApp(path);
  const importRef = path.match(/\/new\/([^/?]+)/)?.[1];
  return screen.findByRole('heading', importRef ? importHeading(importRef) : { level: 1, name: 'New import' });
};

/** Puts a file in an import over the API, as an earlier visit of the wizard would have. */
const uploadOverApi = async (importRef: string, entity: EntityType, name: string, catalogCode?: string) => {
  const address = await requestUploadAddress('demo', importRef, { entity, importStrategy: 'full', ...(catalogCode ? { catalogCode } : {}) });
  const res = await fetch(address.url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: corpusBytes(name) });
  expect(res.status).toBe(200);
};

describe('the import wizard', () => {
  it('shows one slot per entity type in processing order, each a labelled drop zone', async () => {
    await openWizard();
    const slots = within(screen.getByRole('list', { name: 'Catalogue files, in processing order' })).getAllByRole('heading', { level: 2 });
    expect(slots.map((h) => h.textContent)).toEqual(['Attributes', 'Inventory', 'Categories', 'Products']);
    const customerSlots = within(screen.getByRole('list', { name: "Customer and segment files, processed after the catalogue's, in this order" })).getAllByRole('heading', { level: 2 });
    expect(customerSlots.map((h) => h.textContent)).toEqual(['Customers', 'Segments', 'Segment members']);
    const zone = await screen.findByRole('button', { name: 'Choose or drop the products file (.json)' });
    expect(zone).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(document.title).toBe('New import · demo · Merchant Admin'));

    // the keyboard opens the file picker: Enter or Space on the focused zone clicks its file input
    const user = userEvent.setup();
    const picker = vi.spyOn(fileInput('Products'), 'click').mockImplementation(() => undefined);
    zone.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(picker).toHaveBeenCalledTimes(2);
    // with nothing to import there is no start button to press (and never one for "0 files")
    expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();
    expect(screen.getByText('Choose at least one file.')).toBeInTheDocument();
  });

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
    expect(await screen.findByRole('heading', { name: 'Progress' }, { timeout: 30_000 })).toHaveFocus();
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

  it('blocks a bad file with its message and line, and keeps the other files', async () => {
    const user = userEvent.setup();
    await openWizard();
    await choose(user, 'Attributes', 'attributes.json');
    await choose(user, 'Categories', 'syntax-error.json');
    const report = await within(slot('Categories')).findByText('syntax-error.json cannot be imported');
    expect(report.closest('.alert')).toHaveTextContent(
      "Expected ',' or '}' after a property value but found '\"' (line 13, column 5, in element 2)",
    );
    expect(await within(slot('Attributes')).findByText(/attributes.json is ready/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 files' })).toBeDisabled();
    expect(screen.getByText('syntax-error.json cannot be imported: replace it.')).toBeInTheDocument();

    // replacing the file clears the block; nothing was sent meanwhile
    await choose(user, 'Categories', 'categories.json');
    await within(slot('Categories')).findByText(/categories.json is ready/);
    expect(screen.getByRole('button', { name: 'Import 2 files' })).toBeEnabled();
    expect(window.location.pathname).toBe(newImportPath);
  });

  it('lists element problems, re-checks when the strategy changes, and offers the full list', async () => {
    const user = userEvent.setup();
    await openWizard();
    await choose(user, 'Products', 'import-type-in-full.json');
    expect(await within(slot('Products')).findByText('import-type-in-full.json has 1 problem in 1 element')).toBeInTheDocument();
    const table = within(slot('Products')).getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/2oxford-shirt-navyKind of change \(importType\)is only allowed in partial files/);
    await user.click(within(slot('Products')).getByRole('button', { name: 'Download all problems of import-type-in-full.json (CSV)' }));
    expect(downloads[0]).toMatchObject({ fileName: 'import-type-in-full-problems.csv' });
    expect(downloads[0]!.text).toContain('2,oxford-shirt-navy,importType,is only allowed in partial files');

    await user.click(within(slot('Products')).getByRole('radio', { name: /Partial/ }));
    expect(await within(slot('Products')).findByText(/import-type-in-full.json is ready/)).toBeInTheDocument();
  });

  it('offers to switch a full file whose elements carry importType to partial, in one click that checks it again', async () => {
    const user = userEvent.setup();
    await openWizard();
    await choose(user, 'Products', 'import-type-in-full.json');
    const products = slot('Products');
    await within(products).findByText('import-type-in-full.json has 1 problem in 1 element');
    expect(within(products).getByText(/carry importType, which only a partial import takes/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Before the import can start' })).toHaveTextContent(/Switch it to partial, or replace it\./);
    await user.click(within(products).getByRole('button', { name: 'Switch this file to partial' }));
    expect(await within(products).findByText(/import-type-in-full.json is ready/)).toBeInTheDocument();
    expect(within(products).getByRole('radio', { name: 'Partial' })).toBeChecked();
    expect(within(products).queryByRole('button', { name: 'Switch this file to partial' })).not.toBeInTheDocument();
    // a file with other problems gets no such offer
    await choose(user, 'Categories', 'categories.json');
    await within(slot('Categories')).findByText(/categories.json is ready/);
    expect(screen.queryAllByRole('button', { name: 'Switch this file to partial' })).toHaveLength(0);
  });

  it('folds a chosen file into one line with its verdict, replace and remove, and explains full and partial once', async () => {
    const user = userEvent.setup();
    await openWizard();
    // one explanation for every slot, which each strategy choice points to
    expect(screen.getAllByText(/the file is the complete set of its kind/)).toHaveLength(1);
    // chosen from the keyboard: the zone gives way to the line, whose Replace button takes the focus
    (await within(slot('Products')).findByRole('button', { name: 'Choose or drop the products file (.json)' })).focus();
    await choose(user, 'Products', 'products.json');
    const products = slot('Products');
    await within(products).findByText(/products.json is ready/);
    expect(within(products).getByRole('button', { name: 'Replace products.json' })).toHaveFocus();
    expect(within(products).getByRole('group', { name: 'Strategy for products' })).toHaveAccessibleDescription(/the file is the complete set of its kind/);
    expect(within(products).queryByRole('button', { name: 'Choose or drop the products file (.json)' })).not.toBeInTheDocument();
    const line = within(products).getByRole('group', { name: 'The products file: products.json' });
    // the line names the file and its size; that it is ready, and what it holds, the report below says once
    expect(line).toHaveTextContent(/^products\.json · [\d.]+ [kMG]?BReplace products\.jsonRemove products\.json$/);

    // Replace opens the picker (the keyboard reaches it as a plain button); a new file takes the place of the old
    const picker = vi.spyOn(fileInput('Products'), 'click').mockImplementation(() => undefined);
    within(line).getByRole('button', { name: 'Replace products.json' }).focus();
    await user.keyboard('{Enter}');
    expect(picker).toHaveBeenCalledTimes(1);
    picker.mockRestore();
    await user.upload(fileInput('Products'), fixture('products-partial.json'));
    expect(await within(products).findByRole('group', { name: 'The products file: products-partial.json' })).toBeInTheDocument();

    await user.click(within(products).getByRole('button', { name: 'Remove products-partial.json' }));
    expect(await within(products).findByRole('button', { name: 'Choose or drop the products file (.json)' })).toBeInTheDocument();
  });

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
    // the button it was on is gone: the focus is on the line that says what happens
    expect(screen.getByText('Uploading: the import starts by itself when every file is uploaded.')).toHaveFocus();
    await user.click(within(slot('Attributes')).getByRole('button', { name: 'Cancel upload of attributes.json' }));
    expect(await within(slot('Attributes')).findByText('The upload of attributes.json was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('says which slot a file dropped on the wrong one belongs to, and moves it there', async () => {
    const user = userEvent.setup();
    await openWizard();
    await choose(user, 'Products', 'attributes.json');
    expect(await within(slot('Products')).findByText('This looks like an attributes file')).toBeInTheDocument();
    await user.click(within(slot('Products')).getByRole('button', { name: 'Move attributes.json to Attributes' }));
    expect(await within(slot('Attributes')).findByText(/attributes.json is ready/)).toBeInTheDocument();
    expect(within(slot('Products')).queryByText('attributes.json')).not.toBeInTheDocument();
  });

  it('refuses two files dropped at once, keeping the file the slot had', async () => {
    const user = userEvent.setup();
    await openWizard();
    await choose(user, 'Inventory', 'inventory.json');
    await within(slot('Inventory')).findByText(/inventory.json is ready/);
    // the slot's zone folded into its file's line, which still takes drops
    expect(screen.queryByRole('button', { name: 'Choose or drop the inventory file (.json)' })).not.toBeInTheDocument();
    const zone = await screen.findByRole('group', { name: 'The inventory file: inventory.json' });
    const files = [fixture('attributes.json'), fixture('products.json')];
    fireEvent.drop(zone, { dataTransfer: { files, items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })), types: ['Files'] } });
    expect(await within(slot('Inventory')).findByText(/Drop one file at a time: 2 files were dropped \(attributes.json, products.json\)\. inventory.json stays chosen\./)).toBeInTheDocument();
    expect(within(slot('Inventory')).getByText(/inventory.json is ready/)).toBeInTheDocument();
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

  it('resumes after a reload: shows what the service has and asks for the file it still waits for', async () => {
    const { importRef } = await createImport('demo', { source: 'test' });
    await uploadOverApi(importRef, 'attribute', 'attributes.json');
    await requestUploadAddress('demo', importRef, { entity: 'product', importStrategy: 'partial', catalogCode: 'default' });
    saveWizard('demo', importRef, {
      triggerAttempted: false,
      slots: [
        { entity: 'attribute', strategy: 'full', catalogCode: 'default', fileName: 'attributes.json', fileSize: 1251 },
        { entity: 'product', strategy: 'partial', catalogCode: 'default', fileName: 'products-partial.json', fileSize: 969 },
      ],
    });
    const user = userEvent.setup();
    await openWizard(`${newImportPath}/${importRef}`);
    const attributes = await screen.findByRole('region', { name: 'Attributes' });
    expect(within(attributes).getByText('attributes.json is uploaded')).toBeInTheDocument();
    expect(within(slot('Products')).getByText('Choose products-partial.json again')).toBeInTheDocument();
    expect(within(slot('Products')).getByRole('radio', { name: /Partial/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Upload 1 file and start the import' })).toBeDisabled();

    await choose(user, 'Products', 'products-partial.json');
    await within(slot('Products')).findByText(/products-partial.json is ready/);
    await pressStart(user, 'Upload 1 file and start the import');
    // the attributes file is full: the confirmation names it although it was uploaded before the reload
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('attributes.json (Attributes, full)');
    await user.click(within(dialog).getByRole('button', { name: 'Delete missing, upload 1 file and start the import' }));
    await waitFor(() => expect(screen.getByText(/^Import finished: /)).toBeInTheDocument(), { timeout: 15_000 });
  }, 30_000);

  it('goes straight to following an import that already started', async () => {
    const { importRef } = await createImport('demo', { source: 'test' });
    await uploadOverApi(importRef, 'category', 'categories.json', 'default');
    await triggerImport('demo', importRef);
    await openWizard(`${newImportPath}/${importRef}`);
    expect(await screen.findByRole('heading', { level: 2, name: /^(Progress|Outcome)$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose or drop/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Import finished: /)).toBeInTheDocument(), { timeout: 15_000 });
  });

  it('says so when the import does not exist', async () => {
    await openWizard(`${newImportPath}/no-such-import`);
    expect(await screen.findByText('There is no import no-such-import')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new import' })).toHaveAttribute('href', newImportPath);
  });

  it('preselects strategies and catalogs for "Import again"', async () => {
    const user = userEvent.setup();
    await openWizard(`${newImportPath}?preset=product:partial:default`);
    await choose(user, 'Products', 'products-partial.json');
    expect(await within(slot('Products')).findByText(/products-partial.json is ready/)).toBeInTheDocument();
    expect(within(slot('Products')).getByRole('radio', { name: /Partial/ })).toBeChecked();
  });
  it('announces what the check found in a live region that stays in the slot', async () => {
    const user = userEvent.setup();
    await openWizard();
    const region = within(slot('Products')).getByRole('status');
    expect(region).toHaveTextContent('');
    await choose(user, 'Products', 'products.json');
    await waitFor(() => expect(region).toHaveTextContent('products.json checked: 8 elements, no problems.'));
    // the same element, its text changed: not a new message inserted with its text
    expect(within(slot('Products')).getByRole('status')).toBe(region);
    await choose(user, 'Categories', 'syntax-error.json');
    await waitFor(() => expect(within(slot('Categories')).getByRole('status')).toHaveTextContent(/^syntax-error.json checked: it cannot be imported\./));
  });

  it('does not read a file larger than the service takes, and names the limit', async () => {
    const user = userEvent.setup();
    await openWizard();
    const huge = fixture('products.json');
    Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 });
    await user.upload(await findFileInput('Products'), huge);
    const products = slot('Products');
    expect(await within(products).findByText('products.json is too large to upload')).toBeInTheDocument();
    expect(within(products).getByRole('status')).toHaveTextContent(
      `products.json is too large to upload: ${formatBytes(3 * 1024 ** 3)}, and the service takes up to ${formatBytes(2 * 1024 ** 3)}.`,
    );
    expect(within(products).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(products).queryByText(/is ready/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 file' })).toBeDisabled();
  });

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

  it("resumed on a slot that waits for its file, sends the strategy the merchant picks and confirms only what that implies", async () => {
    const { importRef } = await createImport('demo', { source: 'test' });
    await requestUploadAddress('demo', importRef, { entity: 'product', importStrategy: 'full', catalogCode: 'default' });
    const user = userEvent.setup();
    await openWizard(`${newImportPath}/${importRef}`);
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getByText('Choose a products file again')).toBeInTheDocument();
    expect(within(products).getByRole('radio', { name: /Full/ })).toBeChecked();
    await user.click(within(products).getByRole('radio', { name: /Partial/ }));
    expect(within(products).getByRole('radio', { name: /Partial/ })).toBeChecked();
    await choose(user, 'Products', 'products-partial.json');
    await within(products).findByText(/products-partial.json is ready/);
    await pressStart(user, 'Upload 1 file and start the import');
    // partial: nothing to confirm
    await waitFor(() => expect(screen.getByText(/^Import finished: /)).toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const record = await getImport('demo', importRef);
    expect(record.entityFiles.map((f) => [f.entity, f.importStrategy])).toEqual([['product', 'partial']]);
  }, 30_000);
});

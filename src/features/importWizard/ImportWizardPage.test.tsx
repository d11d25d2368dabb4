/** The wizard's page while files are chosen: its slots, each file's check and report, and what a slot does with a drop. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBytes } from '@/i18n/format';
import { choose, fileInput, findFileInput, fixture, newImportPath, openWizard, slot, withWizardPlatform } from './testing/wizardPage';

const downloads = vi.hoisted(() => [] as { fileName: string; text: string }[]);
vi.mock('@/lib/download', async (original) => ({
  ...(await original<typeof import('@/lib/download')>()),
  downloadText: (fileName: string, text: string) => downloads.push({ fileName, text }),
}));

withWizardPlatform();
beforeEach(() => {
  downloads.length = 0;
});

describe('the import wizard', () => {
  it('shows one slot per entity type in processing order, each a labelled drop zone', async () => {
    await openWizard();
    const slots = within(screen.getByRole('list', { name: 'Catalogue files, in processing order' })).getAllByRole('heading', { level: 2 });
    expect(slots.map((h) => h.textContent)).toEqual(['Attributes', 'Inventory', 'Categories', 'Products']);
    const customerSlots = within(screen.getByRole('list', { name: "Customer and segment files, processed after the catalogue's, in this order" })).getAllByRole('heading', { level: 2 });
    expect(customerSlots.map((h) => h.textContent)).toEqual(['Customers', 'Segments', 'Segment members']);
    const zone = await screen.findByRole('button', { name: 'Choose or drop the products file (.json, .csv or .xlsx)' });
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
    (await within(slot('Products')).findByRole('button', { name: 'Choose or drop the products file (.json, .csv or .xlsx)' })).focus();
    await choose(user, 'Products', 'products.json');
    const products = slot('Products');
    await within(products).findByText(/products.json is ready/);
    expect(within(products).getByRole('button', { name: 'Replace products.json' })).toHaveFocus();
    expect(within(products).getByRole('group', { name: 'Strategy for products' })).toHaveAccessibleDescription(/the file is the complete set of its kind/);
    expect(within(products).queryByRole('button', { name: 'Choose or drop the products file (.json, .csv or .xlsx)' })).not.toBeInTheDocument();
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
    expect(await within(products).findByRole('button', { name: 'Choose or drop the products file (.json, .csv or .xlsx)' })).toBeInTheDocument();
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
    expect(screen.queryByRole('button', { name: 'Choose or drop the inventory file (.json, .csv or .xlsx)' })).not.toBeInTheDocument();
    const zone = await screen.findByRole('group', { name: 'The inventory file: inventory.json' });
    const files = [fixture('attributes.json'), fixture('products.json')];
    fireEvent.drop(zone, { dataTransfer: { files, items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })), types: ['Files'] } });
    expect(await within(slot('Inventory')).findByText(/Drop one file at a time: 2 files were dropped \(attributes.json, products.json\)\. inventory.json stays chosen\./)).toBeInTheDocument();
    expect(within(slot('Inventory')).getByText(/inventory.json is ready/)).toBeInTheDocument();
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
});

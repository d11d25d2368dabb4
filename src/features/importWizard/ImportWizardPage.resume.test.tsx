/** The wizard's page on an address that names an import: resumed from what the service and this tab have, followed once it started, or not found. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createImport } from '@/features/importWizard/api/createImport';
import { getImport } from '@/features/importHistory/api/getImport';
import { requestUploadAddress } from '@/features/importWizard/api/requestUploadAddress';
import { triggerImport } from '@/features/importWizard/api/triggerImport';
import { saveWizard } from './store/wizardStorage';
import { catalogFromCorpus, choose, newImportPath, openWizard, pressStart, slot, uploadOverApi, withWizardPlatform } from './testing/wizardPage';

withWizardPlatform();
// what the files chosen here name and delete, whatever another test imported or deleted
beforeEach(catalogFromCorpus, 30_000);

describe('the import wizard', () => {
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

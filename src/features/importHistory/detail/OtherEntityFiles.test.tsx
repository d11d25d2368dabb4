import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmImportDialog } from '@/features/importWizard/ConfirmImportDialog';
import { OtherEntityFiles } from './OtherEntityFiles';

const counts = (succeeded: number, failed = 0) => ({ dispatched: succeeded + failed, succeeded, failed });

describe('files of entity types the app does not import', () => {
  it('are shown by name, an unknown type as the service sent it, with their counts', () => {
    render(
      <OtherEntityFiles
        files={[
          { entity: 'segmentMember', importStrategy: 'full', status: 'finished', total: 5, skipped: 0, created: counts(3, 1), updated: counts(1), deleted: counts(0) },
          { entity: 'wishlist', importStrategy: 'partial', status: 'finished', total: 1, skipped: 1, created: counts(0), updated: counts(0), deleted: counts(0) },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Other entity files' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Segment members (full): 5 elements, 4 succeeded, 1 failed, 0 skipped', 'wishlist (partial): 1 element, 0 succeeded, 0 failed, 1 skipped']);
  });
});

describe('the full-import confirmation of an inventory file limited to some locations', () => {
  it('says only those locations are replaced and the others keep their stock', () => {
    render(
      <ConfirmImportDialog
        previews={{}}
        open
        confirmLabel="Delete missing and import 1 file"
        onConfirm={() => undefined}
        onCancel={() => undefined}
        fullFiles={[{ entity: 'inventory', fileName: 'stock.json', catalogCode: undefined, locationCodes: ['store-berlin', 'store-paris'], elements: 2 }]}
      />,
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'stock.json (Inventory, full, 2 elements): only the stock of store-berlin and store-paris is replaced: inventory records of those locations that this file does not contain will be deleted; every other location keeps its stock.',
    );
  });
});

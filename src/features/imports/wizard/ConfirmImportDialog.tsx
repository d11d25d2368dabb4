import { ConfirmDialog } from '@/components/ui/Dialog';
import { formatCount } from '@/i18n/format';
import { entityLabel, everyExisting } from '@/features/imports/model/entityLabels';
import { listLocations } from './locationCodes';
import type { FullFile } from './wizardPlan';

export interface ConfirmImportDialogProps {
  open: boolean;
  fullFiles: FullFile[];
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Full means delete: names every full file and what it will delete, before anything starts. */
export function ConfirmImportDialog({ open, fullFiles, confirmLabel, onConfirm, onCancel }: ConfirmImportDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={fullFiles.length === 1 ? 'A full import deletes what its file does not contain' : 'Full imports delete what their files do not contain'}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      destructive
      closesOnConfirm
    >
      <ul>
        {fullFiles.map((f) => (
          <li key={f.entity}>
            <strong>{f.fileName}</strong> ({entityLabel(f.entity)}, full
            {f.elements !== null ? `, ${formatCount(f.elements)} elements` : ''}):{' '}
            {f.locationCodes?.length ? (
              <>
                only the stock of {listLocations(f.locationCodes)} is replaced: inventory records of {f.locationCodes.length === 1 ? 'that location' : 'those locations'}{' '}
                that this file does not contain will be deleted; every other location keeps its stock.
              </>
            ) : (
              <>{everyExisting(f.entity, f.catalogCode)} that this file does not contain will be deleted.</>
            )}
            {f.elements === 0 && <strong> The file is empty: all of them will be deleted.</strong>}
          </li>
        ))}
      </ul>
      <p>To change only what the files name, choose the partial strategy instead.</p>
    </ConfirmDialog>
  );
}

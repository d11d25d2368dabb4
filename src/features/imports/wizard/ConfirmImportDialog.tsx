import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/Dialog';
import type { EntityType } from '@/api';
import { countsText } from '@/features/imports/preview/describeChange';
import type { PreviewState } from '@/features/imports/preview/useFilePreviews';
import type { FullFile } from './wizardPlan';
import { andList, type WizardT } from './wizardText';

export interface ConfirmImportDialogProps {
  open: boolean;
  fullFiles: FullFile[];
  /** each file's preview: its counts replace the general words once it is done */
  previews: Partial<Record<EntityType, PreviewState>>;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What a full file deletes: the stock of some locations, or every element of its kind (in its catalog) it does not hold. */
const deletionText = ({ entity, catalogCode, locationCodes }: FullFile, t: WizardT) => {
  if (locationCodes?.length) return t(locationCodes.length === 1 ? 'confirm.locationsOne' : 'confirm.locationsMany', { locations: andList(locationCodes, t) });
  if (catalogCode && (entity === 'category' || entity === 'product')) return t(`confirm.deletesInCatalog.${entity}`, { catalog: catalogCode });
  return t(`confirm.deletes.${entity}`);
};

/** Full means delete: names every full file and what it will delete, before anything starts. */
export function ConfirmImportDialog({ open, fullFiles, previews, confirmLabel, onConfirm, onCancel }: ConfirmImportDialogProps) {
  const { t } = useTranslation('wizard');
  return (
    <ConfirmDialog
      open={open}
      title={fullFiles.length === 1 ? t('confirm.titleOne') : t('confirm.titleMany')}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      destructive
      closesOnConfirm
    >
      <ul>
        {fullFiles.map((f) => {
          const entity = t(`entity.${f.entity}.name`);
          const preview = previews[f.entity];
          return (
            <li key={f.entity}>
              {/* a file's own name is the merchant's; words for a file whose name is not known are ours */}
              <strong translate={f.fileName === null ? undefined : 'no'}>{f.fileName ?? t(`entity.${f.entity}.theFile`)}</strong>{' '}
              {f.elements !== null ? t('confirm.factsCount', { entity, count: f.elements }) : t('confirm.facts', { entity })}{' '}
              {preview?.status === 'done' ? t('confirm.changes', { counts: countsText(t, preview.preview.counts) }) : deletionText(f, t)}
              {f.elements === 0 && <strong> {t('confirm.empty')}</strong>}
            </li>
          );
        })}
      </ul>
      <p>{t('confirm.partialInstead')}</p>
    </ConfirmDialog>
  );
}

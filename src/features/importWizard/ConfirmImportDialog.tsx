import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/Dialog';
import type { EntityType } from '@/contract';
import { entityTypes } from '@/contract/terms';
import { countsText } from '@/features/importWizard/preview/previewWords';
import type { PreviewState } from '@/features/importWizard/preview/useFilePreviews';
import type { FullFile } from './store/importPlan';
import { andList, type WizardT } from './wizardText';

/** What a full file deletes: the stock of some locations, or every element of its kind (in its catalog) it does not hold. */
const deletionText = ({ entity, catalogCode, locationCodes }: FullFile, t: WizardT) => {
  if (locationCodes?.length) return t(locationCodes.length === 1 ? 'confirm.locationsOne' : 'confirm.locationsMany', { locations: andList(locationCodes, t) });
  if (catalogCode && (entity === 'category' || entity === 'product')) return t(`confirm.deletesInCatalog.${entity}`, { catalog: catalogCode });
  return t(`confirm.deletes.${entity}`);
};

/** Full means delete: names every full file and what it deletes before anything starts; an undo (`undoOf`) names what each file changes. */
export function ConfirmImportDialog({ open, undoOf, fullFiles, previews, confirmLabel, onConfirm, onCancel }: {
  open: boolean;
  undoOf?: string | null;
  fullFiles: FullFile[];
  /** each file's preview: its counts replace the general words once it is done */
  previews: Partial<Record<EntityType, PreviewState>>;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('wizard');
  // the lists are made only while the dialog is open: the start bar renders it at every change of the wizard
  const undoList = () => (
    <ul>
      {entityTypes.flatMap((entity) => {
        const preview = previews[entity];
        if (!preview) return [];
        const counts = preview.status === 'done' ? countsText(t, preview.preview.counts) : t('confirm.undoNotCompared');
        return [<li key={entity}>{t('confirm.undoFile', { entity: t(`entity.${entity}.name`), counts })}</li>];
      })}
    </ul>
  );
  const fullList = () => (
    <>
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
    </>
  );
  return (
    <ConfirmDialog
      open={open}
      title={undoOf ? t('confirm.undoTitle', { ref: undoOf }) : fullFiles.length === 1 ? t('confirm.titleOne') : t('confirm.titleMany')}
      confirmLabel={undoOf ? t('confirm.undo') : confirmLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      destructive
      closesOnConfirm
    >
      {open && (undoOf ? undoList() : fullList())}
    </ConfirmDialog>
  );
}

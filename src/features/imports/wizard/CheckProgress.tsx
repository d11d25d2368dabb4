import { useTranslation } from 'react-i18next';
import type { EntityType } from '@/api';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatBytes } from '@/i18n/format';
import { useWizard } from './useWizard';
import type { WizardStore } from './wizardStore';

/** The check of a slot's file as it runs; the report replaces it at the end. */
export function CheckProgress({ store, entity, fileName }: { store: WizardStore; entity: EntityType; fileName: string }) {
  const { t } = useTranslation('wizard');
  const progress = useWizard(store, (s) => {
    const { check } = s.slots[entity];
    return check.status === 'checking' ? check.progress : null;
  });
  return (
    <ProgressBar
      label={t('check.label', { name: fileName })}
      value={progress?.bytesChecked ?? 0}
      max={progress?.totalBytes || 1}
      // "40 MB of 100 MB checked · 52,000 elements so far"
      valueText={
        progress
          ? t('check.progress', { checked: formatBytes(progress.bytesChecked), total: formatBytes(progress.totalBytes ?? 0), count: progress.elements })
          : t('check.starting')
      }
    />
  );
}

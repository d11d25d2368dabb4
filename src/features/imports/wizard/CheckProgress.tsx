import type { EntityType } from '@/api';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatBytes, plural } from '@/i18n/format';
import type { CheckProgress as Progress } from '@/features/imports/checker/checkResult';
import { useWizard } from './useWizard';
import type { WizardStore } from './wizardStore';

/** "40 MB of 100 MB checked · 52,000 elements so far" */
const checkProgressText = (p: Progress | null) =>
  p ? `${formatBytes(p.bytesChecked)} of ${formatBytes(p.totalBytes ?? 0)} checked · ${plural(p.elements, 'element')} so far` : 'Starting the check…';

/** The check of a slot's file as it runs; the report replaces it at the end. */
export function CheckProgress({ store, entity, fileName }: { store: WizardStore; entity: EntityType; fileName: string }) {
  const progress = useWizard(store, (s) => {
    const { check } = s.slots[entity];
    return check.status === 'checking' ? check.progress : null;
  });
  return (
    <ProgressBar
      label={`Check of ${fileName}`}
      value={progress?.bytesChecked ?? 0}
      max={progress?.totalBytes || 1}
      valueText={checkProgressText(progress)}
    />
  );
}

import { useCallback } from 'react';
import type { EntityType } from '@/api';
import { LiveProgressBar, type ProgressReading } from '@/components/ui/ProgressBar';
import { formatBytes, plural } from '@/lib/format';
import type { CheckProgress } from '@/features/imports/checker/checkResult';
import { useCheckProgressReader } from './useLiveWizard';
import type { WizardStore } from './wizardStore';

export const checkReading = (p: CheckProgress | null): ProgressReading => {
  const total = p?.totalBytes ?? 0;
  return {
    value: p?.bytesChecked ?? 0,
    max: total || 1,
    valueText: p ? `${formatBytes(p.bytesChecked)} of ${formatBytes(total)} checked · ${plural(p.elements, 'element')} so far` : 'Starting the check…',
  };
};

/**
 * The check of a slot's file as it runs. A progress message from the checker's worker moves this
 * bar without rendering anything of the wizard (LiveProgressBar); the report replaces it at the end.
 */
export function LiveCheckProgress({ store, entity, fileName }: { store: WizardStore; entity: EntityType; fileName: string }) {
  const progress = useCheckProgressReader(store, entity);
  const read = useCallback(() => checkReading(progress()), [progress]);
  return <LiveProgressBar label={`Check of ${fileName}`} read={read} subscribe={store.subscribe} />;
}

import type { EntityType } from '@/api';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatBytes, plural } from '@/lib/format';
import { useLiveCheckProgress } from '@/features/imports/wizard/useLiveWizard';
import type { WizardStore } from '@/features/imports/wizard/wizardStore';

/**
 * The check of a slot's file as it runs. It alone reads the slot live, so a progress message from
 * the checker's worker re-renders this bar and nothing else of the wizard.
 */
export function LiveCheckProgress({ store, entity, fileName }: { store: WizardStore; entity: EntityType; fileName: string }) {
  const p = useLiveCheckProgress(store, entity);
  const total = p?.totalBytes ?? 0;
  const text = p ? `${formatBytes(p.bytesChecked)} of ${formatBytes(total)} checked · ${plural(p.elements, 'element')} so far` : 'Starting the check…';
  return <ProgressBar label={`Check of ${fileName}`} value={p?.bytesChecked ?? 0} max={total || 1} valueText={text} />;
}

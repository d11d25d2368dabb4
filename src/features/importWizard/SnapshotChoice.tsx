import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatCount } from '@/i18n/format';
import type { SnapshotKeep } from '@/features/snapshots';
import { useWizardSelection } from './store/useWizardSelection';
import type { WizardStore } from './store/wizardStore';
import { manyDescriptionReads, type useSnapshotPlan } from './useSnapshotPlan';

/** Where the snapshot before the start goes, chosen while files are chosen. */
export function SnapshotChoice({ store, plan, canChoose }: { store: WizardStore; plan: ReturnType<typeof useSnapshotPlan>; canChoose: boolean }) {
  const { t } = useTranslation('wizard');
  const name = useId();
  const taken = useWizardSelection(store, (s) => s.snapshot.status !== 'none');
  if (taken || !canChoose || !plan.relevant) return null;
  const options: { value: SnapshotKeep | 'none'; label: string; disabled?: boolean }[] = [
    { value: 'browser', label: t('snapshot.browser', { size: formatBytes(plan.needed) }), disabled: !plan.roomy },
    { value: 'download', label: t('snapshot.download') },
    { value: 'none', label: t('snapshot.none') },
  ];
  return (
    <fieldset className="wizard-snapshot">
      <legend>{t('snapshot.legend')}</legend>
      {!plan.roomy && (
        <p className="muted">{plan.free === null ? t('snapshot.roomUnknown') : t('snapshot.noRoom', { free: formatBytes(plan.free), size: formatBytes(plan.needed) })}</p>
      )}
      {options.map((o) => (
        <label key={o.value}>
          <input type="radio" name={name} value={o.value} checked={plan.choice === o.value} disabled={o.disabled} onChange={() => store.chooseSnapshot(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
      {plan.choice !== 'none' && plan.described > 0 && (
        <>
          <label>
            <input type="checkbox" checked={plan.describe} onChange={(e) => store.chooseSnapshotDescriptions(e.target.checked)} aria-describedby={`${name}-descriptions`} />
            <span>{t('snapshot.descriptions', { count: plan.descriptionReads, products: formatCount(plan.described) })}</span>
          </label>
          <p className="muted" id={`${name}-descriptions`}>
            {plan.descriptionReads > manyDescriptionReads && `${t('snapshot.descriptionsMany')} `}
            {t('snapshot.descriptionsWithout')}
          </p>
        </>
      )}
    </fieldset>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityType } from '@/contract';
import { Button } from '@/components/ui/Button';
import { Alert } from '@/components/ui/Alert';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { catalogEntityTypes, isOneOf } from '@/contract/terms';
import { formatBytes, formatCount, formatPercent } from '@/i18n/format';
import { describeError } from '@/lib/errors';
import type { PreviewState } from '@/features/importWizard/preview/useFilePreviews';
import { freeStorage, manifestBytes } from '@/engine';
import { snapshotBytes, type SnapshotKeep, type SnapshotProgress } from '@/features/snapshots';
import { previewSubjectsOf } from './store/slotRules';
import { useWizardSelection } from './store/useWizardSelection';
import type { WizardState } from './store/wizardState';
import type { WizardStore } from './store/wizardStore';
import { sentences, type WizardT } from './wizardText';

/** Whether a snapshot is worth taking, its size, and where it goes: as chosen, else the browser; a download when it has no room (unknown: no). */
export function useSnapshotPlan(state: WizardState, previews: Partial<Record<EntityType, PreviewState>>) {
  const { data: free = null } = useQuery({ queryKey: ['browser', 'freeStorage'], queryFn: freeStorage, staleTime: 10_000 });
  const files = previewSubjectsOf(state).map(({ entity, file }) => {
    const check = state.slots[entity].check;
    const elements = check.status === 'done' ? check.result.elements : 0;
    const preview = previews[entity];
    // until the preview says, every element may change
    const counts = preview?.status === 'done' ? preview.preview.counts : { new: 0, changed: elements, deleted: 0 };
    return { bytes: file.size, elements, changed: counts.changed, deleted: counts.deleted, created: counts.new };
  });
  const relevant = files.some((f) => f.changed + f.deleted + f.created > 0);
  // the products it restores, and the description reads that takes: one per product and locale (until the preview says, every element, one locale)
  const restored = previewSubjectsOf(state).flatMap(({ entity }) => {
    if (entity !== 'product') return [];
    const preview = previews[entity];
    const check = state.slots[entity].check;
    if (preview?.status === 'done') return [{ products: preview.preview.counts.changed + preview.preview.counts.deleted, locales: Math.max(1, preview.preview.reach.locales.length) }];
    return [{ products: check.status === 'done' ? check.result.elements : 0, locales: 1 }];
  });
  const described = restored.reduce((sum, r) => sum + r.products, 0);
  const descriptionReads = restored.reduce((sum, r) => sum + r.products * r.locales, 0);
  const describe = described > 0 && (state.snapshotDescriptions ?? descriptionReads <= manyDescriptionReads);
  const needed = snapshotBytes(files);
  const roomy = free !== null && needed <= free;
  const chosen = state.snapshotChoice ?? (roomy ? 'browser' : 'download');
  const choice = !relevant ? 'none' : chosen === 'browser' && !roomy ? 'download' : chosen;
  return { relevant, needed, roomy, free, choice, described, descriptionReads, describe };
}

/** more description reads than a snapshot makes unless asked: at six at a time, several minutes */
const manyDescriptionReads = 2_000;

/**
 * The snapshot's step in its own words: "Taking the snapshot: 40 % of the products file read (file 1 of 2)", or, while a
 * full file's catalog is gone through for what it deletes, "Taking the snapshot: 12 of 30 products in the catalog read".
 */
const snapshotProgressText = (p: SnapshotProgress, t: WizardT) => {
  const of = p.files > 1 ? t('snapshot.fileOf', { file: p.file, files: p.files }) : '';
  if (p.step === 'deletions' && isOneOf(catalogEntityTypes, p.entity)) {
    return sentences(t(`snapshot.deletions.${p.entity}`, { done: p.stepDone, count: p.stepTotal }), of);
  }
  const percent = formatPercent(p.stepTotal > 0 ? p.stepDone / p.stepTotal : 0);
  return sentences(t('snapshot.reading', { percent, file: t(`entity.${p.entity}.file`) }), of);
};

/** The snapshot once the start asked for it: its progress, its failure (the start waits) or where it is. */
export function SnapshotStatus({ store }: { store: WizardStore }) {
  const { t } = useTranslation('wizard');
  // its progress too, which the bar beside the button does not render again for
  const snapshot = useWizardSelection(store, (s) => s.snapshot);

  if (snapshot.status === 'taking') {
    const { progress } = snapshot;
    return (
      <ProgressBar
        label={t('snapshot.progressLabel')}
        value={progress?.done ?? 0}
        max={progress?.total || 1}
        valueText={progress ? snapshotProgressText(progress, t) : t('snapshot.starting')}
      />
    );
  }
  if (snapshot.status === 'failed') {
    const full = snapshot.error instanceof DOMException && snapshot.error.name === 'QuotaExceededError';
    return (
      <Alert tone="danger" title={t('snapshot.failedTitle')}>
        <p>{full ? t('snapshot.failedFull') : t('snapshot.failed', { error: describeError(snapshot.error, t) })}</p>
        <div className="row">
          {!full && <Button onClick={() => store.retrySnapshot(snapshot.keep)}>{t('snapshot.tryAgain')}</Button>}
          {snapshot.keep === 'browser' && <Button onClick={() => store.retrySnapshot('download')}>{t('snapshot.downloadInstead')}</Button>}
          <Button onClick={() => store.retrySnapshot('none')}>{t('snapshot.startWithout')}</Button>
        </div>
      </Alert>
    );
  }
  if (snapshot.status === 'taken') {
    return (
      <p className="muted">
        {snapshot.keep === 'browser' ? t('snapshot.kept', { size: formatBytes(manifestBytes(snapshot.manifest)) }) : t('snapshot.downloaded', { count: snapshot.manifest.files.length })}
      </p>
    );
  }
  return null;
}

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

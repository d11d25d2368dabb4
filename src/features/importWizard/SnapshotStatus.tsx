import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Alert } from '@/components/ui/Alert';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { catalogEntityTypes, isOneOf } from '@/contract/terms';
import { formatBytes, formatPercent } from '@/i18n/format';
import { describeError } from '@/lib/errors';
import { manifestBytes } from '@/engine';
import type { SnapshotProgress } from '@/features/snapshots';
import { useWizardSelection } from './store/useWizardSelection';
import type { WizardStore } from './store/wizardStore';
import { sentences, type WizardT } from './wizardText';

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

import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { entityTypes } from '@/contract/terms';
import type { EntityType } from '@/contract';
import { Button } from '@/components/ui/Button';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatBytes, formatDuration } from '@/i18n/format';
import { isActiveUpload, type UploadState } from '@/features/importWizard/upload/uploadQueue';
import { useWizardSelection } from './store/useWizardSelection';
import type { WizardStore } from './store/wizardStore';
import type { WizardT } from './wizardText';

const uploadedShare = (u: Pick<UploadState, 'loaded' | 'total'>) => (u.total > 0 ? Math.floor((u.loaded / u.total) * 100) : 0);

const fileUploadText = (u: UploadState, t: WizardT) => {
  const part = { loaded: formatBytes(u.loaded), total: formatBytes(u.total) };
  switch (u.status) {
    case 'uploading':
      // "40 MB of 100 MB · 40 % · 12 s left"
      return t('upload.transfer', {
        ...part,
        percent: uploadedShare(u),
        left: u.secondsLeft === null ? t('upload.timeUnknown') : t('upload.timeLeft', { duration: formatDuration(u.secondsLeft * 1000) }),
      });
    case 'done':
      return t('upload.sizeUploaded', { size: formatBytes(u.total) });
    case 'waiting':
      return t('upload.sizeWaiting', { size: formatBytes(u.total) });
    case 'preparing':
      return t('upload.sizePreparing', { size: formatBytes(u.total) });
    case 'retrying':
      return t('upload.partRetrying', part);
    case 'failed':
      return t('upload.partFailed', part);
    case 'cancelled':
      return t('upload.partCancelled', part);
  }
};

const sentOf = (upload: UploadState) => (upload.status === 'done' ? upload.total : upload.loaded);

/** The uploads at the top of the page while they run: all files together, then each file (the slots announce each change). */
export function UploadProgress({ store }: { store: WizardStore }) {
  const { t } = useTranslation('wizard');
  const slots = useWizardSelection(store, (s) => s.slots);
  const files = entityTypes.flatMap((entity) => {
    const { upload, file } = slots[entity];
    return upload && file ? [{ entity, name: file.name, upload }] : [];
  });
  if (!files.some((f) => isActiveUpload(f.upload))) return null;
  const loaded = files.reduce((sum, f) => sum + sentOf(f.upload), 0);
  const total = files.reduce((sum, f) => sum + f.upload.total, 0);
  return (
    <section className="card stack wizard-uploads" aria-label={t('upload.regionLabel')}>
      <ProgressBar
        label={t('upload.allFiles')}
        value={loaded}
        max={total || 1}
        valueText={t('upload.share', { loaded: formatBytes(loaded), total: formatBytes(total), percent: uploadedShare({ loaded, total }) })}
      />
      <ul className="wizard-upload-files">
        {files.map(({ entity, name, upload }) => (
          <li key={entity}>
            <ProgressBar
              label={t('upload.file', { name })}
              tone={upload.status === 'done' ? 'success' : upload.status === 'failed' ? 'danger' : 'info'}
              value={sentOf(upload)}
              max={upload.total || 1}
              valueText={t('upload.fileProgress', { name, progress: fileUploadText(upload, t) })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One slot's upload: progress, retries, and a cancel that names the file. Not a live region: the slot announces each change. */
export function UploadStatus({ store, entity, fileName }: { store: WizardStore; entity: EntityType; fileName: string }) {
  const { t } = useTranslation('wizard');
  const upload = useWizardSelection(store, (s) => s.slots[entity].upload);
  if (!upload) return null;
  const cancel = (
    <Button variant="secondary" onClick={() => store.cancelUpload(entity)}>
      {t('upload.cancel', { name: fileName })}
    </Button>
  );
  const again = (
    <Button variant="primary" onClick={() => store.retryUpload(entity)}>
      {t('upload.again', { name: fileName })}
    </Button>
  );
  switch (upload.status) {
    case 'preparing':
    case 'waiting':
    case 'uploading':
      // the bar itself is at the top of the page, with the others (UploadProgress)
      return (
        <div className={upload.status === 'preparing' ? 'stack' : 'row-between'}>
          <p>
            {upload.status === 'preparing'
              ? (upload.message ?? t('upload.preparing', { name: fileName }))
              : upload.status === 'waiting'
                ? t('upload.waiting', { name: fileName })
                : t('upload.uploading', { name: fileName, percent: uploadedShare(upload) })}
          </p>
          {cancel}
        </div>
      );
    case 'retrying':
      return (
        <Alert announce={false} tone="warning" title={t('upload.interruptedTitle', { name: fileName })} action={cancel}>
          {upload.message}
        </Alert>
      );
    case 'done':
      // the file's size is on its line already
      return <Alert announce={false} tone="success" title={t('upload.doneTitle', { name: fileName })} />;
    case 'failed':
      return (
        <Alert announce={false} tone="danger" title={t('upload.failedTitle', { name: fileName })} action={again}>
          {upload.message}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert announce={false} tone="info" title={t('upload.cancelledTitle', { name: fileName })} action={again}>
          {t('upload.cancelledBody')}
        </Alert>
      );
  }
}


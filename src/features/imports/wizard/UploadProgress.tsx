import { useTranslation } from 'react-i18next';
import { entityTypes } from '@/api/terms';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatBytes } from '@/i18n/format';
import { isActiveUpload, type UploadState } from '@/features/imports/upload/uploadQueue';
import { useWizard } from './useWizard';
import type { WizardStore } from './wizardStore';
import { describeTransfer, uploadedShare } from './UploadStatus';
import { say, text, type Text } from './wizardText';

const fileUploadText = (u: UploadState): Text => {
  const part = { loaded: formatBytes(u.loaded), total: formatBytes(u.total) };
  switch (u.status) {
    case 'uploading':
      return describeTransfer(u);
    case 'done':
      return text('upload.sizeUploaded', { size: formatBytes(u.total) });
    case 'waiting':
      return text('upload.sizeWaiting', { size: formatBytes(u.total) });
    case 'preparing':
      return text('upload.sizePreparing', { size: formatBytes(u.total) });
    case 'retrying':
      return text('upload.partRetrying', part);
    case 'failed':
      return text('upload.partFailed', part);
    case 'cancelled':
      return text('upload.partCancelled', part);
  }
};

const sentOf = (upload: UploadState) => (upload.status === 'done' ? upload.total : upload.loaded);

const toneOf = (upload: UploadState) => (upload.status === 'done' ? 'success' : upload.status === 'failed' ? 'danger' : 'info');

/**
 * The uploads at the top of the page while they run: all files together, then each file. The
 * slots' own live regions announce each file's changes.
 */
export function UploadProgress({ store }: { store: WizardStore }) {
  const { t } = useTranslation('wizard');
  const slots = useWizard(store, (s) => s.slots);
  const files = entityTypes.flatMap((entity) => {
    const { upload, file } = slots[entity];
    return upload && file ? [{ entity, name: file.name, upload }] : [];
  });
  if (!files.some((f) => isActiveUpload(f.upload))) return null;
  // all files together: the bytes sent of the bytes of every file that has an upload
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
            {/* e.g. "products.json: 40 MB of 100 MB · 40 % · 12 s left" */}
            <ProgressBar
              label={t('upload.file', { name })}
              tone={toneOf(upload)}
              value={sentOf(upload)}
              max={upload.total || 1}
              valueText={t('upload.fileProgress', { name, progress: say(t, fileUploadText(upload)) })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

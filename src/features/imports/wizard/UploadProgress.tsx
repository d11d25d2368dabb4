import { useTranslation } from 'react-i18next';
import type { EntityType } from '@/api';
import { entityTypes } from '@/api/terms';
import { ProgressBar, type ProgressBarProps } from '@/components/ui/ProgressBar';
import { formatBytes } from '@/i18n/format';
import { isActiveUpload, type UploadState } from '@/features/imports/upload/uploadState';
import { useWizard } from './useWizard';
import type { SlotState } from './wizardState';
import type { WizardStore } from './wizardStore';
import { describeTransfer, uploadedShare } from './UploadStatus';
import { say, text, type Text, type WizardT } from './wizardText';

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

const barOf = (upload: UploadState) => ({ value: upload.status === 'done' ? upload.total : upload.loaded, max: upload.total || 1 });

const toneOf = (upload: UploadState) => (upload.status === 'done' ? 'success' : upload.status === 'failed' ? 'danger' : 'info');

type ProgressReading = Pick<ProgressBarProps, 'value' | 'max' | 'valueText'>;

/** All files together: the bytes sent of the bytes of every file that has an upload. */
const overallReading = (t: WizardT, slots: Record<EntityType, SlotState>): ProgressReading => {
  let loaded = 0;
  let total = 0;
  for (const entity of entityTypes) {
    const { upload, file } = slots[entity];
    if (!upload || !file) continue;
    loaded += barOf(upload).value;
    total += upload.total;
  }
  const valueText = t('upload.share', { loaded: formatBytes(loaded), total: formatBytes(total), percent: uploadedShare({ loaded, total }) });
  return { value: loaded, max: total || 1, valueText };
};

/** One file's bar, e.g. "products.json: 40 MB of 100 MB · 40 % · 12 s left". */
const fileReading = (t: WizardT, name: string, upload: UploadState): ProgressReading => ({
  ...barOf(upload),
  valueText: t('upload.fileProgress', { name, progress: say(t, fileUploadText(upload)) }),
});

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
  return (
    <section className="card stack wizard-uploads" aria-label={t('upload.regionLabel')}>
      <ProgressBar label={t('upload.allFiles')} {...overallReading(t, slots)} />
      <ul className="wizard-upload-files">
        {files.map(({ entity, name, upload }) => (
          <li key={entity}>
            <ProgressBar label={t('upload.file', { name })} tone={toneOf(upload)} {...fileReading(t, name, upload)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

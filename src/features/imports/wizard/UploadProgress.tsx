import type { EntityType } from '@/api';
import { entityTypes } from '@/api/terms';
import { ProgressBar, type ProgressBarProps } from '@/components/ui/ProgressBar';
import { formatBytes } from '@/i18n/format';
import { isActiveUpload, type UploadState } from '@/features/imports/upload/uploadState';
import { useWizard } from './useWizard';
import type { SlotState } from './wizardState';
import type { WizardStore } from './wizardStore';
import { describeTransfer, uploadedShare } from './UploadStatus';

const fileUploadText = (u: UploadState) => {
  switch (u.status) {
    case 'uploading':
      return describeTransfer(u);
    case 'done':
      return `${formatBytes(u.total)} · uploaded`;
    case 'waiting':
      return `${formatBytes(u.total)} · waiting for its turn`;
    case 'preparing':
      return `${formatBytes(u.total)} · getting an upload address`;
    case 'retrying':
      return `${formatBytes(u.loaded)} of ${formatBytes(u.total)} · interrupted, trying again`;
    case 'failed':
      return `${formatBytes(u.loaded)} of ${formatBytes(u.total)} · failed`;
    case 'cancelled':
      return `${formatBytes(u.loaded)} of ${formatBytes(u.total)} · cancelled`;
  }
};

const barOf = (upload: UploadState) => ({ value: upload.status === 'done' ? upload.total : upload.loaded, max: upload.total || 1 });

const toneOf = (upload: UploadState) => (upload.status === 'done' ? 'success' : upload.status === 'failed' ? 'danger' : 'info');

type ProgressReading = Pick<ProgressBarProps, 'value' | 'max' | 'valueText'>;

/** All files together: the bytes sent of the bytes of every file that has an upload. */
const overallReading = (slots: Record<EntityType, SlotState>): ProgressReading => {
  let loaded = 0;
  let total = 0;
  for (const entity of entityTypes) {
    const { upload, file } = slots[entity];
    if (!upload || !file) continue;
    loaded += barOf(upload).value;
    total += upload.total;
  }
  return { value: loaded, max: total || 1, valueText: `${formatBytes(loaded)} of ${formatBytes(total)} · ${uploadedShare({ loaded, total })} %` };
};

/** One file's bar, e.g. "products.json: 40 MB of 100 MB · 40 % · 12 s left". */
export const fileReading = (name: string, upload: UploadState): ProgressReading => ({ ...barOf(upload), valueText: `${name}: ${fileUploadText(upload)}` });

/**
 * The uploads at the top of the page while they run: all files together, then each file. The
 * slots' own live regions announce each file's changes.
 */
export function UploadProgress({ store }: { store: WizardStore }) {
  const slots = useWizard(store, (s) => s.slots);
  const files = entityTypes.flatMap((entity) => {
    const { upload, file } = slots[entity];
    return upload && file ? [{ entity, name: file.name, upload }] : [];
  });
  if (!files.some((f) => isActiveUpload(f.upload))) return null;
  return (
    <section className="card stack wizard-uploads" aria-label="Uploads">
      <ProgressBar label="Upload of all files" {...overallReading(slots)} />
      <ul className="wizard-upload-files">
        {files.map(({ entity, name, upload }) => (
          <li key={entity}>
            <ProgressBar label={`Upload of ${name}`} tone={toneOf(upload)} {...fileReading(name, upload)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

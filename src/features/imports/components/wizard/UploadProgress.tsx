import { entityTypes } from '@/api/terms';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatBytes } from '@/lib/format';
import { isActiveUpload, type UploadState } from '@/features/imports/upload/uploadState';
import { useLiveSlots } from '@/features/imports/wizard/useLiveWizard';
import type { WizardStore } from '@/features/imports/wizard/wizardStore';
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

/**
 * The uploads at the top of the page while they run: all files together, then each file. It reads
 * the slots live, progress a few times a second; the slots' own live regions announce each file's changes.
 */
export function UploadProgress({ store }: { store: WizardStore }) {
  const slots = useLiveSlots(store);
  const files = entityTypes.flatMap((entity) => {
    const { upload, file } = slots[entity];
    return upload && file ? [{ entity, name: file.name, upload }] : [];
  });
  if (!files.some((f) => isActiveUpload(f.upload))) return null;
  const loaded = files.reduce((sum, f) => sum + (f.upload.status === 'done' ? f.upload.total : f.upload.loaded), 0);
  const total = files.reduce((sum, f) => sum + f.upload.total, 0);
  const overall = `${formatBytes(loaded)} of ${formatBytes(total)} · ${uploadedShare({ loaded, total })} %`;
  return (
    <section className="card stack wizard-uploads" aria-label="Uploads">
      <ProgressBar label="Upload of all files" value={loaded} max={total || 1} valueText={overall} />
      <ul className="wizard-upload-files">
        {files.map(({ entity, name, upload }) => (
          <li key={entity}>
            <ProgressBar
              label={`Upload of ${name}`}
              value={upload.status === 'done' ? upload.total : upload.loaded}
              max={upload.total || 1}
              valueText={`${name}: ${fileUploadText(upload)}`}
              tone={upload.status === 'done' ? 'success' : upload.status === 'failed' ? 'danger' : 'info'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useCallback } from 'react';
import type { EntityType } from '@/api';
import { entityTypes } from '@/api/terms';
import { LiveProgressBar, type ProgressReading, type ProgressTone } from '@/components/ui/ProgressBar';
import { formatBytes } from '@/lib/format';
import { isActiveUpload, type UploadState } from '@/features/imports/upload/uploadState';
import { liveSlots } from './useLiveWizard';
import { useSettledState } from './useSettledState';
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

/** All files together: the bytes sent of the bytes of every file that has an upload. */
export const overallReading = (slots: Record<EntityType, SlotState>): ProgressReading => {
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

function FileUploadBar({ store, entity, name, tone }: { store: WizardStore; entity: EntityType; name: string; tone: ProgressTone }) {
  const read = useCallback(() => {
    const upload = liveSlots(store)[entity].upload;
    return upload ? fileReading(name, upload) : { value: 0, max: 1, valueText: name };
  }, [store, entity, name]);
  return <LiveProgressBar label={`Upload of ${name}`} tone={tone} read={read} subscribe={store.subscribe} />;
}

/**
 * The uploads at the top of the page while they run: all files together, then each file. It
 * renders when an upload starts, ends or changes status (the settled state); the bars move between
 * renders without React (LiveProgressBar), so a step of an upload renders nothing. The slots' own
 * live regions announce each file's changes.
 */
export function UploadProgress({ store }: { store: WizardStore }) {
  const slots = useSettledState(store)?.slots;
  const readOverall = useCallback(() => overallReading(liveSlots(store)), [store]);
  if (!slots) return null;
  const files = entityTypes.flatMap((entity) => {
    const { upload, file } = slots[entity];
    return upload && file ? [{ entity, name: file.name, upload }] : [];
  });
  if (!files.some((f) => isActiveUpload(f.upload))) return null;
  return (
    <section className="card stack wizard-uploads" aria-label="Uploads">
      <LiveProgressBar label="Upload of all files" read={readOverall} subscribe={store.subscribe} />
      <ul className="wizard-upload-files">
        {files.map(({ entity, name, upload }) => (
          <li key={entity}>
            <FileUploadBar store={store} entity={entity} name={name} tone={toneOf(upload)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

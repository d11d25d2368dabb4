import { Button } from '@/components/ui/Button';
import { formatBytes, formatDuration } from '@/i18n/format';
import type { UploadState } from '@/features/imports/upload/uploadState';
import { SlotNotice } from './SlotNotice';
import type { EntityType } from '@/api';
import { useWizard } from './useWizard';
import type { WizardStore } from './wizardStore';

export interface UploadStatusProps {
  fileName: string;
  upload: UploadState;
  onCancel: () => void;
  onRetry: () => void;
}

export const uploadedShare = (u: Pick<UploadState, 'loaded' | 'total'>) => (u.total > 0 ? Math.floor((u.loaded / u.total) * 100) : 0);

/** "40 MB of 100 MB · 40 % · 12 s left" */
export const describeTransfer = (u: UploadState) => {
  const pct = uploadedShare(u);
  const left = u.secondsLeft === null ? 'working out the time left' : `${formatDuration(u.secondsLeft * 1000)} left`;
  return `${formatBytes(u.loaded)} of ${formatBytes(u.total)} · ${pct} % · ${left}`;
};

/**
 * One file's way to the service: progress with time left, retries, and a cancel that names the
 * file. Not a live region: the slot announces each change (slotAnnouncement).
 */
export function UploadStatus({ fileName, upload, onCancel, onRetry }: UploadStatusProps) {
  const cancel = (
    <Button variant="secondary" onClick={onCancel}>
      Cancel upload of {fileName}
    </Button>
  );
  const again = (
    <Button variant="primary" onClick={onRetry}>
      Upload {fileName} again
    </Button>
  );
  switch (upload.status) {
    case 'waiting':
      return (
        <div className="row-between">
          <p>Waiting to upload {fileName}: the other files go first.</p>
          {cancel}
        </div>
      );
    case 'preparing':
      return (
        <div className="stack">
          <p>{upload.message ?? `Getting an upload address for ${fileName}…`}</p>
          {cancel}
        </div>
      );
    case 'uploading':
      // the bar itself is at the top of the page, with the others (UploadProgress)
      return (
        <div className="row-between">
          <p>
            Uploading {fileName}: {uploadedShare(upload)} %
          </p>
          {cancel}
        </div>
      );
    case 'retrying':
      return (
        <SlotNotice tone="warning" title={`The upload of ${fileName} was interrupted`} action={cancel}>
          {upload.message}
        </SlotNotice>
      );
    case 'done':
      return (
        <SlotNotice tone="success" title={`${fileName} uploaded`}>
          All {formatBytes(upload.total)} arrived.
        </SlotNotice>
      );
    case 'failed':
      return (
        <SlotNotice tone="danger" title={`The upload of ${fileName} failed`} action={again}>
          {upload.message}
        </SlotNotice>
      );
    case 'cancelled':
      return (
        <SlotNotice tone="info" title={`The upload of ${fileName} was cancelled`} action={again}>
          The import starts once every chosen file is uploaded: upload it again, or replace it.
        </SlotNotice>
      );
  }
}

/** The upload of a slot's file, with its cancel and retry. */
export function LiveUploadStatus({ store, entity, fileName }: { store: WizardStore; entity: EntityType; fileName: string }) {
  const upload = useWizard(store, (s) => s.slots[entity].upload);
  if (!upload) return null;
  return <UploadStatus fileName={fileName} upload={upload} onCancel={() => store.cancelUpload(entity)} onRetry={() => store.retryUpload(entity)} />;
}

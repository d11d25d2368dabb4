import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatBytes, formatDuration } from '@/i18n/format';
import type { UploadState } from '@/features/imports/upload/uploadQueue';
import { SlotNotice } from './SlotNotice';
import type { EntityType } from '@/api';
import { useWizard } from './useWizard';
import type { WizardStore } from './wizardStore';
import { text, type Text } from './wizardText';

export const uploadedShare = (u: Pick<UploadState, 'loaded' | 'total'>) => (u.total > 0 ? Math.floor((u.loaded / u.total) * 100) : 0);

/** "40 MB of 100 MB · 40 % · 12 s left" */
export const describeTransfer = (u: UploadState): Text =>
  text('upload.transfer', {
    loaded: formatBytes(u.loaded),
    total: formatBytes(u.total),
    percent: uploadedShare(u),
    left: u.secondsLeft === null ? text('upload.timeUnknown') : text('upload.timeLeft', { duration: formatDuration(u.secondsLeft * 1000) }),
  });

/**
 * One slot's upload on its way to the service: progress with time left, retries, and a cancel that names the
 * file. Not a live region: the slot announces each change (slotAnnouncement).
 */
export function UploadStatus({ store, entity, fileName }: { store: WizardStore; entity: EntityType; fileName: string }) {
  const { t } = useTranslation('wizard');
  const upload = useWizard(store, (s) => s.slots[entity].upload);
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
      return (
        <div className="stack">
          <p>{upload.message ?? t('upload.preparing', { name: fileName })}</p>
          {cancel}
        </div>
      );
    case 'waiting':
    case 'uploading':
      // the bar itself is at the top of the page, with the others (UploadProgress)
      return (
        <div className="row-between">
          <p>
            {upload.status === 'waiting'
              ? t('upload.waiting', { name: fileName })
              : t('upload.uploading', { name: fileName, percent: uploadedShare(upload) })}
          </p>
          {cancel}
        </div>
      );
    case 'retrying':
      return (
        <SlotNotice tone="warning" title={t('upload.interruptedTitle', { name: fileName })} action={cancel}>
          {upload.message}
        </SlotNotice>
      );
    case 'done':
      return (
        <SlotNotice tone="success" title={t('upload.doneTitle', { name: fileName })}>
          {t('upload.doneBody', { size: formatBytes(upload.total) })}
        </SlotNotice>
      );
    case 'failed':
      return (
        <SlotNotice tone="danger" title={t('upload.failedTitle', { name: fileName })} action={again}>
          {upload.message}
        </SlotNotice>
      );
    case 'cancelled':
      return (
        <SlotNotice tone="info" title={t('upload.cancelledTitle', { name: fileName })} action={again}>
          {t('upload.cancelledBody')}
        </SlotNotice>
      );
  }
}


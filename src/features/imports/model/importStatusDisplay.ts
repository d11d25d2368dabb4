import type { EntityFileStatus, ImportStatus } from '@/api';
import type { BadgeTone } from '@/components/ui/Badge';
import { i18next } from '@/i18n/i18n';

export interface StatusDisplay {
  label: string;
  tone: BadgeTone;
  /** one sentence saying what the state means for the merchant */
  description: string;
}

const importStatusTone: Record<ImportStatus, BadgeTone> = { new: 'neutral', started: 'info', processing: 'info', finished: 'success', aborted: 'danger' };

const entityFileStatusTone: Record<EntityFileStatus, BadgeTone> = {
  awaitingUpload: 'neutral',
  uploaded: 'neutral',
  queued: 'info',
  processing: 'info',
  finished: 'success',
  failed: 'danger',
  skipped: 'warning',
};

/** An import's status in words (`imports:status.*`), read in the page's language when called. */
export const importStatusLabel = (status: ImportStatus) => i18next.t(`imports:status.${status}`);

export const importStatusDisplay = (status: ImportStatus): StatusDisplay => ({
  label: importStatusLabel(status),
  tone: importStatusTone[status],
  description: i18next.t(`imports:statusDescription.${status}`),
});

export const entityFileStatusDisplay = (status: EntityFileStatus): StatusDisplay => ({
  label: i18next.t(`imports:fileStatus.${status}`),
  tone: entityFileStatusTone[status],
  description: i18next.t(`imports:fileStatusDescription.${status}`),
});

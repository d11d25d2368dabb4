import type { EntityFileStatus, ImportStatus } from '@/api';
import type { BadgeTone } from '@/components/ui/Badge';

export interface StatusDisplay {
  label: string;
  tone: BadgeTone;
  /** one sentence saying what the state means for the merchant */
  description: string;
}

export const importStatusDisplay: Record<ImportStatus, StatusDisplay> = {
  new: { label: 'Not started', tone: 'neutral', description: 'Created, but not started yet: files can still be added.' },
  started: { label: 'Started', tone: 'info', description: 'Started: its files are waiting to be processed.' },
  processing: { label: 'Processing', tone: 'info', description: 'Its files are being processed.' },
  finished: { label: 'Finished', tone: 'success', description: 'Every file was processed.' },
  aborted: { label: 'Aborted', tone: 'danger', description: 'A file could not be read; the files that depend on it were skipped.' },
};

export const entityFileStatusDisplay: Record<EntityFileStatus, StatusDisplay> = {
  awaitingUpload: { label: 'Waiting for its file', tone: 'neutral', description: 'An upload address was issued, but no file arrived.' },
  uploaded: { label: 'Uploaded', tone: 'neutral', description: 'The file arrived; it is processed once the import starts.' },
  queued: { label: 'Queued', tone: 'info', description: 'Waiting for the files it depends on to finish.' },
  processing: { label: 'Processing', tone: 'info', description: 'Its elements are being processed.' },
  finished: { label: 'Finished', tone: 'success', description: 'Every element was processed.' },
  failed: { label: 'Failed', tone: 'danger', description: 'The file could not be read as a JSON array.' },
  skipped: { label: 'Skipped', tone: 'warning', description: 'Not processed, because a file it depends on failed.' },
};


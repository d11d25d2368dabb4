import type { EntityType } from '@/api';
import { formatBytes, plural } from '@/i18n/format';
import { aFileOf } from '@/features/imports/model/entityLabels';
import type { UploadState } from '@/features/imports/upload/uploadState';
import type { FileCheckResult } from '@/features/imports/checker/checkResult';
import { describeFileProblem } from './fileProblemText';
import { awaitsFile, isTooLarge, slotIsUploaded, uploadLimitBytes } from './slotRules';
import type { CheckState, WizardState } from './wizardState';

const uploadSentence = (name: string, upload: UploadState) => {
  switch (upload.status) {
    case 'waiting':
      return `${name} waits for its turn to upload.`;
    // the same sentence for both, so that getting the address and sending the bytes are announced once
    case 'preparing':
      return upload.message ? `Uploading ${name}: ${upload.message}` : `Uploading ${name}.`;
    case 'uploading':
      return `Uploading ${name}.`;
    case 'retrying':
      return `The upload of ${name} was interrupted. ${upload.message ?? ''}`.trim();
    case 'done':
      return `${name} uploaded.`;
    case 'failed':
      return `The upload of ${name} failed. ${upload.message ?? ''}`.trim();
    case 'cancelled':
      return `The upload of ${name} was cancelled.`;
  }
};

const checkedSentence = (name: string, result: FileCheckResult) => {
  const looksLike = result.looksLike ? ` It looks like ${aFileOf(result.looksLike)}.` : '';
  if (result.fileProblem) return `${name} checked: it cannot be imported. ${describeFileProblem(result.fileProblem)}${looksLike}`;
  const problems = result.problemCount === 0 ? 'no problems' : plural(result.problemCount, 'problem');
  const warnings = result.warningCount > 0 ? `, ${plural(result.warningCount, 'warning')}` : '';
  return `${name} checked: ${plural(result.elements, 'element')}, ${problems}${warnings}.${looksLike}`;
};

const checkSentence = (name: string, check: CheckState) => {
  switch (check.status) {
    case 'idle':
      return '';
    case 'checking':
      return `Checking ${name}.`;
    case 'failed':
      return `${name} could not be checked. ${check.message}`;
    case 'done':
      return checkedSentence(name, check.result);
  }
};

/**
 * What a slot's live region says now: the latest thing that happened to its file (checked,
 * too large, uploading, uploaded, …). The region stays in the page and only its text changes,
 * which screen readers announce reliably, unlike a message inserted with its text already in it.
 */
export function slotAnnouncement(state: WizardState, entity: EntityType): string {
  const slot = state.slots[entity];
  const file = slot.file;
  if (!file) {
    if (slotIsUploaded(state, entity) || !awaitsFile(state, entity)) return '';
    return `The service expects ${aFileOf(entity)} for this import because an upload was started: choose it again.`;
  }
  if (slot.upload) return uploadSentence(file.name, slot.upload);
  if (isTooLarge(file)) return `${file.name} is too large to upload: ${formatBytes(file.size)}, and the service takes up to ${formatBytes(uploadLimitBytes)}.`;
  return checkSentence(file.name, slot.check);
}

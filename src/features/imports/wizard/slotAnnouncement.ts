import type { EntityType } from '@/api';
import { formatBytes } from '@/i18n/format';
import type { UploadState } from '@/features/imports/upload/uploadQueue';
import type { FileCheckResult } from '@/features/imports/checker/checkResult';
import { describeFileProblem } from './problemWords';
import { awaitsFile, isTooLarge, slotIsUploaded, uploadLimitBytes } from './slotRules';
import type { CheckState, SlotState, WizardState } from './wizardState';
import { text, type Text } from './wizardText';

const uploadSentence = (name: string, upload: UploadState): Text => {
  switch (upload.status) {
    case 'waiting':
      return text('announce.waiting', { name });
    // the same sentence for both, so that getting the address and sending the bytes are announced once
    case 'preparing':
      return upload.message ? text('announce.preparing', { name, message: upload.message }) : text('announce.uploading', { name });
    case 'uploading':
      return text('announce.uploading', { name });
    case 'retrying':
      return [text('announce.interrupted', { name }), upload.message ?? ''];
    case 'done':
      return text('announce.uploaded', { name });
    case 'failed':
      return [text('announce.failed', { name }), upload.message ?? ''];
    case 'cancelled':
      return text('announce.cancelled', { name });
  }
};

const checkedSentence = (name: string, result: FileCheckResult): Text => {
  const looksLike = result.looksLike ? text('announce.looksLike', { aFile: text(`entity.${result.looksLike}.aFile`) }) : '';
  if (result.fileProblem) return [text('announce.unusable', { name }), describeFileProblem(result.fileProblem), looksLike];
  const problems = result.problemCount === 0 ? text('count.noProblems') : text('count.problems', { count: result.problemCount });
  const findings = result.warningCount > 0 ? text('announce.problemsAndWarnings', { problems, warnings: text('count.warnings', { count: result.warningCount }) }) : problems;
  return [text('announce.checked', { name, elements: text('count.elements', { count: result.elements }), findings }), looksLike];
};

const checkSentence = (name: string, check: CheckState): Text => {
  switch (check.status) {
    case 'idle':
      return '';
    case 'checking':
      return text('announce.checking', { name });
    case 'failed':
      return [text('announce.checkFailed', { name }), check.message];
    case 'done':
      return checkedSentence(name, check.result);
  }
};

/**
 * What a slot's live region says now: the latest thing that happened to its file (checked,
 * too large, uploading, uploaded, …). The region stays in the page and only its text changes,
 * which screen readers announce reliably, unlike a message inserted with its text already in it.
 */
export function slotAnnouncement(state: WizardState, entity: EntityType): Text {
  const slot = state.slots[entity];
  const file = slot.file;
  if (!file) {
    if (slotIsUploaded(state, entity) || !awaitsFile(state, entity)) return '';
    return text('announce.expected', { aFile: text(`entity.${entity}.aFile`) });
  }
  if (slot.upload) return uploadSentence(file.name, slot.upload);
  if (isTooLarge(file)) return text('announce.tooLarge', { name: file.name, size: formatBytes(file.size), limit: formatBytes(uploadLimitBytes) });
  return checkSentence(file.name, slot.check);
}

export interface SlotVerdict {
  tone: 'info' | 'success' | 'warning' | 'danger';
  text: Text;
}

/**
 * What a chosen file's line says in a word or two: where its check stands, or that it is
 * uploaded. `crossFileErrors`: codes it names that will not exist (the checks across files).
 */
export function slotVerdict(slot: SlotState, uploaded: boolean, crossFileErrors: number): SlotVerdict | null {
  if (!slot.file) return null;
  if (uploaded) return { tone: 'success', text: text('verdict.uploaded') };
  if (isTooLarge(slot.file)) return { tone: 'danger', text: text('verdict.tooLarge') };
  const check = slot.check;
  switch (check.status) {
    case 'idle':
      return null;
    case 'checking':
      return { tone: 'info', text: text('verdict.checking') };
    case 'failed':
      return { tone: 'danger', text: text('verdict.failed') };
    case 'done': {
      const r = check.result;
      if (r.fileProblem) return { tone: 'danger', text: text('verdict.unusable') };
      if (r.problemCount > 0) return { tone: 'danger', text: text('count.problems', { count: r.problemCount }) };
      if (crossFileErrors > 0) return { tone: 'danger', text: text('verdict.namesMissing', { count: crossFileErrors }) };
      const elements = text('count.elements', { count: r.elements });
      if (r.warningCount === 0) return { tone: 'success', text: text('verdict.ready', { elements }) };
      return { tone: 'warning', text: text('verdict.readyWithWarnings', { elements, warnings: text('count.warnings', { count: r.warningCount }) }) };
    }
  }
}

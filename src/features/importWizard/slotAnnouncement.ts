import type { EntityType } from '@/contract';
import type { UploadState } from '@/features/importWizard/upload/uploadQueue';
import type { FileCheckResult } from '@/engine';
import { describeFileProblem, sheetProblemText } from './problemWords';
import { awaitsFile, isTooLarge, slotIsUploaded, tooLargeFacts } from './store/slotRules';
import type { CheckState, WizardState } from './store/wizardState';
import { sentences, type WizardT } from './wizardText';

const uploadSentence = (name: string, upload: UploadState, t: WizardT) => {
  switch (upload.status) {
    case 'waiting':
      return t('announce.waiting', { name });
    // the same sentence for both, so that getting the address and sending the bytes are announced once
    case 'preparing':
      return upload.message ? t('announce.preparing', { name, message: upload.message }) : t('announce.uploading', { name });
    case 'uploading':
      return t('announce.uploading', { name });
    case 'retrying':
      return sentences(t('announce.interrupted', { name }), upload.message);
    case 'done':
      return t('announce.uploaded', { name });
    case 'failed':
      return sentences(t('announce.failed', { name }), upload.message);
    case 'cancelled':
      return t('announce.cancelled', { name });
  }
};

const checkedSentence = (name: string, result: FileCheckResult, t: WizardT) => {
  const looksLike = result.looksLike && t('announce.looksLike', { aFile: t(`entity.${result.looksLike}.aFile`) });
  if (result.fileProblem) return sentences(t('announce.unusable', { name }), describeFileProblem(result.fileProblem), looksLike);
  const problems = result.problemCount === 0 ? t('count.noProblems') : t('count.problems', { count: result.problemCount });
  const warnings = t('count.warnings', { count: result.warningCount });
  const findings = result.warningCount > 0 ? t('announce.problemsAndWarnings', { problems, warnings }) : problems;
  return sentences(t('announce.checked', { name, elements: t('count.elements', { count: result.elements }), findings }), looksLike);
};

const checkSentence = (name: string, check: CheckState, t: WizardT) => {
  switch (check.status) {
    case 'idle':
      return '';
    case 'checking':
      return t('announce.checking', { name });
    case 'failed':
      return sentences(t('announce.checkFailed', { name }), check.message);
    case 'done':
      return checkedSentence(name, check.result, t);
  }
};

/**
 * What a slot's live region says now: the latest thing that happened to its file. The region stays in the page and only
 * its text changes, which screen readers announce reliably, unlike a message inserted with its text already in it.
 */
export function slotAnnouncement(state: WizardState, entity: EntityType, t: WizardT): string {
  const slot = state.slots[entity];
  const file = slot.file;
  if (!file && slot.sheet?.status === 'reading') return t('announce.reading', { name: slot.sheet.source.name });
  if (!file && slot.sheet?.problem) return sentences(t('announce.unusable', { name: slot.sheet.source.name }), sheetProblemText(slot.sheet.problem));
  if (!file) {
    if (slotIsUploaded(state, entity) || !awaitsFile(state, entity)) return '';
    return t('announce.expected', { aFile: t(`entity.${entity}.aFile`) });
  }
  if (slot.upload) return uploadSentence(file.name, slot.upload, t);
  if (isTooLarge(file)) return t('announce.tooLarge', tooLargeFacts(file));
  return checkSentence(file.name, slot.check, t);
}

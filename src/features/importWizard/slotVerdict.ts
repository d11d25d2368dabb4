import type { SlotState } from './store/wizardState';
import type { WizardT } from './wizardText';

/**
 * A chosen file's line says only that the slot is still at work on it. What the file is, once read and
 * checked — ready, unusable, its problems, the codes it names that will not exist, too large — the
 * slot says once, in the alert below the line (the report, the sheet's panel, the size's alert).
 */
export function slotVerdict(slot: SlotState, uploaded: boolean, t: WizardT) {
  if (uploaded) return null;
  if (slot.sheet?.status === 'reading') return { tone: 'info', text: t('verdict.reading') };
  if (slot.file && slot.check.status === 'checking') return { tone: 'info', text: t('verdict.checking') };
  return null;
}

import { isTooLarge } from './store/slotRules';
import type { SlotState } from './store/wizardState';
import type { WizardT } from './wizardText';

/**
 * A chosen file's line in a word or two, only where something stands in the way: what a ready file holds, and that it is
 * ready or uploaded, the report and the upload below say once. `crossFileErrors`: codes it names that will not exist.
 */
export function slotVerdict(slot: SlotState, uploaded: boolean, crossFileErrors: number, t: WizardT) {
  if (uploaded) return null;
  if (!slot.file) {
    if (slot.sheet?.status === 'reading') return { tone: 'info', text: t('verdict.reading') };
    if (slot.sheet?.status === 'unreadable') return { tone: 'danger', text: t('verdict.unusable') };
    return null;
  }
  if (isTooLarge(slot.file)) return { tone: 'danger', text: t('verdict.tooLarge') };
  const check = slot.check;
  switch (check.status) {
    case 'idle':
      return null;
    case 'checking':
      return { tone: 'info', text: t('verdict.checking') };
    case 'failed':
      return { tone: 'danger', text: t('verdict.failed') };
    case 'done': {
      const r = check.result;
      if (r.fileProblem) return { tone: 'danger', text: t('verdict.unusable') };
      if (r.problemCount > 0) return { tone: 'danger', text: t('count.problems', { count: r.problemCount }) };
      if (crossFileErrors > 0) return { tone: 'danger', text: t('verdict.namesMissing', { count: crossFileErrors }) };
      return null;
    }
  }
}

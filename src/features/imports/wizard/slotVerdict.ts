import { isTooLarge } from './slotRules';
import type { SlotState } from './wizardState';
import { text, type Text } from './wizardText';

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

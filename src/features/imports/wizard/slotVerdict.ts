import { plural } from '@/i18n/format';
import { isTooLarge } from './slotRules';
import type { SlotState } from './wizardState';

export interface SlotVerdict {
  tone: 'info' | 'success' | 'warning' | 'danger';
  text: string;
}

/**
 * What a chosen file's line says in a word or two: where its check stands, or that it is
 * uploaded. `crossFileErrors`: codes it names that will not exist (the checks across files).
 */
export function slotVerdict(slot: SlotState, uploaded: boolean, crossFileErrors: number): SlotVerdict | null {
  if (!slot.file) return null;
  if (uploaded) return { tone: 'success', text: 'uploaded' };
  if (isTooLarge(slot.file)) return { tone: 'danger', text: 'too large to upload' };
  const check = slot.check;
  switch (check.status) {
    case 'idle':
      return null;
    case 'checking':
      return { tone: 'info', text: 'checking…' };
    case 'failed':
      return { tone: 'danger', text: 'could not be checked' };
    case 'done': {
      const r = check.result;
      if (r.fileProblem) return { tone: 'danger', text: 'cannot be imported' };
      if (r.problemCount > 0) return { tone: 'danger', text: plural(r.problemCount, 'problem') };
      if (crossFileErrors > 0) return { tone: 'danger', text: `names ${plural(crossFileErrors, 'code')} that will not exist` };
      const warnings = r.warningCount > 0 ? `, ${plural(r.warningCount, 'warning')}` : '';
      return { tone: r.warningCount > 0 ? 'warning' : 'success', text: `ready: ${plural(r.elements, 'element')}${warnings}` };
    }
  }
}

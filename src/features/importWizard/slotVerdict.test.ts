import { describe, expect, it } from 'vitest';
import type { FileCheckResult } from '@/engine/checker/checkResult';
import { slotVerdict } from './slotVerdict';
import { english } from './testing/english';
import type { SlotState } from './store/wizardState';

const file = new File(['[]'], 'products.json');
const slot = (over: Partial<SlotState> = {}): SlotState => ({
  entity: 'product',
  strategy: 'full',
  catalogCode: 'default',
  locations: '',
  sheet: null,
  file,
  check: { status: 'idle' },
  notice: null,
  remembered: null,
  upload: null,
  ...over,
});
const result = (over: Partial<FileCheckResult> = {}) =>
  ({ problemCount: 0, warningCount: 0, elements: 8, fileProblem: null, ...over }) as FileCheckResult;

/** the verdict as the line shows it */
const verdict = (s: SlotState, uploaded: boolean) => slotVerdict(s, uploaded, english);

describe('the line of a chosen file', () => {
  it('says that the slot is at work on it', () => {
    expect(verdict(slot({ file: null }), false)).toBeNull();
    expect(verdict(slot({ check: { status: 'checking', progress: null } }), false)).toEqual({ tone: 'info', text: 'checking…' });
  });

  it('says nothing of what the check found: the alert below says it once', () => {
    expect(verdict(slot({ check: { status: 'failed', message: 'x' } }), false)).toBeNull();
    expect(verdict(slot({ check: { status: 'done', result: result({ problemCount: 3 }) } }), false)).toBeNull();
    expect(verdict(slot({ check: { status: 'done', result: result({ fileProblem: { code: 'syntax' } as never }) } }), false)).toBeNull();
    expect(verdict(slot({ check: { status: 'done', result: result() } }), false)).toBeNull();
    expect(verdict(slot({ check: { status: 'done', result: result({ warningCount: 2 }) } }), false)).toBeNull();
    expect(verdict(slot({ check: { status: 'done', result: result() } }), true)).toBeNull();
  });
});

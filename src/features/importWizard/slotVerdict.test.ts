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
const verdict = (s: SlotState, uploaded: boolean, crossFileErrors: number) => slotVerdict(s, uploaded, crossFileErrors, english);

describe('the line of a chosen file', () => {
  it('says where its check stands, most serious first', () => {
    expect(verdict(slot({ file: null }), false, 0)).toBeNull();
    expect(verdict(slot({ check: { status: 'checking', progress: null } }), false, 0)).toEqual({ tone: 'info', text: 'checking…' });
    expect(verdict(slot({ check: { status: 'failed', message: 'x' } }), false, 0)?.tone).toBe('danger');
    expect(verdict(slot({ check: { status: 'done', result: result({ problemCount: 3 }) } }), false, 1)).toEqual({ tone: 'danger', text: '3 problems' });
    expect(verdict(slot({ check: { status: 'done', result: result() } }), false, 2)).toEqual({ tone: 'danger', text: 'names 2 codes that will not exist' });
  });

  it('says nothing of a ready or uploaded file: the report and the upload below say it once', () => {
    expect(verdict(slot({ check: { status: 'done', result: result() } }), false, 0)).toBeNull();
    expect(verdict(slot({ check: { status: 'done', result: result({ warningCount: 2 }) } }), false, 0)).toBeNull();
    expect(verdict(slot({ check: { status: 'done', result: result() } }), true, 0)).toBeNull();
  });
});

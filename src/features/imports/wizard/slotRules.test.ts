import { describe, expect, it } from 'vitest';
import { entityTypes } from '@/api/terms';
import type { FileCheckResult } from '@/features/imports/checker/checkResult';
import { previewSubjectsOf } from './slotRules';
import type { SlotState, WizardState } from './wizardState';

const file = new File(['[]'], 'products.json');
const result = (over: Partial<FileCheckResult> = {}) => ({ problemCount: 0, warningCount: 0, elements: 8, fileProblem: null, ...over }) as FileCheckResult;
const slot = (entity: SlotState['entity'], over: Partial<SlotState> = {}): SlotState => ({
  entity,
  strategy: 'full',
  catalogCode: 'default',
  locations: '',
  file: null,
  check: { status: 'idle' },
  notice: null,
  remembered: null,
  upload: null,
  ...over,
});
/** a wizard whose products slot is as given, the others empty */
const withProducts = (over: Partial<SlotState>) =>
  ({ slots: Object.fromEntries(entityTypes.map((e) => [e, slot(e, e === 'product' ? { file, ...over } : {})])), serverFiles: {}, requested: [] }) as unknown as WizardState;
const previewed = (state: WizardState, orChecking?: boolean) => previewSubjectsOf(state, orChecking).map((s) => s.entity);

describe('the files the catalogue is compared with', () => {
  it('are the checked files without problems; with orChecking, also those still being checked', () => {
    const checking = withProducts({ check: { status: 'checking', progress: null } });
    expect(previewed(checking)).toEqual([]);
    expect(previewed(checking, true)).toEqual(['product']);
    const clean = withProducts({ check: { status: 'done', result: result() } });
    expect(previewed(clean)).toEqual(['product']);
    expect(previewed(clean, true)).toEqual(['product']);
  });

  it('leave out a file the check found problems in, a failed check, and a file without its catalog', () => {
    for (const state of [
      withProducts({ check: { status: 'done', result: result({ problemCount: 2 }) } }),
      withProducts({ check: { status: 'failed', message: 'unreadable' } }),
      withProducts({ check: { status: 'idle' } }),
      withProducts({ catalogCode: ' ', check: { status: 'checking', progress: null } }),
    ]) {
      expect(previewed(state, true)).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { FileCheckResult } from '@/features/imports/checker/checkResult';
import { sameSlotInputs } from './slotInputs';
import { WizardStateCell } from './wizardStateCell';
import { WizardStore } from './wizardStore';

const cell = () => new WizardStateCell(new WizardStore({} as never).getState());
const file = (name: string) => new File(['[]'], name, { type: 'application/json' });

describe('what one slot reads of the wizard', () => {
  it('does not change with another slot, and changes with its own', () => {
    const c = cell();
    const before = c.get();
    c.updateSlot('attribute', { notice: 'x' });
    expect(sameSlotInputs(before, c.get(), 'product')).toBe(true);
    expect(sameSlotInputs(before, c.get(), 'attribute')).toBe(false);
  });

  it('changes for every slot when the import is being created (every slot locks)', () => {
    const c = cell();
    const before = c.get();
    c.set({ creating: true });
    expect(sameSlotInputs(before, c.get(), 'product')).toBe(false);
  });

  it('follows the slot its file looks like: the move it offers depends on that slot being free', () => {
    const c = cell();
    c.updateSlot('product', { file: file('a.json'), check: { status: 'done', result: { looksLike: 'attribute' } as FileCheckResult } });
    const before = c.get();
    c.updateSlot('attribute', { file: file('b.json') });
    expect(sameSlotInputs(before, c.get(), 'product')).toBe(false);
    // a slot it does not look like is not its business
    const again = c.get();
    c.updateSlot('inventory', { file: file('c.json') });
    expect(sameSlotInputs(again, c.get(), 'product')).toBe(true);
  });
});

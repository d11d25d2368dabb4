import { afterEach, describe, expect, it, vi } from 'vitest';
import { WizardStore } from './wizardStore';
import { progressIntervalMs, WizardStateCell } from './wizardStateCell';

const initial = () => new WizardStore({} as never).getState();
const progress = (bytesChecked: number) => ({ status: 'checking' as const, progress: { bytesChecked, totalBytes: 100, elements: 0, problems: 0 } });

afterEach(() => {
  vi.useRealTimers();
});

describe('the wizard state cell', () => {
  it('tells progress a few times a second, with the latest figures', () => {
    vi.useFakeTimers();
    const cell = new WizardStateCell(initial());
    const heard = vi.fn();
    cell.subscribe(heard);
    for (let i = 1; i <= 50; i++) cell.updateSlot('product', { check: progress(i) }, 'progress');
    // the live state is current at once; nobody was told yet
    expect(cell.get().slots.product.check).toEqual(progress(50));
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(progressIntervalMs);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('tells a change at once, taking any progress waiting with it', () => {
    vi.useFakeTimers();
    const cell = new WizardStateCell(initial());
    const heard = vi.fn();
    cell.subscribe(heard);
    cell.updateSlot('product', { check: progress(10) }, 'progress');
    cell.set({ creating: true });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(cell.get().slots.product.check).toEqual(progress(10));
    // the progress went out with the change: no second word for it
    vi.advanceTimersByTime(progressIntervalMs * 3);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps the other slots as they were, so parts reading one slot are not disturbed', () => {
    const cell = new WizardStateCell(initial());
    const attribute = cell.get().slots.attribute;
    cell.updateSlot('product', { notice: { reason: 'notJson', name: 'x.txt', kept: null } });
    expect(cell.get().slots.attribute).toBe(attribute);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { WizardStore } from './wizardStore';
import { progressIntervalMs, WizardStateCell } from './wizardStateCell';

const initial = () => new WizardStore({} as never).getState();
const progress = (bytesChecked: number) => ({ status: 'checking' as const, progress: { bytesChecked, totalBytes: 100, elements: 0, problems: 0 } });

afterEach(() => {
  vi.useRealTimers();
});

describe('the wizard state cell', () => {
  it('tells progress a few times a second, with the latest figures, and leaves the settled state alone', () => {
    vi.useFakeTimers();
    const cell = new WizardStateCell(initial());
    const settled = cell.getSettled();
    const heard = vi.fn();
    cell.subscribe(heard);
    for (let i = 1; i <= 50; i++) cell.updateSlot('product', { check: progress(i) }, 'progress');
    // the live state is current at once; nobody was told yet
    expect(cell.get().slots.product.check).toEqual(progress(50));
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(progressIntervalMs);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(cell.getSettled()).toBe(settled);
  });

  it('tells a change at once, taking any progress waiting with it, and settles on it', () => {
    vi.useFakeTimers();
    const cell = new WizardStateCell(initial());
    const heard = vi.fn();
    cell.subscribe(heard);
    cell.updateSlot('product', { check: progress(10) }, 'progress');
    cell.set({ creating: true });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(cell.getSettled()).toBe(cell.get());
    expect(cell.getSettled().slots.product.check).toEqual(progress(10));
    // the progress went out with the change: no second word for it
    vi.advanceTimersByTime(progressIntervalMs * 3);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps the other slots as they were, so parts reading one slot are not disturbed', () => {
    const cell = new WizardStateCell(initial());
    const attribute = cell.get().slots.attribute;
    cell.updateSlot('product', { notice: 'x' });
    expect(cell.get().slots.attribute).toBe(attribute);
  });

  it('tells the merchant’s own writes as urgent, and news from the background (and progress) as not', () => {
    vi.useFakeTimers();
    const cell = new WizardStateCell(initial());
    const heard = vi.fn();
    cell.subscribe(heard);
    cell.set({ creating: true });
    expect(heard).toHaveBeenLastCalledWith(true);
    cell.background(() => cell.updateSlot('product', { notice: 'x' }));
    expect(heard).toHaveBeenLastCalledWith(false);
    // only what runs inside: the next write is the merchant's again
    cell.set({ creating: false });
    expect(heard).toHaveBeenLastCalledWith(true);
    cell.updateSlot('product', { check: progress(5) }, 'progress');
    vi.advanceTimersByTime(progressIntervalMs);
    expect(heard).toHaveBeenLastCalledWith(false);
    expect(heard).toHaveBeenCalledTimes(4);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityFile, ImportRecord } from '@/contract';
import { askToBeTold, useImportEndAlerts } from './importEndAlerts';

const counts = (succeeded: number, failed = 0) => ({ succeeded, failed });
const file = (failed: number): EntityFile =>
  ({ entity: 'product', status: 'finished', importStrategy: 'partial', catalogCode: 'default', total: 20, created: counts(20 - failed, failed), updated: counts(0), deleted: counts(0), skipped: 0 }) as EntityFile;
const record = (importRef: string, status: ImportRecord['status'], failed = 0): ImportRecord =>
  ({ importRef, status, createDate: '2026-11-27T10:00:00Z', entityFiles: [{ ...file(failed), status: status === 'finished' ? 'finished' : 'processing' }] }) as ImportRecord;

let hidden = false;
const shown: { title: string; body?: string }[] = [];
const made: FakeNotification[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => FakeNotification.permission);
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
    made.push(this);
  }
  close() {}
}

beforeEach(() => {
  hidden = false;
  shown.length = 0;
  made.length = 0;
  document.title = 'Imports · demo · Merchant Admin';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const follow = (first: ImportRecord[], follows: boolean) => {
  const open = vi.fn();
  const hook = renderHook(({ records }) => useImportEndAlerts(records, follows, open), { initialProps: { records: first } });
  return { open, end: (records: ImportRecord[]) => hook.rerender({ records }) };
};

describe('an import that ends while the tab is in the background', () => {
  it('puts how it ended before the tab’s title, until the tab is looked at again', () => {
    const { end } = follow([record('a1', 'processing')], true);
    hidden = true;
    end([record('a1', 'finished', 13)]);
    expect(document.title).toBe('⚠ Import finished with 13 failures · Imports · demo · Merchant Admin');
    hidden = false;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(document.title).toBe('Imports · demo · Merchant Admin');
    // the merchant did not ask: no notification
    expect(shown).toEqual([]);
  });

  it('says nothing in a visible tab, nor of an import seen only after it ended', () => {
    const { end } = follow([record('b1', 'processing'), record('b2', 'finished')], true);
    end([record('b1', 'finished'), record('b2', 'finished')]);
    expect(document.title).toBe('Imports · demo · Merchant Admin');
  });

  it('notifies once, with the outcome, when the merchant asked and the browser allows it; a click opens the import', async () => {
    await askToBeTold('c1');
    const { end, open } = follow([record('c1', 'processing'), record('c2', 'processing')], false);
    hidden = true;
    end([record('c1', 'finished'), record('c2', 'finished')]);
    end([record('c1', 'finished'), record('c2', 'finished')]);
    expect(shown).toEqual([{ title: '✓ Import finished', body: expect.stringMatching(/^Import finished: 20 created/) }]);
    // c2 was not asked about, and this page does not follow it
    expect(document.title).toBe('✓ Import finished · Imports · demo · Merchant Admin');
    expect(open).not.toHaveBeenCalled();
    vi.spyOn(window, 'focus').mockImplementation(() => {});
    made[0]!.onclick?.();
    expect(open).toHaveBeenCalledWith('c1');
  });

  it('asks the browser’s leave only when the merchant asks to be told', async () => {
    FakeNotification.permission = 'default';
    renderHook(() => useImportEndAlerts([record('d1', 'processing')], true, () => {}));
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await askToBeTold('d1');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    FakeNotification.permission = 'granted';
  });
});

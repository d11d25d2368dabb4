import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { noticeInTitle, useDocumentTitle } from './useDocumentTitle';

afterEach(() => vi.restoreAllMocks());

const lookAtTheTab = () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

it('puts a notice before the page’s title until the tab is looked at', () => {
  renderHook(() => useDocumentTitle('Imports', 'demo'));
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => noticeInTitle('⚠ Import aborted'));
  expect(document.title).toBe('⚠ Import aborted · Imports · demo · Merchant Admin');
  lookAtTheTab();
  expect(document.title).toBe('Imports · demo · Merchant Admin');
});

it('does not say twice what the page’s title already says: the notice takes that part’s place', () => {
  renderHook(() => useDocumentTitle('Import finished', 'demo'));
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => noticeInTitle('✓ Import finished'));
  expect(document.title).toBe('✓ Import finished · demo · Merchant Admin');
  lookAtTheTab();
  expect(document.title).toBe('Import finished · demo · Merchant Admin');
});

import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './useDeferredQuery';

const result = (data: unknown, status = 'success') => ({ status, fetchStatus: 'idle', data, error: null as Error | null, isPlaceholderData: false });

describe('useDeferredQuery', () => {
  it('keeps the result it drew while a new result object shows the same', () => {
    const data = { rows: [1, 2] };
    const first = result(data);
    const { result: hook, rerender } = renderHook(({ query }) => useDeferredQuery(query), { initialProps: { query: first } });
    expect(hook.current).toBe(first);
    rerender({ query: result(data) });
    expect(hook.current).toBe(first);
  });

  it('takes a result whose data, status or fetching changed', () => {
    const data = { rows: [1] };
    const { result: hook, rerender } = renderHook(({ query }) => useDeferredQuery(query), { initialProps: { query: result(data) } });
    const fetching = { ...result(data), fetchStatus: 'fetching' };
    rerender({ query: fetching });
    expect(hook.current).toBe(fetching);
    const newData = result({ rows: [2] });
    rerender({ query: newData });
    expect(hook.current).toBe(newData);
    const failed = { ...result(undefined, 'error'), error: new Error('x') };
    rerender({ query: failed });
    expect(hook.current).toBe(failed);
  });
});

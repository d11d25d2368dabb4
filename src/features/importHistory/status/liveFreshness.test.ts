import { describe, expect, it } from 'vitest';
import { connectionLost, sinceText } from './LiveFreshness';

describe('sinceText', () => {
  it('counts seconds, then minutes', () => {
    expect(sinceText(10_000, 10_500)).toBe('just now');
    expect(sinceText(10_000, 22_900)).toBe('12 s ago');
    expect(sinceText(0, 185_000)).toBe('3 min ago');
    expect(sinceText(10_000, 9_000)).toBe('just now');
  });
});

describe('connectionLost', () => {
  it('is lost only when the last poll failed after the last answer', () => {
    expect(connectionLost({ dataUpdatedAt: 100, errorUpdatedAt: 200, isError: true })).toBe(true);
    expect(connectionLost({ dataUpdatedAt: 300, errorUpdatedAt: 200, isError: false })).toBe(false);
    expect(connectionLost({ dataUpdatedAt: 100, errorUpdatedAt: 0, isError: false })).toBe(false);
  });
});

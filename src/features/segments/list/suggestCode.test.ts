import { describe, expect, it } from 'vitest';
import { segmentCode } from '@/contract';
import { suggestCode } from './suggestCode';

describe('suggestCode', () => {
  it.each([
    ['Newsletter – Spring 2025!', 'newsletter-spring-2025'],
    ['  Größte Kunden ', 'grosste-kunden'],
    ['Café VIP', 'cafe-vip'],
    ['***', ''],
    ['a'.repeat(80), 'a'.repeat(64)],
  ])('%s → %s', (name, code) => {
    expect(suggestCode(name)).toBe(code);
  });

  it('always suggests a valid code when it suggests one', () => {
    for (const name of ['Ünïcödé names', '12 months', 'x'.repeat(63) + ' y', 'Tom & Jerry']) {
      const code = suggestCode(name);
      expect(segmentCode.safeParse(code).success).toBe(true);
    }
  });
});

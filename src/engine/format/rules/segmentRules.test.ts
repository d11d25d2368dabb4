import { describe, expect, it } from 'vitest';
import { checkImportElement } from '../elementRules';
import { inEnglish } from '../inEnglish';

/** `field: words` of each problem */
const problems = (...args: Parameters<typeof checkImportElement>) => checkImportElement(...args).problems.map((p) => `${p.field}: ${inEnglish(p)}`);

describe('segment elements (the contract’s create model)', () => {
  it('take code, name, type, status, description and a dynamic segment’s rule', () => {
    expect(checkImportElement('segment', 'full', { code: 'vip', name: 'VIP', type: 'fixed', status: 'active', description: 'Best' })).toMatchObject({ key: 'vip', problems: [] });
    expect(checkImportElement('segment', 'full', { code: 'big', name: 'Big', type: 'dynamic', rule: { field: 'lifetimeValue', $gt: 1000 } }).problems).toEqual([]);
  });

  it('check the code’s form, the name and the type', () => {
    expect(problems('segment', 'full', { code: 'v i p', name: ' ', type: 'static' })).toEqual([
      'code: must hold only letters, digits, \'-\', \'_\' and \'.\', starting with a letter or digit, not string "v i p"',
      'name: must not be empty',
      'type: must be one of fixed, dynamic, not string "static"',
    ]);
    expect(problems('segment', 'full', { code: 'x'.repeat(65), name: 'X' })).toEqual(['code: must be at most 64 characters (it has 65)', 'type: is required (one of fixed, dynamic)']);
  });

  it('refuse a fixed segment’s rule and members', () => {
    expect(problems('segment', 'full', { code: 'vip', name: 'VIP', type: 'fixed', rule: {}, members: [] })).toEqual([
      'rule: is only for dynamic segments: a fixed segment lists its members (import them in a segment members file)',
      'members: is not taken in a segments file: import members in a segment members file',
    ]);
  });
});

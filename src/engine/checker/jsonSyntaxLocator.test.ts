import { describe, expect, it } from 'vitest';
import { inEnglish } from '@/engine/format/inEnglish';
import { locateJsonSyntaxError } from './jsonSyntaxLocator';

const tricky = [
  { code: 'a', note: 'text with }, { inside', list: [{ code: 'x' }, { code: 'y' }] },
  { code: 'b', note: 'escaped \\"quote\\" and backslash \\\\', deep: [[[{ k: [] }]]], empty: {} },
  'a string element with ] and }',
  42,
  -1.5e3,
  true,
  null,
  [],
  { code: 'c', note: '"},{"code":"fake"' },
  { code: 'd', emoji: '🌿', 'quote"key': 1 },
];

describe('locateJsonSyntaxError', () => {
  it('accepts what JSON.parse accepts', () => {
    for (const text of [JSON.stringify(tricky), '0', '-0.5E+3', '"\\u00e9\\n"', '[[[[]]]]', '{"a":{"b":{}}}', ' null ']) {
      expect(locateJsonSyntaxError(text)).toBeNull();
    }
  });

  it.each([
    ['{"a":1 "b":2}', 7, "Expected ',' or '}'"],
    ['{"a" 1}', 5, "Expected ':'"],
    ["{'a':1}", 1, 'double quotes'],
    ['[1,]', 3, 'Expected a value'],
    ['[01]', 1, 'must not start with 0'],
    ['[1.]', 3, 'after the decimal point'],
    ['["a\nb"]', 3, 'line break'],
    ['["\\x"]', 2, 'escape \\x'],
    ['["\\u12"]', 2, 'four hexadecimal digits'],
    ['[tru]', 1, 'Expected a value'],
    ['["abc', 1, 'never closed'],
    ['[1] 2', 4, 'after the end'],
  ] as const)('%j fails at %i', (text, offset, message) => {
    expect(() => JSON.parse(text)).toThrow();
    const found = locateJsonSyntaxError(text);
    expect(found?.offset).toBe(offset);
    expect(inEnglish(found!)).toContain(message);
  });

  it('agrees with JSON.parse on many broken variants of a document', () => {
    const base = JSON.stringify(tricky);
    const noise = ['', ',', '}', ']', '"', ':', 'x', '\\', '{', '[', ' ', '0'];
    for (let at = 0; at < base.length; at += 3) {
      for (const extra of noise) {
        const text = base.slice(0, at) + extra + base.slice(at + 1);
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        expect(locateJsonSyntaxError(text) === null, text).toBe(parses);
      }
    }
  });

  it('survives deep nesting', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(locateJsonSyntaxError(deep)).toBeNull();
    expect(locateJsonSyntaxError(`${deep.slice(0, -1)}}`)?.offset).toBe(deep.length - 1);
  });
});

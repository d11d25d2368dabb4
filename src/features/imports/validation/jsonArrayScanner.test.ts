import { describe, expect, it } from 'vitest';
import { JsonArrayScanner, JsonScanError } from './jsonArrayScanner';
import { locateJsonSyntaxError } from './jsonSyntaxLocator';

/** Feeds the text in pieces of `size` characters and collects the elements the way the checker does. */
const scanAll = (text: string, size: number) => {
  const scanner = new JsonArrayScanner();
  const elements: unknown[] = [];
  let guessed = 0;
  let retried = 0;
  const take = (first: ReturnType<JsonArrayScanner['push']>) => {
    let step = first;
    if (step.run?.guessed) {
      guessed++;
      try {
        const parsed = JSON.parse(`[${step.run.text}]`) as unknown[];
        scanner.accept(parsed.length);
        elements.push(...parsed);
        return;
      } catch {
        retried++;
        step = scanner.retry();
      }
    }
    if (step.run) {
      const parsed = JSON.parse(`[${step.run.text}]`) as unknown[];
      expect(parsed).toHaveLength(step.run.count);
      expect(step.run.firstIndex).toBe(elements.length);
      elements.push(...parsed);
    }
    if (step.error) throw step.error;
  };
  for (let i = 0; i < text.length; i += size) take(scanner.push(text.slice(i, i + size)));
  take(scanner.finish());
  return { elements, guessed, retried };
};

const scanError = (text: string, size = text.length || 1) => {
  try {
    scanAll(text, size);
  } catch (e) {
    if (e instanceof JsonScanError) return e;
    throw e;
  }
  throw new Error('expected a scan error');
};

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

describe('JsonArrayScanner', () => {
  it.each([1, 2, 3, 5, 8, 13, 64, 10_000])('splits elements of every kind, fed %i characters at a time', (size) => {
    for (const text of [JSON.stringify(tricky), JSON.stringify(tricky, null, 2), ` \n[ ${JSON.stringify(tricky).slice(1, -1)} ] \n`]) {
      expect(scanAll(text, size).elements).toEqual(tricky);
    }
  });

  it('guesses runs of similar objects and falls back to scanning exactly when a guess is wrong', () => {
    const elements = Array.from({ length: 2000 }, (_, i) => ({
      code: `p${i}`,
      name: { en: `Product ${i}` },
      options: [{ code: 'color' }, { code: 'size' }],
      // a text value that looks like an element boundary, now and then
      note: i % 500 === 0 ? '},{"code":"p1","name":' : 'plain',
    }));
    const { elements: found, guessed } = scanAll(JSON.stringify(elements), 4096);
    expect(found).toEqual(elements);
    expect(guessed).toBeGreaterThan(10);
  });

  it('reads an empty array', () => {
    expect(scanAll('[]', 1).elements).toEqual([]);
    expect(scanAll(' [ \n ] ', 1).elements).toEqual([]);
  });

  it.each([
    ['', 'empty', null],
    ['  \n ', 'empty', null],
    ['{"code":"a"}', 'notArray', { line: 1, column: 1 }],
    ['"text"', 'notArray', { line: 1, column: 1 }],
    ['\n  12', 'notArray', { line: 2, column: 3 }],
    ['code,name', 'syntax', { line: 1, column: 1 }],
    ['[1 2]', 'syntax', { line: 1, column: 4 }],
    ['[,1]', 'syntax', { line: 1, column: 2 }],
    ['[1,,2]', 'syntax', { line: 1, column: 4 }],
    ['[\n  1,\n]', 'syntax', { line: 3, column: 1 }],
    ['[{"a":[1}]', 'syntax', { line: 1, column: 9 }],
    ['[{"a":1}}]', 'syntax', { line: 1, column: 9 }],
    ['[{"a":1}] x', 'syntax', { line: 1, column: 11 }],
    ['[{"a":1}', 'syntax', { line: 1, column: 9 }],
    ['[{"a":"b', 'syntax', { line: 1, column: 7 }],
    ['[{"a":1}\n{"b":2}]', 'syntax', { line: 2, column: 1 }],
  ] as const)('%j is refused as %s at %j', (text, kind, position) => {
    for (const size of [1, 3, 1000]) {
      const error = scanError(text, size);
      expect(error.kind).toBe(kind);
      expect(error.position).toEqual(position);
    }
  });

  it('names the element an error is in', () => {
    expect(scanError('[{"a":1},{"b":[}]').elementIndex).toBe(1);
  });
});

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
    expect(found?.message).toContain(message);
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

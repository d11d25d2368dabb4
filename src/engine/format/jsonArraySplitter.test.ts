import { describe, expect, it } from 'vitest';
import { JsonArraySplitter } from './jsonArraySplitter';
import { JsonScanError, type ElementRun } from './scanStep';
import { inEnglish } from './inEnglish';
import { advancePosition } from './textPosition';

/** Feeds the text in pieces of `size` characters and collects the elements the way the checker does. */
const scanAll = (text: string, size: number) => {
  const scanner = new JsonArraySplitter();
  const elements: unknown[] = [];
  let guessed = 0;
  let retried = 0;
  const take = (first: ReturnType<JsonArraySplitter['push']>) => {
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

describe('JsonArraySplitter', () => {
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
    ['null', 'notArray', { line: 1, column: 1 }],
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

  it('tells text that starts like null from null', () => {
    expect(scanError('not json').kind).toBe('syntax');
    expect(scanError('nul', 1).kind).toBe('notArray');
  });

  it('names the element an error is in', () => {
    expect(scanError('[{"a":1},{"b":[}]').elementIndex).toBe(1);
  });
});

/** The exact splitter (the mock's way): each element's own text and where it starts in the file. */
const exactElements = (text: string, size: number) => {
  const splitter = new JsonArraySplitter({ guess: false });
  const out: { text: string; line: number; column: number }[] = [];
  const take = (run: ElementRun | null) => {
    if (!run) return;
    expect(run.guessed).toBe(false);
    let at = run.positionAt(run.starts[0]!);
    for (let k = 0; k < run.count; k++) {
      if (k > 0) at = advancePosition(at, run.text, run.starts[k - 1]!, run.starts[k]!);
      out.push({ text: run.text.slice(run.starts[k], run.ends[k]), ...at });
    }
  };
  for (let i = 0; i < text.length; i += size) {
    const step = splitter.push(text.slice(i, i + size));
    take(step.run);
    if (step.error) throw step.error;
  }
  const last = splitter.finish();
  take(last.run);
  if (last.error) throw last.error;
  return out;
};

describe('JsonArraySplitter without guessing (each element apart)', () => {
  it.each([1, 2, 3, 7, 64, 100_000])('gives each element its own text, fed %i characters at a time', (size) => {
    const text = JSON.stringify(tricky, null, 1);
    const elements = exactElements(text, size);
    expect(elements.map((e) => JSON.parse(e.text) as unknown)).toEqual(tricky);
  });

  it('says where each element starts', () => {
    expect(exactElements('[\n  {"a": 1},\n  {"b": 2}, 3\n]', 5).map((e) => [e.line, e.column])).toEqual([
      [2, 3],
      [3, 3],
      [3, 13],
    ]);
  });

  it('never guesses, even for runs of similar objects', () => {
    const text = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ code: `p${i}`, name: 'x' })));
    expect(exactElements(text, 1024)).toHaveLength(500);
  });
});

describe('JsonArraySplitter over a byte range of a file (starting inside the array)', () => {
  const middle = (text: string) => {
    const splitter = new JsonArraySplitter({ guess: false, startInside: true });
    const step = splitter.push(text);
    return { step, splitter };
  };

  it('starts at an element and ends right after a top-level comma: clean', () => {
    const { step, splitter } = middle('{"a":1},\n {"b":[{"c":2},{"d":3}]},\r\n  ');
    expect(step.run?.count).toBe(2);
    const end = splitter.finishBeforeElement();
    expect(end).toMatchObject({ clean: true, error: null });
    expect(splitter.carriedFrom).toEqual({ line: 3, column: 3 });
  });

  it('is not clean when it ends inside an element, a string, or after a complete element without its comma', () => {
    for (const text of ['{"a":1},{"b":', '{"a":1},{"b":"x},{', '{"a":1}', '{"a":1},  7']) {
      const { step, splitter } = middle(text);
      expect(step.error, text).toBeNull();
      expect(splitter.finishBeforeElement(), text).toMatchObject({ clean: false, error: null });
    }
  });

  it('a start inside a nested array fails where that array closes; inside a string, at once', () => {
    expect(inEnglish(middle('{"c":2},{"d":3}]},{"e":4}').step.error!)).toBe("Unexpected '}' after the ']' that closes the array");
    expect(inEnglish(middle('{"code":"x"}","name":1},{"a":1}').step.error!)).toMatch(/^Expected ',' or '\]' after an element/);
    // a ']' right after the comma the range started behind: the same error as in the whole file
    expect(inEnglish(middle(']').step.error!)).toBe("Expected an element after ',' but found ']' (remove the last comma)");
  });

  it('the last range closes the array as the whole file would', () => {
    const splitter = new JsonArraySplitter({ startInside: true });
    splitter.push('{"a":1}]\n');
    expect(splitter.finish().error).toBeNull();
    const open = new JsonArraySplitter({ startInside: true });
    open.push('{"a":1}');
    expect(inEnglish(open.finish().error!)).toBe("The file ends before the array is closed (a ']' is missing)");
  });
});

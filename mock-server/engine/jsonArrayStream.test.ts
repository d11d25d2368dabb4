import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonArraySplitter, JsonFileError, parseElement, readJsonArray, type ElementText } from './jsonArrayStream';

/** Feeds `text` in chunks of `size` bytes, so every boundary position gets tried. */
const split = (text: string | Buffer, size = 1, max?: number): ElementText[] => {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const splitter = new JsonArraySplitter(max);
  const out: ElementText[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(...splitter.push(bytes.subarray(i, i + size)));
  splitter.end();
  return out;
};

const failure = (fn: () => unknown): JsonFileError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof JsonFileError) return e;
    throw e;
  }
  throw new Error('expected a JsonFileError');
};

describe('JsonArraySplitter', () => {
  const tricky = `[ {"a": "x]}\\"{[", "b": [1, {"c": null}]}, "plain", 12.5e3 ,true,null, [[]], {"ü": "ø€😀"} ]`;

  it.each([1, 2, 3, 7, 64, 100_000])('yields every element whatever the chunk size (%i)', (size) => {
    const elements = split(tricky, size);
    expect(elements.map((e) => JSON.parse(e.text) as unknown)).toEqual(JSON.parse(tricky));
    expect(elements.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('tolerates a UTF-8 byte-order mark and surrounding whitespace', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n  [ {"a":1} ]\n\n')]);
    expect(split(bytes, 1).map((e) => e.text)).toEqual(['{"a":1}']);
  });

  it('accepts an empty array', () => {
    expect(split('[]')).toEqual([]);
    expect(split(' [ \n ] ')).toEqual([]);
  });

  it('reports where each element starts', () => {
    const elements = split('[\n  {"a": 1},\n  {"b": 2}\n]', 5);
    expect(elements.map((e) => [e.line, e.column])).toEqual([
      [2, 3],
      [3, 3],
    ]);
  });

  it.each([
    ['', /empty/],
    ['   ', /empty/],
    ['{"a": 1}', /JSON object, not an array/],
    ['hello', /must start with "\["/],
    ['[{"a":1}', /ends before the array is closed/],
    ['[{"a":1},]', /trailing comma/],
    ['[,{"a":1}]', /Unexpected ","/],
    ['[{"a":1} {"b":2}]', /Expected "," or "\]" after element 0/],
    ['[1] x', /after the closing "\]"/],
  ])('rejects %j', (text, reason) => {
    expect(failure(() => split(text, 3)).message).toMatch(reason);
  });

  it('names line and column of a structural error', () => {
    const e = failure(() => split('[\n {"a":1}\n {"b":2}\n]'));
    expect(e.line).toBe(3);
    expect(e.column).toBe(2);
    expect(e.message).toContain('line 3, column 2');
  });

  it('refuses an element over the size limit', () => {
    expect(failure(() => split(`[${JSON.stringify({ a: 'x'.repeat(2000) })}]`, 100, 1000)).message).toMatch(/Element 1 is larger than/);
  });
});

describe('parseElement', () => {
  it('parses valid text', () => {
    expect(parseElement({ index: 0, text: '{"a":[1,2]}', line: 1, column: 2 })).toEqual({ a: [1, 2] });
  });

  it('names the element and its position in the file when the text is not JSON', () => {
    const e = failure(() => parseElement({ index: 4, text: '{"a":1,\n "b" 2}', line: 10, column: 3 }));
    expect(e.message).toMatch(/^Element 5 is not valid JSON: .+ \(line 11, column \d+\)$/);
    expect(e.line).toBe(11);
  });

  it('keeps V8 source snippets out of the message', () => {
    const e = failure(() => parseElement({ index: 0, text: '{"a": tru}', line: 1, column: 2 }));
    expect(e.message).toBe(`Element 1 is not valid JSON: Unexpected token '}' (line 1, column 2)`);
  });
});

describe('readJsonArray', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'json-array-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('streams a large file in batches', async () => {
    const path = join(dir, 'big.json');
    const items = Array.from({ length: 20_000 }, (_, i) => ({ code: `p-${i}`, name: { 'en-us': `Product ${i} "quoted" [x]` } }));
    await writeFile(path, JSON.stringify(items, null, 1));
    let count = 0;
    let batches = 0;
    for await (const batch of readJsonArray(path)) {
      batches += 1;
      for (const el of batch) {
        expect((parseElement(el) as { code: string }).code).toBe(`p-${count}`);
        count += 1;
      }
    }
    expect(count).toBe(20_000);
    expect(batches).toBeGreaterThan(1);
  });

  it('throws at the end when the file is cut short', async () => {
    const path = join(dir, 'cut.json');
    await writeFile(path, '[{"a":1},{"a":');
    await expect(async () => {
      for await (const batch of readJsonArray(path)) void batch;
    }).rejects.toThrow(/ends before the array is closed/);
  });
});

// The splitting itself is tested with the one splitter (src/engine/format/jsonArraySplitter.test.ts); here,
// what the mock adds: files on disk, bytes decoded across reads, element positions, limits, errors.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonArrayElements, JsonFileError, parseElement, readJsonArray, type ElementText } from './jsonArrayStream';

/** Feeds `text` in pieces of `size` characters. */
const split = (text: string, size = 1, max?: number): ElementText[] => {
  const elements = new JsonArrayElements(max);
  const out: ElementText[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...elements.push(text.slice(i, i + size)));
  out.push(...elements.end());
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

const readAll = async (path: string) => {
  const out: ElementText[] = [];
  for await (const batch of readJsonArray(path)) out.push(...batch);
  return out;
};

describe('JsonArrayElements', () => {
  const tricky = `[ {"a": "x]}\\"{[", "b": [1, {"c": null}]}, "plain", 12.5e3 ,true,null, [[]], {"ü": "ø€😀"} ]`;

  it.each([1, 2, 3, 7, 64, 100_000])('numbers every element whatever the piece size (%i)', (size) => {
    const elements = split(tricky, size);
    expect(elements.map((e) => JSON.parse(e.text) as unknown)).toEqual(JSON.parse(tricky));
    expect(elements.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
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
    ['hello', /not a JSON array/],
    ['[{"a":1}', /ends before the array is closed/],
    ['[{"a":1},]', /remove the last comma/],
    ['[,{"a":1}]', /Expected an element but found ','/],
    ['[{"a":1} {"b":2}]', /Expected ',' or '\]' after an element/],
    ['[1] x', /after the '\]' that closes the array/],
  ])('rejects %j', (text, reason) => {
    expect(failure(() => split(text, 3)).message).toMatch(reason);
  });

  it('names line and column of a structural error', () => {
    const e = failure(() => split('[\n {"a":1}\n {"b":2}\n]'));
    expect(e.line).toBe(3);
    expect(e.column).toBe(2);
    expect(e.message).toContain('line 3, column 2');
  });

  it('refuses an element over the size limit, whole or still arriving', () => {
    const text = `[{"a":1},${JSON.stringify({ a: 'x'.repeat(2000) })}]`;
    expect(failure(() => split(text, 100, 1000)).message).toMatch(/Element 2 holds more than 1,000 characters/);
    expect(failure(() => split(text, 100_000, 1000)).message).toMatch(/Element 2 holds more than 1,000 characters/);
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

  it('streams a large file in batches, characters of several bytes split across reads', async () => {
    const path = join(dir, 'big.json');
    const items = Array.from({ length: 20_000 }, (_, i) => ({ code: `p-${i}`, name: { 'en-us': `Product ${i} "quoted" [x] ø€😀` } }));
    await writeFile(path, JSON.stringify(items, null, 1));
    let count = 0;
    let batches = 0;
    for await (const batch of readJsonArray(path)) {
      batches += 1;
      for (const el of batch) {
        expect(parseElement(el)).toEqual(items[count]);
        count += 1;
      }
    }
    expect(count).toBe(20_000);
    expect(batches).toBeGreaterThan(1);
  });

  it('tolerates a UTF-8 byte-order mark and surrounding whitespace', async () => {
    const path = join(dir, 'bom.json');
    await writeFile(path, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n  [ {"a":1} ]\n\n')]));
    expect((await readAll(path)).map((e) => [e.text, e.line, e.column])).toEqual([['{"a":1}', 2, 5]]);
  });

  it('refuses a broken byte-order mark', async () => {
    const path = join(dir, 'broken-bom.json');
    await writeFile(path, Buffer.concat([Buffer.from([0xef, 0xbb]), Buffer.from('[{"a":1}]')]));
    await expect(readAll(path)).rejects.toThrow(/not a JSON array/);
  });

  it('throws at the end when the file is cut short', async () => {
    const path = join(dir, 'cut.json');
    await writeFile(path, '[{"a":1},{"a":');
    await expect(readAll(path)).rejects.toThrow(/ends before the array is closed/);
  });
});

import { describe, expect, it } from 'vitest';
import type { EntityType, ImportStrategy } from '@/contract';
import type { FileCheckResult } from './checkResult';
import { checkInRanges, type RangesOptions } from './checkInRanges';
import { inThisThread } from './testing/inThisThread';
import { corpusBytes } from '@/engine/checker/testing/corpus';
import { generatedElement } from '@/engine/checker/testing/generateImportFile';
import { inWords } from '@/engine/checker/testing/inWords';
import { inEnglish } from '@/engine/format/inEnglish';
import { validateImportFile } from './validateImportFile';

/** small pieces and runs, so that the little files of the tests are read the way big ones are */
const reading = { pieceBytes: 61, runChars: 97 };

const single = (file: Blob, entity: EntityType, strategy: ImportStrategy, maxKeptProblems?: number) =>
  validateImportFile(file, { entity, strategy, ...reading, ...(maxKeptProblems ? { maxKeptProblems } : {}) });

const inRanges = (file: Blob, entity: EntityType, strategy: ImportStrategy, options: Partial<RangesOptions> = {}) =>
  checkInRanges(file, {
    entity,
    strategy,
    ranges: 4,
    createChecker: () => inThisThread(file),
    cutOptions: { searchBytes: 2048 },
    ...reading,
    ...options,
  });

const withoutTime = ({ durationMs: _, ...rest }: FileCheckResult) => rest;

/** Checks the file both ways and expects the same result; returns the parallel outcome. */
const expectSame = async (file: Blob, entity: EntityType, strategy: ImportStrategy, options: Partial<RangesOptions> = {}) => {
  const expected = await single(file, entity, strategy, options.maxKeptProblems);
  const outcome = await inRanges(file, entity, strategy, options);
  expect(withoutTime(outcome.result)).toEqual(withoutTime(expected));
  return { ...outcome, expected };
};

const blobOf = (text: string | Uint8Array) => new Blob([text as BlobPart], { type: 'application/json' });
const arrayOf = (elements: unknown[], separator = ',') => `[${elements.map((e) => JSON.stringify(e)).join(separator)}]`;
const products = (n: number, from = 0) => Array.from({ length: n }, (_, k) => generatedElement('product', from + k));
const byteOffset = (text: string, charOffset: number) => new TextEncoder().encode(text.slice(0, charOffset)).length;
/** the offset in characters of the `{` that starts element `k` of `arrayOf(elements)` */
const charStart = (elements: unknown[], k: number) => 1 + elements.slice(0, k).reduce<number>((n, e) => n + JSON.stringify(e).length + 1, 0);
/** …and in bytes: where a range can start */
const elementStart = (elements: unknown[], k: number) => byteOffset(arrayOf(elements), charStart(elements, k));

describe('checking in byte ranges gives the single pass result', () => {
  const corpus: [string, EntityType][] = [
    ['attributes.json', 'attribute'],
    ['categories.json', 'category'],
    ['categories-bom.json', 'category'],
    ['products.json', 'product'],
    ['products-partial.json', 'product'],
    ['inventory.json', 'inventory'],
    ['array-of-numbers.json', 'product'],
    ['missing-key.json', 'product'],
    ['wrong-enum.json', 'product'],
    ['import-type-in-full.json', 'product'],
    ['unknown-import-type.json', 'product'],
    ['duplicate-key.json', 'product'],
    ['syntax-error.json', 'category'],
    ['trailing-comma.json', 'attribute'],
    ['not-utf8.json', 'attribute'],
    ['utf16.json', 'attribute'],
    ['empty.json', 'product'],
    ['not-json.json', 'product'],
    ['object-not-array.json', 'product'],
    ['attributes.json', 'product'],
  ];
  it.each(corpus.flatMap(([name, entity]) => (['full', 'partial'] as const).map((s) => [name, entity, s] as const)))(
    '%s as %s, %s',
    async (name, entity, strategy) => {
      const file = blobOf(corpusBytes(name));
      for (const ranges of [2, 3, 5]) await expectSame(file, entity, strategy, { ranges, cutOptions: { searchBytes: 512 } });
    },
  );

  it('the good corpus files really are cut into ranges', async () => {
    for (const name of ['products.json', 'categories.json', 'inventory.json']) {
      const { ranges } = await expectSame(blobOf(corpusBytes(name)), name.startsWith('c') ? 'category' : name.startsWith('i') ? 'inventory' : 'product', 'full', { ranges: 3 });
      expect(ranges, name).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(['product', 'category', 'attribute', 'inventory'] as const)('generated %s files, minified and pretty, full and partial', async (entity) => {
    const elements = Array.from({ length: 120 }, (_, k) => {
      const e = generatedElement(entity, k);
      return k % 9 === 8 ? { ...(entity === 'inventory' ? { productCode: e.productCode, locationCode: e.locationCode } : { code: e.code }), importType: 'D' } : e;
    });
    for (const text of [arrayOf(elements), `[\n${elements.map((e) => JSON.stringify(e, null, 2)).join(',\n')}\n]\n`]) {
      for (const strategy of ['full', 'partial'] as const) {
        const { ranges } = await expectSame(blobOf(text), entity, strategy, { ranges: 7 });
        expect(ranges).toBe(7);
      }
    }
  });

  it('a file on the wrong slot: what it looks like is judged on the first 50 elements of the file, across ranges', async () => {
    const attributes = Array.from({ length: 120 }, (_, k) => (k < 20 ? generatedElement('product', k) : generatedElement('attribute', k)));
    const { result, ranges } = await expectSame(blobOf(arrayOf(attributes)), 'product', 'full', { ranges: 6 });
    expect(ranges).toBe(6);
    expect(result.looksLike).toBe('attribute');
  });

  it('keeps the same first problems when there are more than it keeps', async () => {
    const broken = products(200).map((p, k) => (k % 3 === 0 ? { ...p, modelType: 'nope', color: 'red' } : p));
    const { result, ranges } = await expectSame(blobOf(arrayOf(broken)), 'product', 'full', { ranges: 6, maxKeptProblems: 7 });
    expect(ranges).toBe(6);
    expect(result.problems).toHaveLength(7);
    expect(result.problemCount).toBe(67);
  });
});

describe('cuts and what crosses them', () => {
  it('a syntax error right after a cut and right before one', async () => {
    const elements = products(40);
    const good = arrayOf(elements);
    for (const k of [10, 20, 30]) {
      const at = charStart(elements, k);
      // right after the cut: the element that starts the range is broken
      const after = `${good.slice(0, at + 1)}"code" "x",${good.slice(at + 1)}`;
      let outcome = await expectSame(blobOf(after), 'product', 'full', { cuts: [0, byteOffset(after, at)] });
      expect(outcome.result.fileProblem).toMatchObject({ kind: 'syntax', elementIndex: k });
      expect(outcome.ranges).toBe(2);
      // right before it: the last element of the range before is broken (its closing '}' is a ']')
      const before = `${good.slice(0, at - 2)}]${good.slice(at - 1)}`;
      outcome = await expectSame(blobOf(before), 'product', 'full', { cuts: [0, byteOffset(before, at)] });
      expect(outcome.result.fileProblem).toMatchObject({ kind: 'syntax', elementIndex: k - 1 });
    }
  });

  it('a text value holding "},{" across a cut: a cut put there is recovered from', async () => {
    const elements = products(30);
    elements[15] = { ...elements[15]!, shortDescription: { 'en-us': 'a},{"code":"P1","name":{"en-us":"x"},"modelType":"standard"},{"code":"P2"' } };
    const text = arrayOf(elements);
    const file = blobOf(text);
    const inString = byteOffset(text, text.indexOf('{\\"code\\":\\"P1'));
    // a cut put inside the text: the range before does not end cleanly and reads on through the next
    const outcome = await expectSame(file, 'product', 'full', { cuts: [0, inString, elementStart(elements, 25)] });
    expect(outcome).toMatchObject({ ranges: 2, checkedAgain: 1 });
    expect(outcome.result.problemCount).toBe(0);
  });

  it('nested "},{" (a product\'s options) at a cut: a cut put there is recovered from', async () => {
    const elements = products(40).map((p, k) => ({ ...p, options: Array.from({ length: 30 }, (_, i) => ({ code: `opt-${k}-${i}` })) }));
    const text = arrayOf(elements);
    const file = blobOf(text);
    const nested = byteOffset(text, text.indexOf('{"code":"opt-20-5"}'));
    const outcome = await expectSame(file, 'product', 'full', { cuts: [0, nested, elementStart(elements, 30)] });
    expect(outcome).toMatchObject({ ranges: 2, checkedAgain: 1 });
    // the search itself, with a window shorter than an element's options: cuts may be wrong, the result is not
    await expectSame(file, 'product', 'full', { ranges: 5, cutOptions: { searchBytes: 300 } });
  });

  it('keys repeated across ranges name the first element in the file, and count as problems only there', async () => {
    const elements = products(60);
    elements[25] = { ...elements[25]!, code: elements[3]!.code };
    elements[45] = { ...elements[45]!, code: elements[3]!.code };
    elements[50] = { ...elements[50]!, code: elements[47]!.code };
    const file = blobOf(arrayOf(elements));
    const outcome = await expectSame(file, 'product', 'full', { cuts: [0, elementStart(elements, 20), elementStart(elements, 40)] });
    expect(outcome).toMatchObject({ ranges: 3, checkedAgain: 2 });
    const key = elements[3]!.code as string;
    expect(outcome.result.problems.map((p) => [p.index, inEnglish(p)])).toEqual([
      [25, `repeats the key ${key} of element 4: each key may appear only once in a file`],
      [45, `repeats the key ${key} of element 4: each key may appear only once in a file`],
      [50, `repeats the key ${elements[47]!.code as string} of element 48: each key may appear only once in a file`],
    ]);
    expect(outcome.result).toMatchObject({ toAddOrChange: 57, elementsWithProblems: 3, keysComplete: true });
    expect(outcome.result.keys).toHaveLength(57);
  });

  it('category parents in another range, and a cycle across ranges', async () => {
    const cats = Array.from({ length: 30 }, (_, k) => ({ ...generatedElement('category', k), code: `c${k}`, parentCategoryCode: k === 0 ? null : `c${Math.floor(k / 2)}` }));
    cats[2] = { ...cats[2]!, parentCategoryCode: 'c27' };
    cats[27] = { ...cats[27]!, parentCategoryCode: 'c14' };
    cats[14] = { ...cats[14]!, parentCategoryCode: 'c2' };
    cats[5] = { ...cats[5]!, parentCategoryCode: 'outside' };
    const file = blobOf(arrayOf(cats));
    for (const strategy of ['full', 'partial'] as const) {
      const outcome = await expectSame(file, 'category', strategy, { cuts: [0, elementStart(cats, 10), elementStart(cats, 20)] });
      expect(outcome.ranges).toBe(3);
      expect(inEnglish(outcome.result.problems.find((p) => p.index === 27)!)).toMatch(/cycle of parents: "c\d+" → "c\d+" → "c\d+" → "c\d+"/);
    }
    await expectSame(file, 'category', 'partial', { ranges: 6 });
  });

  it('a multi-byte character across a nominal cut, and an invalid byte in a later range', async () => {
    const elements = products(50).map((p, k) => ({ ...p, name: { 'en-us': `${'😀é'.repeat(1 + (k % 7))} shirt ${k}` } }));
    const text = arrayOf(elements);
    const bytes = new TextEncoder().encode(text);
    for (let ranges = 2; ranges <= 9; ranges++) expect((await expectSame(blobOf(bytes), 'product', 'full', { ranges })).ranges).toBe(ranges);
    const broken = bytes.slice();
    const at = byteOffset(text, text.indexOf('😀', charStart(elements, 40)));
    broken[at + 1] = 0x41;
    const outcome = await expectSame(blobOf(broken), 'product', 'full', { cuts: [0, elementStart(elements, 10), elementStart(elements, 30)] });
    expect(outcome.result.fileProblem).toMatchObject({ kind: 'encoding', byteOffset: at });
    expect(outcome.ranges).toBe(3);
  });

  it('CRLF line ends: the line and column of an error in range 3', async () => {
    const elements = products(40);
    let text = `[\r\n  ${elements.map((e) => JSON.stringify(e, null, 2).replace(/\n/g, '\r\n  ')).join(',\r\n  ')}\r\n]\r\n`;
    const bad = text.indexOf('"modelType": "standard"', text.indexOf('"P00000033"'));
    text = `${text.slice(0, bad)}"modelType" "standard"${text.slice(bad + '"modelType": "standard"'.length)}`;
    const cuts = [0, 10, 20, 30].map((k) => (k === 0 ? 0 : byteOffset(text, text.indexOf(`{\r\n    "code": "P${String(k).padStart(8, '0')}"`))));
    const outcome = await expectSame(blobOf(text), 'product', 'full', { cuts });
    expect(outcome.ranges).toBe(4);
    const lines = text.slice(0, bad).split('\n');
    expect(outcome.result.fileProblem).toMatchObject({ kind: 'syntax', elementIndex: 33, position: { line: lines.length, column: lines[lines.length - 1]!.length + 13 } });
    await expectSame(blobOf(text), 'product', 'full', { ranges: 5 });
  });

  it('a last range of one small element, and elements that are not objects', async () => {
    const elements = [...products(20), { code: 'x' }];
    const outcome = await expectSame(blobOf(arrayOf(elements)), 'product', 'partial', { cuts: [0, elementStart(elements, 10), elementStart(elements, 20)] });
    expect(outcome.ranges).toBe(3);
    const mixed = `[${products(30).map((p, k) => (k % 4 === 1 ? `${k}, "text", null, [1,{"a":2}], ${JSON.stringify(p)}` : JSON.stringify(p))).join(',')}]`;
    const mixedOutcome = await expectSame(blobOf(mixed), 'product', 'full', { ranges: 4 });
    expect(mixedOutcome.ranges).toBe(4);
    expect(mixedOutcome.result.problemCount).toBeGreaterThan(20);
  });

  it("a wrong cut before the last range: the range before reads on to the file's end", async () => {
    const elements = products(20);
    const text = arrayOf(elements);
    const inside = byteOffset(text, text.indexOf('{"code":"size"}', charStart(elements, 15)));
    const outcome = await expectSame(blobOf(text), 'product', 'full', { cuts: [0, elementStart(elements, 8), inside] });
    expect(outcome).toMatchObject({ ranges: 2, checkedAgain: 1 });
  });
});

describe('progress and cancel over ranges', () => {
  it('tells bytes and elements of all ranges together, ending with the whole file', async () => {
    const file = blobOf(arrayOf(products(300)));
    const seen: { bytesChecked: number; elements: number; totalBytes: number | null }[] = [];
    const { ranges } = await inRanges(file, 'product', 'full', { ranges: 3, progressIntervalMs: 0, onProgress: (p) => seen.push(p) });
    expect(ranges).toBe(3);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((p) => p.totalBytes === file.size && p.bytesChecked <= file.size)).toBe(true);
    expect(seen[seen.length - 1]).toMatchObject({ bytesChecked: file.size, elements: 300 });
  });

  it('its bytes never go back, even when a range is checked again (a wrong cut, a key repeated from an earlier range); it ends with the merged figures', async () => {
    const elements = products(300);
    elements[250] = { ...elements[250]!, code: elements[5]!.code };
    const text = arrayOf(elements);
    const inside = byteOffset(text, text.indexOf('{"code":"size"}', charStart(elements, 200)));
    const seen: number[][] = [];
    const outcome = await inRanges(blobOf(text), 'product', 'full', {
      cuts: [0, elementStart(elements, 100), inside, elementStart(elements, 240)],
      progressIntervalMs: 0,
      onProgress: (p) => seen.push([p.bytesChecked, p.elements, p.problems]),
    });
    expect(outcome).toMatchObject({ ranges: 3, checkedAgain: 2 });
    for (let i = 1; i < seen.length; i++) expect(seen[i]![0]).toBeGreaterThanOrEqual(seen[i - 1]![0]!);
    expect(seen[seen.length - 1]).toEqual([blobOf(text).size, 300, 1]);
  });

  it('stops with an AbortError when cancelled', async () => {
    const file = blobOf(arrayOf(products(300)));
    const controller = new AbortController();
    const check = inRanges(file, 'product', 'full', {
      ranges: 3,
      signal: controller.signal,
      createChecker: () => inThisThread(file, controller.signal),
      progressIntervalMs: 0,
      onProgress: () => controller.abort(),
    });
    await expect(check).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('elements nested too deep', () => {
  const levels = 100_000;
  const reason = (line: number, column: number) => `is nested deeper than 512 levels of objects and arrays (level 513 begins at line ${line}, column ${column})`;
  /** a product whose name holds `levels` arrays, each opened on a line of its own */
  const deepProduct = (code: string) =>
    `{"code":"${code}","name":{"de-de":${'[\n'.repeat(levels)}${']'.repeat(levels)}},"modelType":"standard","isInventoryManaged":true}`;
  /** an element that is itself an array; one of objects (the property count no longer matches the colons: the text is scanned for repeats) */
  const deepArray = `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const deepObjects = `{"code":"objects","modelType":"standard","isInventoryManaged":true,"name":{"en-us":"x"},"x":${'{"a":'.repeat(levels)}{"b":1,"b":2}${'}'.repeat(levels)}}`;

  it('are problems of their element, with the line and column where level 513 begins, in one pass and in byte ranges', async () => {
    const elements = products(40);
    const parts = elements.map((e) => JSON.stringify(e, null, 2));
    parts[20] = deepProduct('deep');
    parts[25] = deepArray;
    parts[30] = deepObjects;
    const text = `[\n${parts.join(',\n')}\n]\n`;
    const file = blobOf(text);
    const linesBefore = (k: number) => text.slice(0, text.indexOf(parts[k]!)).split('\n').length;
    const columnOf = (at: number) => at - text.lastIndexOf('\n', at - 1);
    const arrayAt = text.indexOf(parts[25]!) + 512;
    const objectsAt = text.indexOf(parts[30]!) + parts[30]!.indexOf('{"a":') + 511 * '{"a":'.length;
    const cuts = [0, ...[10, 22, 28].map((k) => byteOffset(text, text.indexOf(parts[k]!)))];
    for (const options of [{ cuts }, { ranges: 5 }, { ranges: 3, runChars: 256 * 1024, pieceBytes: 64 * 1024 }]) {
      const { result, ranges } = await expectSame(file, 'product', 'full', options);
      // each deep element in a range of its own, its lines counted from the range's start
      if ('cuts' in options) expect(ranges).toBe(4);
      expect(result.fileProblem).toBeNull();
      const deep = result.problems.map(inWords).filter((p) => p.reason.startsWith('is nested deeper than 512 levels'));
      expect(deep).toEqual([
        // the name's 511th array, each opened on a line of its own
        { index: 20, key: 'deep', field: 'name', reason: reason(linesBefore(20) + 510, 1) },
        { index: 25, key: null, field: '', reason: reason(linesBefore(25), columnOf(arrayAt)) },
        { index: 30, key: 'objects', field: 'x', reason: reason(linesBefore(30), columnOf(objectsAt)) },
      ]);
      expect(result).toMatchObject({ elements: 40, elementsWithProblems: 3, toAddOrChange: 37 });
    }
  }, 60_000);

  it('512 levels are allowed, 513 are not', async () => {
    const nested = (n: number) => `{"code":"n${n}","modelType":"standard","isInventoryManaged":true,"name":{"en-us":"x"},"x":${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`;
    const { result } = await expectSame(blobOf(`[${nested(512)},${nested(513)}]`), 'product', 'full', { ranges: 2 });
    // the element is level 1, its x's arrays levels 2 to 513
    const column = `[${nested(512)},`.length + nested(513).indexOf('[') + 511 + 1;
    expect(result.problems.map(inWords)).toEqual([
      { index: 1, key: 'n513', field: 'x', reason: `is nested deeper than 512 levels of objects and arrays (level 513 begins at line 1, column ${column})` },
    ]);
  });
});

describe('properties written twice', () => {
  it('are warned about with where each is written, the same in one pass and in byte ranges', async () => {
    const elements = products(40);
    const parts = elements.map((e) => JSON.stringify(e, null, 2));
    // a key written twice at the top, three times in a nested object, and twice in an object of an array
    parts[5] = parts[5]!.replace('"code": "P00000005",', '"code": "P00000005",\n  "code": "P00000005",');
    parts[17] = parts[17]!.replace('"currencyCode": "EUR"', '"currencyCode": "EUR", "currencyCode": "USD",\n "currencyCode": "EUR"');
    parts[33] = parts[33]!.replace('{\n      "code": "color"', '{\n      "code": "color", "code": "colour"');
    const text = `[\n${parts.join(',\n')}\n]\n`;
    /** the line and column of the `n`th occurrence of `what` in element `k` */
    const at = (k: number, what: string, n: number) => {
      let offset = text.indexOf(parts[k]!);
      for (let i = 0; i <= n; i++) offset = text.indexOf(what, offset + (i === 0 ? 0 : 1));
      const before = text.slice(0, offset).split('\n');
      return `line ${before.length}, column ${before[before.length - 1]!.length + 1}`;
    };
    const reason = (first: string, again: string) => `is written more than once in the same object (at ${first} and again at ${again}): only the last one is kept`;
    const expected = [
      { index: 5, key: 'P00000005', field: 'code', reason: reason(at(5, '"code"', 0), at(5, '"code"', 1)) },
      { index: 17, key: 'P00000017', field: 'price.currencyCode', reason: reason(at(17, '"currencyCode"', 0), at(17, '"currencyCode"', 1)) },
      { index: 17, key: 'P00000017', field: 'price.currencyCode', reason: reason(at(17, '"currencyCode"', 0), at(17, '"currencyCode"', 2)) },
      { index: 33, key: 'P00000033', field: 'options[0].code', reason: reason(at(33, '"code": "color"', 0), at(33, '"code": "colour"', 0)) },
    ];
    const cuts = [0, ...[10, 17, 30].map((k) => byteOffset(text, text.indexOf(parts[k]!)))];
    for (const options of [{ cuts }, { ranges: 6 }]) {
      const { result, ranges } = await expectSame(blobOf(text), 'product', 'full', options);
      if ('cuts' in options) expect(ranges).toBe(4);
      expect(result.warnings.map(inWords).filter((w) => w.reason.includes('more than once'))).toEqual(expected);
      expect(result.elementsWithWarnings).toBe(3);
    }
  });
});

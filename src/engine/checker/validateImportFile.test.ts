import { describe, expect, it } from 'vitest';
import type { EntityType, ImportStrategy } from '@/contract';
import { inEnglish } from '@/engine/format/inEnglish';
import type { FileCheckResult } from './checkResult';
import { corpusFile, corpusText, testEnv } from '@/engine/checker/testing/corpus';
import { generatedElement, generateImportBlob, generateImportFileParts } from '@/engine/checker/testing/generateImportFile';
import { inWords } from '@/engine/checker/testing/inWords';
import { validateImportFile, type ValidateOptions } from './validateImportFile';

const file = corpusFile;

const check = (name: string, entity: EntityType, strategy: ImportStrategy = 'full', options: Partial<ValidateOptions> = {}) =>
  validateImportFile(file(name), { entity, strategy, ...options });

/** A stream that hands out the parts of a text in the given byte sizes, as a network or disk would. */
const streamOf = (text: string, pieceBytes: number) => {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + pieceBytes));
      at += pieceBytes;
    },
  });
};

const firstProblem = (r: FileCheckResult) => r.problems[0] && inWords(r.problems[0]);

describe('validateImportFile over the corpus of good files', () => {
  it.each([
    ['attributes.json', 'attribute', 4],
    ['categories.json', 'category', 5],
    ['categories-bom.json', 'category', 5],
    ['products.json', 'product', 8],
    ['inventory.json', 'inventory', 6],
  ] as const)('%s is a good %s file of %i elements', async (name, entity, elements) => {
    const r = await check(name, entity);
    expect(r.fileProblem).toBeNull();
    expect(r.problems).toEqual([]);
    expect(r).toMatchObject({ elements, toAddOrChange: elements, toDelete: 0, problemCount: 0, elementsWithProblems: 0, looksLike: null });
    expect(r.bytes).toBe(file(name).size);
  });

  it('counts the additions and deletions of a partial file', async () => {
    const r = await check('products-partial.json', 'product', 'partial');
    expect(r).toMatchObject({ elements: 4, toAddOrChange: 2, toDelete: 2, problemCount: 0, fileProblem: null });
  });
});

describe('validateImportFile over the corpus of bad files', () => {
  it('an empty file', async () => {
    const r = await check('empty.json', 'product');
    expect(r.fileProblem).toMatchObject({ kind: 'empty' });
    expect(inEnglish(r.fileProblem!)).toMatch(/empty/);
  });

  it('a file that is not JSON, with line and column', async () => {
    const r = await check('not-json.json', 'product');
    expect(r.fileProblem).toMatchObject({ kind: 'syntax', position: { line: 1, column: 1 } });
    expect(inEnglish(r.fileProblem!)).toMatch(/not a JSON array/);
  });

  it('a JSON object instead of an array', async () => {
    const r = await check('object-not-array.json', 'product');
    expect(r.fileProblem).toMatchObject({ kind: 'notArray' });
    expect(inEnglish(r.fileProblem!)).toMatch(/single JSON object, not an array/);
  });

  it('an array of numbers: every element must be an object', async () => {
    const r = await check('array-of-numbers.json', 'attribute');
    expect(r.fileProblem).toBeNull();
    expect(r).toMatchObject({ elements: 3, elementsWithProblems: 3, problemCount: 3, toAddOrChange: 0 });
    expect(firstProblem(r)).toEqual({ index: 0, key: null, field: '', reason: 'must be an object, not number 1' });
  });

  it('a missing key', async () => {
    const r = await check('missing-key.json', 'product');
    expect(r).toMatchObject({ elements: 3, elementsWithProblems: 1, toAddOrChange: 2 });
    expect(firstProblem(r)).toMatchObject({ index: 1, key: null, field: 'code', reason: 'is required' });
  });

  it('a wrong enum value', async () => {
    const r = await check('wrong-enum.json', 'product');
    expect(firstProblem(r)).toMatchObject({ index: 2, key: 'linen-shirt', field: 'modelType' });
    expect(firstProblem(r)?.reason).toMatch(/must be one of standard, configurable.*not string "gadget"/);
  });

  it('importType in a full file', async () => {
    const r = await check('import-type-in-full.json', 'product', 'full');
    expect(firstProblem(r)).toMatchObject({ index: 1, field: 'importType' });
    expect(firstProblem(r)?.reason).toMatch(/only allowed in partial files/);
  });

  it('the same file is fine as a partial file: the rules depend on the strategy', async () => {
    const r = await check('import-type-in-full.json', 'product', 'partial');
    expect(r.problemCount).toBe(0);
  });

  it('an unknown importType', async () => {
    const r = await check('unknown-import-type.json', 'product', 'partial');
    expect(r).toMatchObject({ elements: 2, elementsWithProblems: 1, toDelete: 1 });
    expect(firstProblem(r)).toMatchObject({ index: 0, field: 'importType' });
    expect(firstProblem(r)?.reason).toMatch(/AC \(add or change\) or D \(delete\), not string "X"/);
  });

  it('a duplicate key names the first element with it', async () => {
    const r = await check('duplicate-key.json', 'product');
    expect(r).toMatchObject({ elements: 4, elementsWithProblems: 1, toAddOrChange: 3 });
    expect(firstProblem(r)).toMatchObject({ index: 3, key: 'oxford-shirt-white', field: 'code' });
    expect(firstProblem(r)?.reason).toMatch(/repeats the key oxford-shirt-white of element 1/);
  });

  it('a syntax error inside an element, with line and column', async () => {
    const r = await check('syntax-error.json', 'category');
    expect(r.fileProblem).toMatchObject({ kind: 'syntax', position: { line: 13, column: 5 }, elementIndex: 1 });
    expect(inEnglish(r.fileProblem!)).toBe("Expected ',' or '}' after a property value but found '\"'");
  });

  it('a trailing comma', async () => {
    const r = await check('trailing-comma.json', 'attribute');
    expect(r.fileProblem).toMatchObject({ kind: 'syntax', position: { line: 3, column: 1 } });
    expect(inEnglish(r.fileProblem!)).toMatch(/remove the last comma/);
  });

  it('a file that is not UTF-8', async () => {
    const r = await check('not-utf8.json', 'attribute');
    expect(r.fileProblem).toMatchObject({ kind: 'encoding', byteOffset: 46 });
    expect(inEnglish(r.fileProblem!)).toMatch(/not UTF-8/);
  });

  it('a UTF-16 file', async () => {
    const r = await check('utf16.json', 'attribute');
    expect(r.fileProblem).toMatchObject({ kind: 'encoding' });
    expect(inEnglish(r.fileProblem!)).toMatch(/UTF-16/);
  });

  it('a file dropped on the wrong slot says which slot it looks like', async () => {
    const r = await check('attributes.json', 'product');
    expect(r.looksLike).toBe('attribute');
    expect(r.problemCount).toBeGreaterThan(0);
    const inventory = await check('inventory.json', 'category');
    expect(inventory.looksLike).toBe('inventory');
  });
});

describe('validateImportFile reading in pieces', () => {
  const text = corpusText('products.json');

  it.each([1, 2, 3, 7, 64])('gives the same answer when the bytes come %i at a time', async (pieceBytes) => {
    const whole = await check('products.json', 'product');
    const r = await validateImportFile(streamOf(text, pieceBytes), { entity: 'product', strategy: 'full', runChars: 16 });
    expect({ ...r, durationMs: 0 }).toEqual({ ...whole, durationMs: 0 });
  });

  it('finds the syntax error wherever the pieces are cut', async () => {
    const bad = corpusText('syntax-error.json');
    for (const pieceBytes of [1, 5, 33, 1000]) {
      const r = await validateImportFile(streamOf(bad, pieceBytes), { entity: 'category', strategy: 'full', runChars: 8 });
      expect(r.fileProblem?.position).toEqual({ line: 13, column: 5 });
    }
  });

  it('decodes multi-byte characters cut between pieces', async () => {
    const unicode = JSON.stringify([{ code: 'grün', type: 'text', use: 'option', name: { 'de-de': 'Grün 🌿 \\"q\\"' } }]);
    for (const pieceBytes of [1, 2, 3]) {
      const r = await validateImportFile(streamOf(`\uFEFF${unicode}`, pieceBytes), { entity: 'attribute', strategy: 'full', runChars: 4 });
      expect(r).toMatchObject({ elements: 1, problemCount: 0, fileProblem: null });
    }
  });

  it('reports progress in bytes, and once more at the end', async () => {
    const seen: number[] = [];
    const blob = generateImportBlob('category', { count: 5000, partChars: 32 * 1024 });
    await validateImportFile(blob, {
      entity: 'category',
      strategy: 'full',
      pieceBytes: 64 * 1024,
      runChars: 64 * 1024,
      progressIntervalMs: 0,
      onProgress: (p) => seen.push(p.bytesChecked),
    });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(blob.size);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const blob = generateImportBlob('product', { count: 20_000 });
    const pending = validateImportFile(blob, {
      entity: 'product',
      strategy: 'full',
      pieceBytes: 64 * 1024,
      runChars: 64 * 1024,
      signal: controller.signal,
      progressIntervalMs: 0,
      onProgress: () => controller.abort(),
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('validateImportFile over large generated files', () => {
  it('checks 50 MB of products, minified, in runs', async () => {
    const blob = generateImportBlob('product', { targetBytes: 50 * 1024 * 1024 });
    const r = await validateImportFile(blob, { entity: 'product', strategy: 'full' });
    const expected = (JSON.parse(await blob.text()) as unknown[]).length;
    expect(r).toMatchObject({ elements: expected, toAddOrChange: expected, problemCount: 0, fileProblem: null, bytes: blob.size });
  }, 60_000);

  it('checks 20 MB of pretty-printed partial inventory with deletions', async () => {
    const blob = generateImportBlob('inventory', { targetBytes: 20 * 1024 * 1024, pretty: true, deleteEvery: 10 });
    const r = await validateImportFile(blob, { entity: 'inventory', strategy: 'partial' });
    expect(r.fileProblem).toBeNull();
    expect(r.problemCount).toBe(0);
    expect(r.toDelete).toBe(Math.floor(r.elements / 10));
  }, 60_000);

  it.each(['customer', 'segment', 'segmentMember'] as const)('checks a generated partial %s file with deletions clean (the bench writes these)', async (entity) => {
    const blob = generateImportBlob(entity, { count: 3000, deleteEvery: 7 });
    const r = await validateImportFile(blob, { entity, strategy: 'partial' });
    expect(r).toMatchObject({ elements: 3000, toDelete: Math.floor(3000 / 7), problemCount: 0, fileProblem: null });
  });

  it('finds one broken element deep in a large file, with its line', async () => {
    const parts = [...generateImportFileParts('category', { count: 100_000, pretty: true })];
    const text = parts.join('');
    const at = text.indexOf('"code": "cat-077777"');
    const broken = `${text.slice(0, at)}"code": "cat-077777" "oops",${text.slice(at + '"code": "cat-077777",'.length)}`;
    const line = text.slice(0, at).split('\n').length;
    const r = await validateImportFile(new Blob([broken]), { entity: 'category', strategy: 'full' });
    expect(r.fileProblem).toMatchObject({ kind: 'syntax', elementIndex: 77_777, position: { line, column: 26 } });
  }, 60_000);

  it('keeps the first problems and counts the rest', async () => {
    const elements = Array.from({ length: 30_000 }, (_, i) => ({ code: `c${i % 20_000}`, name: { 'en-us': 'x' }, sequenceId: 1 }));
    const r = await validateImportFile(new Blob([JSON.stringify(elements)]), { entity: 'category', strategy: 'full', maxKeptProblems: 500 });
    expect(r).toMatchObject({ elements: 30_000, elementsWithProblems: 10_000, problemCount: 10_000 });
    expect(r.problems).toHaveLength(500);
    expect(r.problems[0]).toMatchObject({ index: 20_000, key: 'c0' });
  });

  it('carries an element larger than a run whole', async () => {
    const big = { code: 'huge', type: 'text', use: 'option', name: { 'en-us': 'x' }, values: [] as unknown[] };
    for (let i = 0; i < 5_000; i++) big.values.push({ code: `v${i}`, sequenceId: i, name: { 'en-us': `Value ${i}` } });
    const text = JSON.stringify([{ code: 'a', type: 'text', use: 'option', name: { 'en-us': 'A' } }, big]);
    const r = await validateImportFile(streamOf(text, 4096), { entity: 'attribute', strategy: 'full', runChars: 10_000 });
    expect(r).toMatchObject({ elements: 2, problemCount: 0, fileProblem: null });
  });

  it.runIf(testEnv('CHECKER_HUGE') === '1')(
    'finds a bad element at the very end of a 1 GB file, with its index',
    async () => {
      const elementBytes = JSON.stringify(generatedElement('product', 1_000_000)).length + 1;
      const count = Math.ceil(1024 ** 3 / elementBytes);
      const parts = generateImportFileParts('product', { count });
      const bad = JSON.stringify({ ...generatedElement('product', count), price: { price: 1, currencyCode: 'EURO' } });
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = parts.next();
          if (next.done) return controller.close();
          // only the last part ends with the ']' that closes the array (elements end with '}'): the bad element goes in before it
          const text = next.value.endsWith(']') ? `${next.value.slice(0, -1)},${bad}]` : next.value;
          controller.enqueue(encoder.encode(text));
        },
      });
      const r = await validateImportFile(stream, { entity: 'product', strategy: 'full' });
      expect(r.bytes).toBeGreaterThan(1024 ** 3);
      expect(r).toMatchObject({ elements: count + 1, problemCount: 1, fileProblem: null });
      expect(r.problems.map(inWords)).toEqual([{ index: count, key: `P${String(count).padStart(8, '0')}`, field: 'price.currencyCode', reason: 'must be a known code, not string "EURO"' }]);
    },
    600_000,
  );

  it.runIf(testEnv('CHECKER_HUGE') === '1')(
    'checks a 2 GB stream in bounded memory',
    async () => {
      const parts = generateImportFileParts('product', { targetBytes: 2 * 1024 ** 3 });
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = parts.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
      });
      const r = await validateImportFile(stream, { entity: 'product', strategy: 'full' });
      expect(r).toMatchObject({ problemCount: 0, fileProblem: null });
      expect(r.bytes).toBeGreaterThan(2 * 1024 ** 3 - 8 * 1024 ** 2);
    },
    600_000,
  );
});

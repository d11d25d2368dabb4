/** The rules of issue 10: what the service refuses, caught in the browser, each on a small file. */
import { describe, expect, it } from 'vitest';
import type { EntityType, ImportStrategy } from '@/contract';
import type { ElementProblemAt } from './checkResult';
import { inEnglish } from '@/engine/format/inEnglish';
import { inWords } from './testing/inWords';
import { validateImportFile } from './validateImportFile';

const check = async (content: unknown[] | string, entity: EntityType, strategy: ImportStrategy = 'full') =>
  validateImportFile(new Blob([typeof content === 'string' ? content : JSON.stringify(content)]), { entity, strategy });

const product = (code: string, extra: Record<string, unknown> = {}) => ({ code, name: { 'en-us': code }, modelType: 'standard', isInventoryManaged: true, ...extra });
const category = (code: string, parentCategoryCode?: string) => ({ code, name: { 'en-us': code }, sequenceId: 1, ...(parentCategoryCode ? { parentCategoryCode } : {}) });
const fields = (r: { problems: ElementProblemAt[] }) => r.problems.map((p) => `${p.field}: ${inEnglish(p)}`);

describe('nested required fields and enums of the POST models', () => {
  it('a price without its currency, or with one that is not a currency code', async () => {
    const r = await check([product('a', { price: { price: 10 } }), product('b', { price: { price: 10, currencyCode: 'EURO' } }), product('c', { price: { price: 10, currencyCode: 'EUR' } })], 'product');
    expect(r.problems.map((p) => [p.index, p.field])).toEqual([
      [0, 'price.currencyCode'],
      [1, 'price.currencyCode'],
    ]);
    expect(inEnglish(r.problems[1]!)).toBe('must be a known code, not string "EURO"');
    expect(r.toAddOrChange).toBe(1);
  });

  it('option values, category links, media and volume prices', async () => {
    const r = await check(
      [
        product('a', {
          options: [{ code: 'color', values: [{ additionalPrice: 1 }] }],
          categories: [{ isPrimary: true }],
          media: { 'en-us': [{ url: 'https://x.test/a.jpg', type: 'gif' }] },
          price: { price: 1, currencyCode: 'EUR', volumePricing: [{ price: 1, priceType: 'fixed', minQty: 1 }] },
          unit: 'stone',
        }),
      ],
      'product',
    );
    expect(fields(r)).toEqual([
      'categories[0].code: is required',
      'options[0].values[0].code: is required',
      'media.en-us[0].type: must be one of image, video, pdf, not string "gif"',
      'price.volumePricing[0].maxQty: is required',
      'unit: must be one of mg, g, kg, ml, l, cm, m, m2, m3, unit, piece, each, oz, lb, floz, pt, qt, gal, in, ft, yd, ft2, not string "stone"',
    ]);
  });

  it('attribute values need code, sequenceId and name; inventory bins at most 100 characters', async () => {
    const attrs = await check([{ code: 'color', type: 'text', use: 'option', name: { 'en-us': 'Color' }, values: [{ code: 'red', name: { 'en-us': 'Red' } }] }], 'attribute');
    expect(fields(attrs)).toEqual(['values[0].sequenceId: is required']);
    const stock = await check([{ productCode: 'p', locationCode: 'l', sku: 's', bin: 'b'.repeat(101) }], 'inventory');
    expect(fields(stock)).toEqual(['bin: must be at most 100 characters (it has 101)']);
  });
});

describe('lengths in characters', () => {
  it('a name of 255 emoji is valid; 256 are too many', async () => {
    const emoji = (n: number) => '😀'.repeat(n);
    const r = await check([product('a', { name: { 'en-us': emoji(255) } }), product('b', { name: { 'en-us': emoji(256) } }), { ...product(emoji(255)) }], 'product');
    expect(r.problems.map((p) => [p.index, p.field])).toEqual([[1, 'name.en-us']]);
  });
});

describe('category parents across the file', () => {
  it('children before their parents are fine', async () => {
    const r = await check([category('corner-sofas', 'sofas'), category('sofas', 'living-room'), category('living-room')], 'category');
    expect(r).toMatchObject({ problemCount: 0, warningCount: 0, toAddOrChange: 3 });
  });

  it('a cycle is an error on each of its categories, naming the cycle', async () => {
    const r = await check([category('a', 'b'), category('b', 'a'), category('self', 'self'), category('fine')], 'category', 'partial');
    expect(r.problems.map((p) => [p.index, inEnglish(p)])).toEqual([
      [0, 'makes a cycle of parents: "a" → "b" → "a"'],
      [1, 'makes a cycle of parents: "a" → "b" → "a"'],
      [2, 'makes a cycle of parents: "self" → "self"'],
    ]);
    expect(r.toAddOrChange).toBe(1);
  });

  it('a parent outside a full file is an error; outside a partial file a warning and a code to look up', async () => {
    const full = await check([category('hats', 'accessories')], 'category', 'full');
    expect(fields(full)).toEqual(['parentCategoryCode: names "accessories", which is not in this file: a full file holds every category, so it would not exist']);
    const partial = await check([category('hats', 'accessories'), category('caps', 'hats')], 'category', 'partial');
    expect(partial.problemCount).toBe(0);
    expect(partial.warnings.map((w) => [w.index, w.field])).toEqual([[0, 'parentCategoryCode']]);
    expect(partial.references.category).toEqual([['accessories', 1]]);
  });
});

describe('warnings: shown apart, never blocking', () => {
  it('a field the model does not have', async () => {
    const r = await check([product('a', { color: 'red' })], 'product');
    expect(r).toMatchObject({ problemCount: 0, warningCount: 1, elementsWithWarnings: 1, toAddOrChange: 1 });
    expect(inWords(r.warnings[0]!)).toEqual({ index: 0, key: 'a', field: 'color', reason: 'is not a field of a product and will be ignored' });
  });

  it('a property written twice in one object, nested or not', async () => {
    const text = '[{"code":"a","name":{"en-us":"A"},"modelType":"standard","isInventoryManaged":true,"price":{"price":1,"currencyCode":"USD","currencyCode":"EUR"}},\n' +
      '{"code":"b","code":"c","name":{"en-us":"B"},"modelType":"standard","isInventoryManaged":true}]';
    const r = await check(text, 'product');
    expect(r.problemCount).toBe(0);
    expect(r.warnings.map((w) => [w.index, w.key, w.field])).toEqual([
      [0, 'a', 'price.currencyCode'],
      [1, 'c', 'code'],
    ]);
    // where each is written: the first time and again (the opening quote of the name)
    const column = (line: string, from: number) => line.indexOf('"currencyCode"', from) + 1;
    const first = text.split('\n')[0]!;
    expect(r.warnings.map((w) => inEnglish(w))).toEqual([
      `is written more than once in the same object (at line 1, column ${column(first, 0)} and again at line 1, column ${column(first, column(first, 0))}): only the last one is kept`,
      'is written more than once in the same object (at line 2, column 2 and again at line 2, column 13): only the last one is kept',
    ]);
  });
});

describe('clearer messages for files that are not a JSON array', () => {
  it('JSON Lines is named as such, pointing at line 2 column 1', async () => {
    const r = await check(`${JSON.stringify(product('a'))}\n${JSON.stringify(product('b'))}\n`, 'product');
    expect(r.fileProblem).toMatchObject({ kind: 'notArray', position: { line: 2, column: 1 } });
    expect(inEnglish(r.fileProblem!)).toMatch(/^The file is JSON Lines \(one object per line\)/);
  });

  it('UTF-16 without a byte-order mark is named UTF-16', async () => {
    const text = JSON.stringify([product('é')]);
    const le = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) le[i * 2] = text.charCodeAt(i);
    const r = await validateImportFile(new Blob([le]), { entity: 'product', strategy: 'full' });
    expect(r.fileProblem).toMatchObject({ kind: 'encoding' });
    expect(inEnglish(r.fileProblem!)).toMatch(/^The file is UTF-16 text \(little-endian, without a byte-order mark\)/);
  });
});

describe('references for the cross-file check', () => {
  it('counts the products naming each category, attribute and option value', async () => {
    const r = await check(
      [
        product('a', { categories: [{ code: 'hats' }], options: [{ code: 'color', values: [{ code: 'red' }] }] }),
        product('b', { categories: [{ code: 'hats' }, { code: 'caps' }], properties: [{ code: 'brand', type: 'attribute' }] }),
      ],
      'product',
    );
    expect(r.references).toEqual({
      category: [['hats', 2], ['caps', 1]],
      attribute: [['color', 1], ['brand', 1]],
      attributeValue: [['color/red', 1]],
    });
    expect(r.keys).toEqual(['a', 'b']);
  });

  it('counts a code once per product, however often that product names it', async () => {
    const twice = { categories: [{ code: 'hats' }, { code: 'hats' }], options: [{ code: 'size' }], extras: [{ code: 'size' }], properties: [{ code: 'size', type: 'attribute' }] };
    const r = await check([product('a', twice), product('b', { categories: [{ code: 'caps' }] }), product('c', twice)], 'product');
    expect(r.references).toEqual({ category: [['hats', 2], ['caps', 1]], attribute: [['size', 2]], attributeValue: [] });
  });
});

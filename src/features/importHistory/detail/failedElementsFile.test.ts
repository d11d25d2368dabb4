import { describe, expect, it } from 'vitest';
import { extractFailedElements, NotTheSameFile } from './failedElementsFile';

const products = (n: number) => Array.from({ length: n }, (_, i) => ({ code: `p-${i}`, name: { 'en-us': `Product ${i}` }, modelType: 'standard' }));
const blob = (value: unknown) => new Blob([JSON.stringify(value, null, 2)]);
const failures = [
  { entity: 'product' as const, index: 3, key: 'p-3', reasons: ['category "x" does not exist in catalog default'] },
  { entity: 'product' as const, index: 7, key: 'p-7', reasons: ['name is required', 'attribute "fabric" does not exist'] },
];

describe('extractFailedElements', () => {
  it('keeps only the failed elements, as they were, with a report of why each failed', async () => {
    const result = await extractFailedElements(blob(products(10)), 'product', 10, failures);
    expect(result.count).toBe(2);
    expect(JSON.parse(await result.json.text())).toEqual([products(10)[3], products(10)[7]]);
    expect(result.report.trim().split('\r\n')).toEqual([
      'Element in this file,Element in the imported file,Key,Reason',
      '1,4,p-3,"category ""x"" does not exist in catalog default"',
      '2,8,p-7,name is required',
      '2,8,p-7,"attribute ""fabric"" does not exist"',
    ]);
  });
  it('reads a file in pieces, whatever its size', async () => {
    const many = products(20_000);
    const result = await extractFailedElements(blob(many), 'product', 20_000, [{ index: 19_999, key: 'p-19999', reasons: ['x is required'] }]);
    expect(JSON.parse(await result.json.text())).toEqual([many[19_999]]);
  });
  it('refuses another file: other element count, or another key where an element failed', async () => {
    expect(new NotTheSameFile({ reason: 'otherCount', found: 9, expected: 10 }).message).toBe(
      'This file has 9 elements; the imported file had 10: this is not the file of this import.',
    );
    await expect(extractFailedElements(blob(products(9)), 'product', 10, failures)).rejects.toThrow(
      new NotTheSameFile({ reason: 'otherCount', found: 9, expected: 10 }),
    );
    const changed = products(10);
    changed[7] = { ...changed[7]!, code: 'other' };
    await expect(extractFailedElements(blob(changed), 'product', 10, failures)).rejects.toThrow(
      'Element 8 of this file is "other", but the element 8 that failed was "p-7": this is not the file of this import.',
    );
    await expect(extractFailedElements(new Blob(['{"a":1}']), 'product', 10, failures)).rejects.toThrow(/cannot be read as the import's file/);
  });
  it('finds the failed elements by key when the log names no index', async () => {
    const result = await extractFailedElements(blob(products(10)), 'product', 10, [{ key: 'p-5', reasons: ['sku is required'] }]);
    expect(JSON.parse(await result.json.text())).toEqual([products(10)[5]]);
  });
});

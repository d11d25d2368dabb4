import { describe, expect, it } from 'vitest';
import type { FileCheckResult } from './checkResult';
import { checkInRanges, type RangesOptions } from './checkInRanges';
import { inThisThread } from './testing/inThisThread';
import type { RangeChecker } from './rangeCheck';
import { keptKeysLimit } from './elementTally';
import { RangeWorkerFailed } from './rangeWorkerPool';
import { generatedElement } from '@/engine/checker/testing/generateImportFile';
import { validateImportFile } from './validateImportFile';

const blobOf = (text: string) => new Blob([text], { type: 'application/json' });
const arrayOf = (elements: unknown[]) => `[${elements.map((e) => JSON.stringify(e)).join(',')}]`;
const products = (n: number) => Array.from({ length: n }, (_, k) => generatedElement('product', k));
const withoutTime = ({ durationMs: _, ...rest }: FileCheckResult) => rest;
const elementStart = (elements: unknown[], k: number) => new TextEncoder().encode(arrayOf(elements.slice(0, k))).length;

/** A checker that notes the ranges it was given; `slow` ones yield to the event loop many times first. */
const noting = (file: Blob, took: number[], order: number[], slow = false): RangeChecker => {
  const checker = inThisThread(file);
  return {
    ...checker,
    check: async (request, onProgress) => {
      took.push(request.start);
      order.push(request.start);
      if (slow) for (let i = 0; i < 200; i++) await new Promise((resolve) => setTimeout(resolve, 0));
      return checker.check(request, onProgress);
    },
  };
};

const expectSame = async (file: Blob, options: Partial<RangesOptions> & { ranges: number }) => {
  const expected = await validateImportFile(file, { entity: 'product', strategy: 'full' });
  const outcome = await checkInRanges(file, { entity: 'product', strategy: 'full', createChecker: () => inThisThread(file), cutOptions: { searchBytes: 4096 }, ...options });
  expect(withoutTime(outcome.result)).toEqual(withoutTime(expected));
  return outcome;
};

describe('a pool of fewer checkers than ranges', () => {
  it('hands the next range to the checker that is free: a slow checker takes fewer, and the result is the single pass', async () => {
    const file = blobOf(arrayOf(products(160)));
    const fast: number[] = [];
    const slow: number[] = [];
    const order: number[] = [];
    const outcome = await expectSame(file, { ranges: 8, workers: 2, createChecker: (slot) => noting(file, slot === 0 ? slow : fast, order, slot === 0) });
    expect(outcome.ranges).toBe(8);
    expect(order).toHaveLength(8);
    expect(fast.length).toBeGreaterThan(slow.length);
    // ranges start in file order, the first on the first checker
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(slow[0]).toBe(0);
  });

  it('a wrong cut: the range before is checked again first, by whichever checker is free', async () => {
    const elements = products(60);
    const text = arrayOf(elements);
    const inside = new TextEncoder().encode(text.slice(0, text.indexOf('{"code":"size"}', text.indexOf('"P00000030"')))).length;
    const cuts = [0, elementStart(elements, 10), elementStart(elements, 20), inside, elementStart(elements, 40), elementStart(elements, 50)];
    const outcome = await expectSame(blobOf(text), { ranges: 6, workers: 2, cuts });
    expect(outcome).toMatchObject({ ranges: 5, checkedAgain: 1 });
  });

  it('keys repeated across ranges checked by the same checker are asked of it by range', async () => {
    const elements = products(80);
    elements[35] = { ...elements[35]!, code: elements[2]!.code };
    elements[75] = { ...elements[75]!, code: elements[41]!.code };
    const cuts = [0, ...[20, 40, 60].map((k) => elementStart(elements, k))];
    const outcome = await expectSame(blobOf(arrayOf(elements)), { ranges: 4, workers: 1, cuts });
    expect(outcome).toMatchObject({ ranges: 4, checkedAgain: 2 });
    expect(outcome.result.problems.map((p) => p.index)).toEqual([35, 75]);
  });
  it('the checkers start before the cuts are searched, and are closed when one of them cannot start', async () => {
    const file = blobOf(arrayOf(products(40)));
    let closed = 0;
    const check = checkInRanges(file, {
      entity: 'product',
      strategy: 'full',
      ranges: 4,
      workers: 2,
      createChecker: (slot) => {
        if (slot === 1) throw new RangeWorkerFailed('no nested workers');
        return { ...inThisThread(file), close: () => closed++ };
      },
    });
    await expect(check).rejects.toBeInstanceOf(RangeWorkerFailed);
    expect(closed).toBe(1);
  });
});

describe('kept keys across ranges', () => {
  /** small products: the files must hold about 100,000 elements */
  const small = (n: number) => `[${Array.from({ length: n }, (_, k) => `{"code":"k${k}","name":{"en-us":"x"},"modelType":"standard","isInventoryManaged":true}`).join(',')}]`;

  it('keeps every key up to the limit, in file order, and none past it', async () => {
    for (const n of [keptKeysLimit, keptKeysLimit + 1]) {
      const file = blobOf(small(n));
      // the ranges' keys leave their workers only for a file that keeps them
      let asked = 0;
      const counting = (): RangeChecker => {
        const checker = inThisThread(file);
        return { ...checker, keptKeys: (start) => (asked++, checker.keptKeys(start)) };
      };
      const outcome = await expectSame(file, { ranges: 3, workers: 2, cutOptions: { searchBytes: 4096 }, createChecker: counting });
      expect(outcome.ranges).toBe(3);
      expect(asked).toBe(n === keptKeysLimit ? 3 : 0);
      expect(outcome.result.keysComplete).toBe(n === keptKeysLimit);
      expect(outcome.result.keys).toHaveLength(n === keptKeysLimit ? n : 0);
      if (n === keptKeysLimit) expect(outcome.result.keys.slice(-2)).toEqual([`k${n - 2}`, `k${n - 1}`]);
    }
  }, 60_000);
});

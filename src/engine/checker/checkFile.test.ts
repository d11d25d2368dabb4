import { describe, expect, it } from 'vitest';
import type { FileCheckResult } from './checkResult';
import { checkFile } from './checkFile';
import { parallelThresholdBytes } from './rangeStarts';
import { inThisThread } from './testing/inThisThread';
import type { RangeChecker } from './rangeCheck';
import { workerChecker } from './rangeWorkerPool';
import { generateImportBlob } from '@/engine/checker/testing/generateImportFile';
import { validateImportFile } from './validateImportFile';

const withoutTime = ({ durationMs: _, ...rest }: FileCheckResult) => rest;
/** just over the size checked in ranges */
const large = generateImportBlob('product', { targetBytes: parallelThresholdBytes + 64 * 1024 });
const request = { file: large, entity: 'product', strategy: 'full' } as const;

describe('the check worker falls back to one pass when range workers fail', () => {
  it('checks a large file in ranges when it can', async () => {
    let made = 0;
    const result = await checkFile(request, {
      cores: 2,
      rangeChecker: (file) => {
        made++;
        return inThisThread(file);
      },
    });
    expect(made).toBe(2);
    expect(withoutTime(result)).toEqual(withoutTime(await validateImportFile(large, { entity: 'product', strategy: 'full' })));
  });

  it('a range worker that cannot start: the whole file in one pass, same result', async () => {
    const expected = withoutTime(await validateImportFile(large, { entity: 'product', strategy: 'full' }));
    const cannotStart = () => workerChecker(large, () => {
      throw new Error('nested workers are not allowed');
    });
    expect(withoutTime(await checkFile(request, { cores: 2, rangeChecker: cannotStart }))).toEqual(expected);
  });

  it('a range worker that stops mid-check (its script failed to load): one pass, same result', async () => {
    const expected = withoutTime(await validateImportFile(large, { entity: 'product', strategy: 'full' }));
    const failing = (file: Blob): RangeChecker => {
      const worker = {
        onmessage: null as ((e: MessageEvent) => void) | null,
        onerror: null as ((e: ErrorEvent) => void) | null,
        postMessage() {
          // the script could not load: the worker reports an error instead of answering
          setTimeout(() => this.onerror?.({ message: 'failed to fetch', preventDefault: () => {} } as ErrorEvent), 0);
        },
        terminate() {},
      };
      return workerChecker(file, () => worker as unknown as Worker);
    };
    expect(withoutTime(await checkFile(request, { cores: 2, rangeChecker: failing }))).toEqual(expected);
  });

  it('any other failure is the check\'s: it is not hidden by a second pass', async () => {
    const broken = (file: Blob): RangeChecker => ({ ...inThisThread(file), check: () => Promise.reject(new Error('out of memory')) });
    await expect(checkFile(request, { cores: 2, rangeChecker: broken })).rejects.toThrow('out of memory');
  });

  it('a small file, or one asked for in one worker, is never cut', async () => {
    const never = (): RangeChecker => {
      throw new Error('no range checker should be made');
    };
    const small = generateImportBlob('product', { count: 20 });
    expect((await checkFile({ ...request, file: small }, { cores: 4, rangeChecker: never })).elements).toBe(20);
    expect((await checkFile({ ...request, singleWorker: true }, { cores: 4, rangeChecker: never })).fileProblem).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckWorkerRequest } from './startFileCheck';
import { FakeWorker } from '@/engine/checker/testing/fakeWorker';

describe('prepareFileCheck', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('navigator', { hardwareConcurrency: 6 });
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const file = new Blob(['[]']);
  const options = { entity: 'product', strategy: 'full' } as const;

  it('starts the check worker, which starts its range workers, before any file is chosen', async () => {
    const { prepareFileCheck, startFileCheck } = await import('./startFileCheck');
    const release = prepareFileCheck();
    expect(FakeWorker.made).toHaveLength(1);
    const ahead = FakeWorker.made[0]!;
    expect(ahead.sent).toEqual([{ type: 'prepare', cores: 6 } satisfies CheckWorkerRequest]);

    // the check takes the worker made ahead: no new one
    const check = startFileCheck(file, options);
    expect(FakeWorker.made).toHaveLength(1);
    expect(ahead.sent[1]).toMatchObject({ type: 'check', file, entity: 'product', strategy: 'full' });

    // once it is over, the next file's worker is made ready
    ahead.reply({ type: 'failed', message: 'stop here' });
    await expect(check.result).rejects.toThrow('stop here');
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[1]!.sent).toEqual([{ type: 'prepare', cores: 6 }]);

    // released: the idle worker ends, and checks start their own again
    release();
    expect(FakeWorker.made[1]!.terminated).toBe(true);
    startFileCheck(file, options);
    expect(FakeWorker.made).toHaveLength(3);
    expect(FakeWorker.made[2]!.sent).toHaveLength(1);
  });

  it('a worker made ahead that failed to load is not handed to a check', async () => {
    const { prepareFileCheck, startFileCheck } = await import('./startFileCheck');
    const release = prepareFileCheck();
    const ahead = FakeWorker.made[0]!;
    ahead.failToLoad();
    expect(ahead.terminated).toBe(true);
    startFileCheck(file, options);
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[1]!.sent[0]).toMatchObject({ type: 'check' });
    release();
  });

  it('asked for while a check runs, starts nothing until the check is over: the check needs the cores', async () => {
    const { prepareFileCheck, startFileCheck } = await import('./startFileCheck');
    const check = startFileCheck(file, options);
    expect(FakeWorker.made).toHaveLength(1);
    const release = prepareFileCheck();
    expect(FakeWorker.made).toHaveLength(1);
    check.cancel();
    await expect(check.result).rejects.toThrow();
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[1]!.sent).toEqual([{ type: 'prepare', cores: 6 }]);
    release();
  });

  it('stays ready while any caller still wants it', async () => {
    const { prepareFileCheck } = await import('./startFileCheck');
    const first = prepareFileCheck();
    const second = prepareFileCheck();
    expect(FakeWorker.made).toHaveLength(1);
    first();
    first();
    expect(FakeWorker.made[0]!.terminated).toBe(false);
    second();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });
});

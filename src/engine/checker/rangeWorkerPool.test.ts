import { beforeEach, describe, expect, it } from 'vitest';
import { RangeWorkerFailed, SpareWorkers, workerChecker } from './rangeWorkerPool';
import { asWorker, FakeWorker, fakeOf } from '@/engine/checker/testing/fakeWorker';

describe('a range worker', () => {
  it('that cannot be made says so as RangeWorkerFailed', () => {
    expect(() => workerChecker(new Blob(['[]']), () => {
      throw new Error('blocked');
    })).toThrow(RangeWorkerFailed);
  });
});

describe('spare range workers', () => {
  beforeEach(() => {
    FakeWorker.made = [];
  });

  it('are started ahead, then handed out before any new one is started', () => {
    const spares = new SpareWorkers(asWorker);
    spares.fill(2);
    expect(FakeWorker.made).toHaveLength(2);
    const [first, second] = FakeWorker.made;
    expect(fakeOf(spares.take())).toBe(first);
    expect(fakeOf(spares.take())).toBe(second);
    // none left: a new one
    spares.take();
    expect(FakeWorker.made).toHaveLength(3);
  });

  it('one that failed to load is ended and replaced, so that the check sees a failure of its own', () => {
    const spares = new SpareWorkers(asWorker);
    spares.fill(2);
    const [broken, fine] = FakeWorker.made;
    broken!.failToLoad();
    expect(fakeOf(spares.take())).toBe(fine);
    expect(broken!.terminated).toBe(true);
    // filling again starts only what is missing
    spares.fill(1);
    expect(FakeWorker.made).toHaveLength(3);
    spares.fill(1);
    expect(FakeWorker.made).toHaveLength(3);
  });
});

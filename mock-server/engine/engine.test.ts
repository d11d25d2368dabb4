import { afterEach, describe, expect, it, vi } from 'vitest';
import { importRecord } from '../../src/contract';
import { entityTable } from '../store/store';
import { call, importFiles, signIn, testPlatform } from '../testing';
import { attribute, category, file, ops, product, setup, stock } from './testing';

describe('processing order', () => {
  it('processes attribute and inventory first, then category, then product, whatever order they were uploaded in', async () => {
    const { run, logs } = await setup();
    const record = await run([
      { entity: 'product', importStrategy: 'partial', content: [product('new-tee', { categories: [{ code: 'tees' }], options: [{ code: 'fit' }] })] },
      { entity: 'category', importStrategy: 'partial', content: [category('tees', 'clothing')] },
      { entity: 'attribute', importStrategy: 'partial', content: [attribute('fit')] },
      { entity: 'inventory', importStrategy: 'partial', content: [stock('new-tee', 'warehouse-1')] },
    ]);
    expect(record.status).toBe('finished');
    expect(record.entityFiles.map((f) => f.entity)).toEqual(['attribute', 'inventory', 'category', 'product']);
    expect(record.entityFiles.every((f) => f.status === 'finished' && f.created.succeeded === 1)).toBe(true);
    expect(record.startDate && record.endDate && record.endDate >= record.startDate).toBe(true);

    const finishedAt = (entity: string) => (logs(record.importRef).then((l) => l.findIndex((e) => e.entity === entity && e.message.startsWith('Finished'))));
    const startedAt = (entity: string) => (logs(record.importRef).then((l) => l.findIndex((e) => e.entity === entity && e.message.startsWith('Started'))));
    expect(await startedAt('category')).toBeGreaterThan(await finishedAt('attribute'));
    expect(await startedAt('product')).toBeGreaterThan(await finishedAt('category'));
  });

  it('lets a later import see what an earlier one created', async () => {
    const { run } = await setup();
    await run([{ entity: 'attribute', importStrategy: 'partial', content: [attribute('pattern')] }]);
    const record = await run([{ entity: 'product', importStrategy: 'partial', content: [product('scarf', { extras: [{ code: 'pattern' }] })] }]);
    expect(file(record, 'product').created).toEqual(ops(1, 1));
  });
});

describe('pace', () => {
  /**
   * Waits, turn by turn of the real event loop, until `ready` holds: the fake clock stands still
   * meanwhile (expect.poll and vi.waitFor would move it).
   */
  const waitOnTheEventLoop = async (ready: () => boolean) => {
    while (!ready()) await new Promise((resolve) => setImmediate(resolve));
  };

  afterEach(() => {
    // a timer the engine still waits on fires, so that closing the platform can stop the engine
    if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('moves the counts while processing so polling shows progress', async () => {
    const platform = testPlatform({ faults: { pace: 200, maxFileSeconds: 0 } });
    const { access_token: token } = await signIn(platform);
    const content = Array.from({ length: 60 }, (_, i) => attribute(`pace-${i}`));
    const ref = await importFiles(platform, token, [{ entity: 'attribute', importStrategy: 'partial', content }]);
    // the engine runs on timers (a moment in `started`, then the pacer's ticks): the test moves its clock
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await call(platform.api, 'POST', `/merchants/demo/imports/${ref}`, { token });
    const seen: string[] = [];
    const counts = new Set<number>();
    let processingSince: number | undefined;
    for (;;) {
      // between ticks the engine reads the file: wait until it waits for its clock again, or is done
      await waitOnTheEventLoop(() => vi.getTimerCount() > 0 || platform.engine.running === 0);
      const record = importRecord.parse((await call(platform.api, 'GET', `/merchants/demo/imports/${ref}`, { token })).body);
      seen.push(record.status);
      counts.add(record.entityFiles[0]!.created.succeeded);
      if (record.status === 'processing') processingSince ??= Date.now();
      if (record.status === 'finished') break;
      await vi.advanceTimersToNextTimerAsync();
    }
    expect(seen[0]).toBe('started');
    expect(seen).toContain('processing');
    expect(counts.size).toBeGreaterThan(3);
    // on the engine's clock, 60 elements at 200 a second take more than 250 ms of processing
    expect(Date.now() - processingSince!).toBeGreaterThan(250);
  });

  it('processes a large file at full speed without holding the elements', async () => {
    const { run, platform } = await setup();
    const n = 50_000;
    const content = `[${Array.from({ length: n }, (_, i) => JSON.stringify(product(`bulk-${i}`))).join(',\n')}]`;
    const record = await run([{ entity: 'product', importStrategy: 'partial', content }]);
    expect(file(record, 'product').created).toEqual(ops(n, n));
    // one JSON text and a few scalars per product, no parsed element
    expect(entityTable(platform.store.merchant('demo')!, 'product', 'default').get('bulk-49999')).toEqual({
      element: JSON.stringify(product('bulk-49999')),
      categories: undefined,
      modelType: 'standard',
      status: 'active',
    });
  });
});

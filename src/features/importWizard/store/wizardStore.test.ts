/** Creating the import, uploading its files, the snapshot and the one start, and what the service's failures do to them. */
import { describe, expect, it, vi } from 'vitest';
import { ApiError, describeError } from '@/lib/errors';
import { entityFile, importRecord, readPlan, readyWith, storeOverFakes, tick } from '@/features/importWizard/testing/storeOverFakes';
import { WizardStore } from './wizardStore';
import type { SnapshotManifest } from '@/engine/snapshot/snapshotStore';

describe('WizardStore', () => {
  it('creates once, uploads every file, and starts the import once when the last upload ends', async () => {
    const { store, sent, puts } = storeOverFakes();
    await readyWith(store, ['attribute', 'attributes.json'], ['category', 'categories.json'], ['product', 'products.json']);
    void store.start();
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    expect(sent.created).toBe(1);
    // two at a time: products waits for a free place
    expect(store.getState().slots.product.upload?.status).toBe('waiting');
    puts[0]!.finish();
    await vi.waitFor(() => expect(puts).toHaveLength(3));
    puts[1]!.finish();
    puts[2]!.finish();
    await vi.waitFor(() => expect(sent.started).toEqual(['imp-1']));
    expect(sent.triggers).toBe(1);
    expect(sent.addresses.sort()).toEqual(['attribute', 'category', 'product']);
    await store.trigger();
    expect(sent.triggers).toBe(1);
  });

  it('waits for the snapshot before the start; a failed one holds the start until the merchant chooses', async () => {
    const runs: { keep: string; entities: string[]; settle: (error?: Error) => void }[] = [];
    const { store, sent, puts } = storeOverFakes({
      takeSnapshot: (importRef, subjects, keep) => {
        let settle: (error?: Error) => void = () => undefined;
        const done = new Promise<SnapshotManifest>((resolve, reject) => {
          settle = (error) => (error ? reject(error) : resolve({ importRef, merchantCode: 'demo', takenAt: '2030-01-01T00:00:00Z', files: [] }));
        });
        runs.push({ keep, entities: subjects.map((s) => s.entity), settle });
        return { done, cancel: () => undefined };
      },
    });
    await readyWith(store, ['attribute', 'attributes.json']);
    void store.start('browser');
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(runs.map((r) => [r.keep, r.entities])).toEqual([['browser', ['attribute']]]);
    expect(store.isBusy()).toBe(true);
    puts[0]!.finish();
    await tick();
    await tick();
    // uploaded, but the snapshot is not taken yet: no start
    expect(sent.triggers).toBe(0);

    runs[0]!.settle(new DOMException('full', 'QuotaExceededError'));
    await vi.waitFor(() => expect(store.getState().snapshot.status).toBe('failed'));
    await tick();
    expect(sent.triggers).toBe(0);

    // the merchant downloads it instead: taken again, then the start
    store.retrySnapshot('download');
    expect(runs.map((r) => r.keep)).toEqual(['browser', 'download']);
    runs[1]!.settle();
    await vi.waitFor(() => expect(sent.triggers).toBe(1));
    expect(store.getState().snapshot).toMatchObject({ status: 'taken', keep: 'download' });
  });

  it('after a failed snapshot, "start without one" starts the import', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { store, sent, puts } = storeOverFakes({
      takeSnapshot: () => ({ done: new Promise<SnapshotManifest>((_, reject) => (fail = reject)), cancel: () => undefined }),
    });
    await readyWith(store, ['attribute', 'attributes.json']);
    void store.start('browser');
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    puts[0]!.finish();
    fail(new Error('The catalog did not answer'));
    await vi.waitFor(() => expect(store.getState().snapshot.status).toBe('failed'));
    expect(sent.triggers).toBe(0);
    store.retrySnapshot('none');
    await vi.waitFor(() => expect(sent.triggers).toBe(1));
    expect(store.getState().snapshot.status).toBe('none');
  });

  it('does not start while an upload was cancelled, and starts once it is uploaded again', async () => {
    const { store, sent, puts } = storeOverFakes();
    await readyWith(store, ['attribute', 'attributes.json'], ['inventory', 'inventory.json']);
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    store.cancelUpload('inventory');
    puts[0]!.finish();
    await tick();
    expect(store.getState().slots.inventory.upload?.status).toBe('cancelled');
    expect(sent.triggers).toBe(0);
    expect(readPlan(store.getState()).label).toBe('Upload 1 file and start the import');
    store.retryUpload('inventory');
    await vi.waitFor(() => expect(puts).toHaveLength(3));
    puts[2]!.finish();
    await vi.waitFor(() => expect(sent.triggers).toBe(1));
  });

  it('asks the service before trying the start again: an attempt that timed out may have started it', async () => {
    let calls = 0;
    const { store, sent, puts, setStatus } = storeOverFakes({
      triggerImport: async () => {
        calls++;
        setStatus('started');
        throw new ApiError('timeout', 'The service did not answer in time. Try again.');
      },
    });
    await readyWith(store, ['attribute', 'attributes.json']);
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    puts[0]!.finish();
    await vi.waitFor(() => expect(store.getState().trigger.status).toBe('failed'));
    await store.trigger();
    expect(calls).toBe(1);
    expect(sent.statusChecks).toBe(1);
    expect(sent.started).toEqual(['imp-1']);
  });

  it('takes a 409 "already started" as started', async () => {
    const { services, sent, setStatus } = storeOverFakes({
      triggerImport: async () => {
        setStatus('processing');
        throw new ApiError('conflict', 'Import imp-1 was already triggered');
      },
    });
    const resumed = new WizardStore(services, { record: importRecord('new', [entityFile('attribute')]) });
    expect(readPlan(resumed.getState()).label).toBe('Start the import');
    await resumed.trigger();
    expect(sent.started).toEqual(['imp-1']);
  });

  it('keeps the files and says why when the import cannot be created', async () => {
    const { store, puts } = storeOverFakes({
      createImport: async () => {
        throw new ApiError('server', 'The service had a problem. Try again in a moment.');
      },
    });
    await readyWith(store, ['attribute', 'attributes.json']);
    await store.start();
    expect(describeError(store.getState().createError?.error)).toBe('The service had a problem. Try again in a moment.');
    expect(store.getState().slots.attribute.file?.name).toBe('attributes.json');
    expect(puts).toHaveLength(0);
  });
});

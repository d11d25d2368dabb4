/** The merchant's choices around the uploads: what is checked again, what is remembered, what waits for a confirmation. */
import { describe, expect, it, vi } from 'vitest';
import { formatBytes } from '@/i18n/format';
import { corpusFile } from '@/engine/checker/testing/corpus';
import { readPlan, readyWith, storeOverFakes, tick } from '@/features/importWizard/testing/storeOverFakes';

describe('WizardStore', () => {
  it('re-checks a file when its strategy changes, and remembers the choices for a reload', async () => {
    const { store, sent, puts } = storeOverFakes();
    store.chooseFile('product', corpusFile('import-type-in-full.json'));
    await vi.waitFor(() => expect(store.getState().slots.product.check.status).toBe('done'));
    expect(readPlan(store.getState()).blockers).toEqual(['import-type-in-full.json has 1 problem: its elements carry importType, which only a partial import takes. Switch it to partial, or replace it.']);
    store.setStrategy('product', 'partial');
    await vi.waitFor(() => expect(readPlan(store.getState()).blockers).toEqual([]));
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(sent.saved.at(-1)).toEqual({
      triggerAttempted: false,
      slots: [{ entity: 'product', strategy: 'partial', catalogCode: 'default', fileName: 'import-type-in-full.json', fileSize: 897 }],
    });
  });

  it('neither checks nor sends a file larger than the service takes, and says so', async () => {
    const { store, sent } = storeOverFakes();
    const huge = corpusFile('products.json');
    Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 });
    store.chooseFile('product', huge);
    store.setStrategy('product', 'partial');
    await tick();
    expect(sent.checks).toBe(0);
    expect(store.getState().slots.product.check.status).toBe('idle');
    const plan = readPlan(store.getState());
    expect(plan.blockers).toEqual([
      `products.json is ${formatBytes(3 * 1024 ** 3)}: the service takes files of up to ${formatBytes(2 * 1024 ** 3)}. It was not checked; split it into partial files.`,
    ]);
    expect(plan.canPress).toBe(false);
    // a file of the right size is checked as usual
    store.chooseFile('product', corpusFile('products.json'));
    await vi.waitFor(() => expect(store.getState().slots.product.check.status).toBe('done'));
    expect(sent.checks).toBe(1);
  });

  it('does not start without a file chosen while others upload: it waits for its own upload and confirmation', async () => {
    const { store, sent, puts } = storeOverFakes();
    store.setStrategy('attribute', 'partial');
    await readyWith(store, ['attribute', 'attributes.json']);
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(1));

    // the other slots stay open during the upload
    expect(store.isLocked('product')).toBe(false);
    store.chooseFile('product', corpusFile('products.json'));
    await vi.waitFor(() => expect(store.getState().slots.product.check.status).toBe('done'));
    let plan = readPlan(store.getState());
    expect(store.isBusy()).toBe(true);
    expect(plan.canPress).toBe(true);
    expect(plan.label).toBe('Upload 1 file and start the import');
    expect(plan.progress).toBe('Uploading. The import waits for products.json too: it starts only once every chosen file is uploaded.');
    // products is full: pressing the button asks to confirm its deletions
    expect(plan.fullFiles.map((f) => f.fileName)).toEqual(['products.json']);

    puts[0]!.finish();
    await tick();
    await tick();
    expect(sent.triggers).toBe(0);
    plan = readPlan(store.getState());
    expect(plan.label).toBe('Upload 1 file and start the import');
    expect(plan.canPress).toBe(true);

    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    expect(sent.created).toBe(1);
    puts[1]!.finish();
    await vi.waitFor(() => expect(sent.triggers).toBe(1));
    expect(sent.addresses).toEqual(['attribute', 'product']);
  });

  it('confirmed during the uploads, a file added then is uploaded with them and the import starts once', async () => {
    const { store, sent, puts } = storeOverFakes();
    await readyWith(store, ['attribute', 'attributes.json']);
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    store.chooseFile('inventory', corpusFile('inventory.json'));
    await vi.waitFor(() => expect(readPlan(store.getState()).canPress).toBe(true));
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    puts[0]!.finish();
    await tick();
    expect(sent.triggers).toBe(0);
    puts[1]!.finish();
    await vi.waitFor(() => expect(sent.triggers).toBe(1));
    expect(sent.created).toBe(1);
  });

  it('does not start by itself when a setting changed after the confirmation', async () => {
    const { store, sent, puts } = storeOverFakes();
    await readyWith(store, ['attribute', 'attributes.json']);
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    store.cancelUpload('attribute');
    store.setStrategy('attribute', 'partial');
    await vi.waitFor(() => expect(readPlan(store.getState()).canPress).toBe(true));
    store.retryUpload('attribute');
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    expect(sent.bodies.at(-1)?.importStrategy).toBe('partial');
    puts[1]!.finish();
    await vi.waitFor(() => expect(store.getState().slots.attribute.upload?.status).toBe('done'));
    await tick();
    expect(sent.triggers).toBe(0);
    expect(readPlan(store.getState()).label).toBe('Start the import');
    await store.start();
    expect(sent.triggers).toBe(1);
  });

  it('after a cancelled upload whose file was removed, says the service expects a file, not that the page was reloaded', async () => {
    const { store, puts } = storeOverFakes();
    await readyWith(store, ['category', 'categories.json']);
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    store.cancelUpload('category');
    store.clearFile('category');
    const plan = readPlan(store.getState());
    expect(plan.blockers).toEqual(['The service expects a categories file for this import because an upload was started: choose it again for Categories.']);
    expect(plan.canPress).toBe(false);
    expect(plan.blockers.join(' ')).not.toMatch(/reload/);
  });
});

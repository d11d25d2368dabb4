import { describe, expect, it, vi } from 'vitest';
import type { ImportRecord, ImportStatus } from '../../../../api';
import { ApiError } from '../../../../lib/errors';
import { UploadError, type PutFileOptions } from '../../upload/putFile';
import { validateImportFile } from '../../validation/validateImportFile';
import { corpusFile } from '../../validation/testing/corpus';
import { importPlan } from './wizardPlan';
import { WizardStore, type WizardServices } from './wizardStore';

const record = (status: ImportStatus, files: ImportRecord['entityFiles'] = []): ImportRecord => ({
  importRef: 'imp-1',
  status,
  createDate: '2030-01-01T00:00:00Z',
  entityFiles: files,
});
const counts = { dispatched: 0, succeeded: 0, failed: 0 };
const tick = () => new Promise((r) => setTimeout(r, 0));

/** A store over fake services that record what was sent; each PUT waits until the test lets it go. */
const setup = (overrides: Partial<WizardServices> = {}) => {
  const sent = { created: 0, addresses: [] as string[], triggers: 0, statusChecks: 0, started: [] as string[], saved: [] as unknown[] };
  const puts: { url: string; finish: (error?: Error) => void; options: PutFileOptions }[] = [];
  let status: ImportStatus = 'new';
  const services: WizardServices = {
    createImport: async () => {
      sent.created++;
      return record('new');
    },
    requestUploadAddress: async (_ref, body) => {
      sent.addresses.push(body.entity);
      return { url: `https://uploads.example/${body.entity}`, expiresAt: '2999-01-01T00:00:00Z' };
    },
    putFile: (url, _file, options = {}) =>
      new Promise<void>((resolve, reject) => {
        puts.push({ url, options, finish: (error) => (error ? reject(error) : resolve()) });
        options.signal?.addEventListener('abort', () => reject(new UploadError('aborted', 'cancelled')));
      }),
    triggerImport: async () => {
      sent.triggers++;
      status = 'started';
    },
    getImport: async () => {
      sent.statusChecks++;
      return record(status);
    },
    startFileCheck: (file, options) => ({ result: validateImportFile(file, options), cancel: () => undefined }),
    save: (_ref, saved) => sent.saved.push(saved),
    onCreated: () => undefined,
    onStarted: (ref) => sent.started.push(ref),
    ...overrides,
  };
  const store = new WizardStore(services);
  const setStatus = (s: ImportStatus) => (status = s);
  return { store, services, sent, puts, setStatus };
};

const readyWith = async (store: WizardStore, ...names: [Parameters<WizardStore['chooseFile']>[0], string][]) => {
  for (const [entity, name] of names) store.chooseFile(entity, corpusFile(name));
  await vi.waitFor(() => expect(importPlan(store.getState()).blockers).toEqual([]));
};

describe('WizardStore', () => {
  it('creates once, uploads every file, and starts the import once when the last upload ends', async () => {
    const { store, sent, puts } = setup();
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

  it('does not start while an upload was cancelled, and starts once it is uploaded again', async () => {
    const { store, sent, puts } = setup();
    await readyWith(store, ['attribute', 'attributes.json'], ['inventory', 'inventory.json']);
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    store.cancelUpload('inventory');
    puts[0]!.finish();
    await tick();
    expect(store.getState().slots.inventory.upload?.status).toBe('cancelled');
    expect(sent.triggers).toBe(0);
    expect(importPlan(store.getState()).label).toBe('Upload 1 file and start the import');
    store.retryUpload('inventory');
    await vi.waitFor(() => expect(puts).toHaveLength(3));
    puts[2]!.finish();
    await vi.waitFor(() => expect(sent.triggers).toBe(1));
  });

  it('asks the service before trying the start again: an attempt that timed out may have started it', async () => {
    let calls = 0;
    const { store, sent, puts, setStatus } = setup({
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
    const { services, sent, setStatus } = setup({
      triggerImport: async () => {
        setStatus('processing');
        throw new ApiError('conflict', 'Import imp-1 was already triggered');
      },
    });
    const uploaded = { entity: 'attribute', importStrategy: 'full', status: 'uploaded', total: 0, skipped: 0, created: counts, updated: counts, deleted: counts } as const;
    const resumed = new WizardStore(services, { record: record('new', [uploaded]) });
    expect(importPlan(resumed.getState()).label).toBe('Start the import');
    await resumed.trigger();
    expect(sent.started).toEqual(['imp-1']);
  });

  it('keeps the files and says why when the import cannot be created', async () => {
    const { store, puts } = setup({
      createImport: async () => {
        throw new ApiError('server', 'The service had a problem. Try again in a moment.');
      },
    });
    await readyWith(store, ['attribute', 'attributes.json']);
    await store.start();
    expect(store.getState().createError).toBe('The import could not be created: The service had a problem. Try again in a moment.');
    expect(store.getState().slots.attribute.file?.name).toBe('attributes.json');
    expect(puts).toHaveLength(0);
  });

  it('re-checks a file when its strategy changes, and remembers the choices for a reload', async () => {
    const { store, sent, puts } = setup();
    store.chooseFile('product', corpusFile('import-type-in-full.json'));
    await vi.waitFor(() => expect(store.getState().slots.product.check.status).toBe('done'));
    expect(importPlan(store.getState()).blockers).toEqual(['import-type-in-full.json has 1 problem: replace it.']);
    store.setStrategy('product', 'partial');
    await vi.waitFor(() => expect(importPlan(store.getState()).blockers).toEqual([]));
    void store.start();
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(sent.saved.at(-1)).toEqual({
      triggerAttempted: false,
      slots: [{ entity: 'product', strategy: 'partial', catalogCode: 'default', fileName: 'import-type-in-full.json', fileSize: 897 }],
    });
  });

  it('does not send a file larger than the service takes', async () => {
    const { store } = setup();
    const huge = corpusFile('products.json');
    Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 });
    store.chooseFile('product', huge);
    await vi.waitFor(() => expect(store.getState().slots.product.check.status).toBe('done'));
    expect(importPlan(store.getState()).blockers).toEqual([
      'products.json is 3.0 GB: the service takes files of up to 2.0 GB. Split it into partial files.',
    ]);
  });
});

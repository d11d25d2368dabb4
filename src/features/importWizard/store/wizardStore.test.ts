import { describe, expect, it, vi } from 'vitest';
import type { EntityFile, ImportRecord, ImportStatus, UploadAddressRequest } from '@/contract';
import { formatBytes } from '@/i18n/format';
import { ApiError, describeError } from '@/lib/errors';
import { UploadError, type PutFileOptions } from '@/features/importWizard/upload/putFile';
import { validateImportFile } from '@/engine/checker/validateImportFile';
import { corpusFile } from '@/engine/checker/testing/corpus';
import { english } from '../testing/english';
import { importPlan } from './wizardPlan';
import type { WizardServices, WizardSetup, WizardState } from './wizardState';
import { WizardStore } from './wizardStore';
import type { SnapshotManifest } from '@/engine/snapshot/snapshotStore';

const record = (status: ImportStatus, files: ImportRecord['entityFiles'] = []): ImportRecord => ({
  importRef: 'imp-1',
  status,
  createDate: '2030-01-01T00:00:00Z',
  entityFiles: files,
});
const counts = { dispatched: 0, succeeded: 0, failed: 0 };

/** The plan with its words in English, as the page shows them. */
const readPlan = (state: WizardState) => importPlan(state, english);
const tick = () => new Promise((r) => setTimeout(r, 0));

const file = (entity: EntityFile['entity'], over: Partial<EntityFile> = {}): EntityFile => ({
  entity,
  importStrategy: 'full',
  status: 'uploaded',
  total: 0,
  skipped: 0,
  created: counts,
  updated: counts,
  deleted: counts,
  ...over,
});

/** A store over fake services that record what was sent; each PUT waits until the test lets it go. */
const setup = (overrides: Partial<WizardServices> = {}, wizard: WizardSetup = {}) => {
  const sent = {
    created: 0,
    addresses: [] as string[],
    bodies: [] as UploadAddressRequest[],
    triggers: 0,
    statusChecks: 0,
    started: [] as string[],
    saved: [] as unknown[],
    refreshes: 0,
    checks: 0,
  };
  const puts: { url: string; finish: (error?: Error) => void; options: PutFileOptions }[] = [];
  let status: ImportStatus = 'new';
  /** what the import's query would hand the store: the test pushes records through it */
  const watched = { onRecord: null as ((r: ImportRecord) => void) | null, stopped: 0 };
  const services: WizardServices = {
    createImport: async () => {
      sent.created++;
      return record('new');
    },
    requestUploadAddress: async (_ref, body) => {
      sent.addresses.push(body.entity);
      sent.bodies.push(body);
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
    startFileCheck: (f, options) => {
      sent.checks++;
      return { result: validateImportFile(f, options), cancel: () => undefined };
    },
    save: (_ref, saved) => sent.saved.push(saved),
    watchImport: (_ref, onRecord) => {
      watched.onRecord = onRecord;
      return () => {
        watched.stopped++;
        watched.onRecord = null;
      };
    },
    refreshImport: () => {
      sent.refreshes++;
    },
    onStarted: (ref) => sent.started.push(ref),
    takeSnapshot: () => {
      throw new Error('no snapshot is asked for in this test');
    },
    ...overrides,
  };
  const store = new WizardStore(services, wizard);
  const setStatus = (s: ImportStatus) => (status = s);
  return { store, services, sent, puts, setStatus, watched };
};

const readyWith = async (store: WizardStore, ...names: [Parameters<WizardStore['chooseFile']>[0], string][]) => {
  for (const [entity, name] of names) store.chooseFile(entity, corpusFile(name));
  await vi.waitFor(() => expect(readPlan(store.getState()).blockers).toEqual([]));
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

  it('waits for the snapshot before the start; a failed one holds the start until the merchant chooses', async () => {
    const runs: { keep: string; entities: string[]; settle: (error?: Error) => void }[] = [];
    const { store, sent, puts } = setup({
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
    const { store, sent, puts } = setup({
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
    const { store, sent, puts } = setup();
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
    const resumed = new WizardStore(services, { record: record('new', [file('attribute')]) });
    expect(readPlan(resumed.getState()).label).toBe('Start the import');
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
    expect(describeError(store.getState().createError?.error)).toBe('The service had a problem. Try again in a moment.');
    expect(store.getState().slots.attribute.file?.name).toBe('attributes.json');
    expect(puts).toHaveLength(0);
  });

  it('re-checks a file when its strategy changes, and remembers the choices for a reload', async () => {
    const { store, sent, puts } = setup();
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
    const { store, sent } = setup();
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
    const { store, sent, puts } = setup();
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
    const { store, sent, puts } = setup();
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
    const { store, sent, puts } = setup();
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
    const { store, puts } = setup();
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

  describe('resumed on an import the service holds', () => {
    const awaiting = file('product', { status: 'awaitingUpload', importStrategy: 'full', catalogCode: 'default' });

    it("sends and warns with the merchant's strategy while the service only waits for the file", async () => {
      const { store, sent, puts } = setup({}, { record: record('new', [awaiting]) });
      expect(store.getState().slots.product.strategy).toBe('full');
      expect(store.isLocked('product')).toBe(false);
      store.setStrategy('product', 'partial');
      store.chooseFile('product', corpusFile('products-partial.json'));
      await vi.waitFor(() => expect(readPlan(store.getState()).blockers).toEqual([]));
      // nothing to confirm: the file goes as partial, and the warning says so
      expect(readPlan(store.getState()).fullFiles).toEqual([]);
      void store.start();
      await vi.waitFor(() => expect(puts).toHaveLength(1));
      expect(sent.bodies[0]).toEqual({ entity: 'product', importStrategy: 'partial', catalogCode: 'default' });
    });

    it("shows a file the service has with the service's strategy and catalog, whatever this tab remembers", () => {
      const uploaded = file('category', { importStrategy: 'full', catalogCode: 'winter' });
      const { store } = setup(
        {},
        { record: record('new', [uploaded]), saved: { triggerAttempted: false, slots: [{ entity: 'category', strategy: 'partial', catalogCode: 'default', fileName: 'c.json', fileSize: 10 }] } },
      );
      expect(store.isLocked('category')).toBe(true);
      expect(readPlan(store.getState()).fullFiles).toEqual([{ entity: 'category', fileName: 'c.json', catalogCode: 'winter', elements: null }]);
    });

    it("follows the import's query: a newer record replaces what the store showed, and each upload's end asks again", async () => {
      const { store, sent, puts, watched } = setup({}, { record: record('new', [awaiting]) });
      expect(store.isLocked('product')).toBe(false);
      watched.onRecord!(record('new', [{ ...awaiting, status: 'uploaded' }]));
      expect(store.getState().serverFiles.product?.status).toBe('uploaded');
      expect(store.isLocked('product')).toBe(true);
      expect(readPlan(store.getState()).label).toBe('Start the import');

      store.chooseFile('attribute', corpusFile('attributes.json'));
      await vi.waitFor(() => expect(readPlan(store.getState()).blockers).toEqual([]));
      void store.start();
      await vi.waitFor(() => expect(puts).toHaveLength(1));
      expect(sent.refreshes).toBe(0);
      puts[0]!.finish();
      await vi.waitFor(() => expect(sent.triggers).toBe(1));
      expect(sent.refreshes).toBe(1);
      // started: the page follows the import itself from here
      expect(watched.stopped).toBe(1);
    });
  });
});

/** A wizard's store over fake services that record what was sent, for the store's tests. */
import { expect, vi } from 'vitest';
import type { EntityFile, ImportRecord, ImportStatus, UploadAddressRequest } from '@/contract';
import { UploadError, type PutFileOptions } from '@/features/importWizard/upload/putFile';
import { validateImportFile } from '@/engine/checker/validateImportFile';
import { SheetBook } from '@/engine/sheets/sheetBook';
import { corpusFile } from '@/engine/checker/testing/corpus';
import { english } from '@/features/importWizard/testing/english';
import { importPlan } from '@/features/importWizard/store/importPlan';
import type { WizardServices, WizardSetup, WizardState } from '@/features/importWizard/store/wizardState';
import { WizardStore } from '@/features/importWizard/store/wizardStore';

export const importRecord = (status: ImportStatus, files: ImportRecord['entityFiles'] = []): ImportRecord => ({
  importRef: 'imp-1',
  status,
  createDate: '2030-01-01T00:00:00Z',
  entityFiles: files,
});
const counts = { dispatched: 0, succeeded: 0, failed: 0 };

/** The plan with its words in English, as the page shows them. */
export const readPlan = (state: WizardState) => importPlan(state, english);
export const tick = () => new Promise((r) => setTimeout(r, 0));

/** A file of the import as the service's record has it. */
export const entityFile = (entity: EntityFile['entity'], over: Partial<EntityFile> = {}): EntityFile => ({
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
export const storeOverFakes = (overrides: Partial<WizardServices> = {}, wizard: WizardSetup = {}) => {
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
      return importRecord('new');
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
      return importRecord(status);
    },
    startFileCheck: (f, options) => {
      sent.checks++;
      return { result: validateImportFile(f, options), cancel: () => undefined };
    },
    openSheetSession: (f, name) => {
      const book = new SheetBook(f, name);
      return {
        convert: (entity, choice) => ({ result: book.convert(entity, choice), cancel: () => undefined }),
        rows: async (entity, rowNumbers) => book.rows(entity, rowNumbers),
        corrected: (entity) => book.corrected(entity),
        forget: (entity) => book.forget(entity),
        close: () => undefined,
      };
    },
    sheetDefaults: () => ({ locale: 'en-us', style: 'en' }),
    rememberSheetMapping: () => undefined,
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

/** Chooses corpus files and waits until nothing stops the button. */
export const readyWith = async (store: WizardStore, ...names: [Parameters<WizardStore['chooseFile']>[0], string][]) => {
  for (const [entity, name] of names) store.chooseFile(entity, corpusFile(name));
  await vi.waitFor(() => expect(readPlan(store.getState()).blockers).toEqual([]));
};

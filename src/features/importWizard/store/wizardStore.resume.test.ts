/** A store resumed on an import the service holds: a file it has keeps the service's settings, one it waits for the merchant's; its record is followed. */
import { describe, expect, it, vi } from 'vitest';
import { corpusFile } from '@/engine/checker/testing/corpus';
import { entityFile, importRecord, readPlan, storeOverFakes } from '@/features/importWizard/testing/storeOverFakes';

describe('WizardStore', () => {
  describe('resumed on an import the service holds', () => {
    const awaiting = entityFile('product', { status: 'awaitingUpload', importStrategy: 'full', catalogCode: 'default' });

    it("sends and warns with the merchant's strategy while the service only waits for the file", async () => {
      const { store, sent, puts } = storeOverFakes({}, { record: importRecord('new', [awaiting]) });
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
      const uploaded = entityFile('category', { importStrategy: 'full', catalogCode: 'winter' });
      const { store } = storeOverFakes(
        {},
        { record: importRecord('new', [uploaded]), saved: { triggerAttempted: false, slots: [{ entity: 'category', strategy: 'partial', catalogCode: 'default', fileName: 'c.json', fileSize: 10 }] } },
      );
      expect(store.isLocked('category')).toBe(true);
      expect(readPlan(store.getState()).fullFiles).toEqual([{ entity: 'category', fileName: 'c.json', catalogCode: 'winter', elements: null }]);
    });

    it("follows the import's query: a newer record replaces what the store showed, and each upload's end asks again", async () => {
      const { store, sent, puts, watched } = storeOverFakes({}, { record: importRecord('new', [awaiting]) });
      expect(store.isLocked('product')).toBe(false);
      watched.onRecord!(importRecord('new', [{ ...awaiting, status: 'uploaded' }]));
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

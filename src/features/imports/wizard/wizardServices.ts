import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ImportRecord } from '@/api';
import { createImportOnce } from '@/features/imports/api/createImport';
import { wizardSource } from '@/features/imports/model/importSource';
import { sessionStore } from '@/features/auth/session';
import { getImport } from '@/features/imports/api/getImport';
import { importKeys } from '@/features/imports/api/keys';
import { requestUploadAddress } from '@/features/imports/api/requestUploadAddress';
import { triggerImport } from '@/features/imports/api/triggerImport';
import { startFileCheck } from '@/features/imports/checker/startFileCheck';
import { putFile } from '@/features/imports/upload/putFile';
import { takeSnapshot } from '@/features/imports/snapshot/takeSnapshot';
import { saveWizard } from './wizardStorage';
import type { WizardServices } from './wizardState';

/**
 * The real calls behind a wizard's store. The store listens to the import query's cache rather than observing the query,
 * so it fetches nothing itself; `refreshImport` asks again when uploads end, even when no page shows the import.
 */
export const wizardServices = (merchantCode: string, queryClient: QueryClient): WizardServices => {
  const createOnce = createImportOnce(merchantCode);
  const detail = (ref: string) => importKeys.detail(merchantCode, ref);
  return {
    // the history says who started it and with which files
    createImport: (fileNames) => createOnce((attempt) => wizardSource(sessionStore.get()?.username ?? '', fileNames, attempt)),
    requestUploadAddress: (ref, body, signal) => requestUploadAddress(merchantCode, ref, body, signal),
    putFile,
    triggerImport: (ref) => triggerImport(merchantCode, ref),
    getImport: (ref) => getImport(merchantCode, ref),
    startFileCheck,
    save: (ref, saved) => saveWizard(merchantCode, ref, saved),
    watchImport: (ref, onRecord) => {
      const queryHash = hashKey(detail(ref));
      const stop = queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== queryHash) return;
        const record = event.query.state.data as ImportRecord | undefined;
        if (record) onRecord(record);
      });
      const now = queryClient.getQueryData<ImportRecord>(detail(ref));
      if (now) onRecord(now);
      return stop;
    },
    refreshImport: (ref) => void queryClient.invalidateQueries({ queryKey: detail(ref), exact: true, refetchType: 'all' }),
    takeSnapshot: (ref, subjects, keep, onProgress, descriptions) => takeSnapshot(merchantCode, ref, subjects, keep, onProgress, descriptions),
    onStarted: (ref) => {
      void queryClient.invalidateQueries({ queryKey: detail(ref), exact: true });
      void queryClient.invalidateQueries({ queryKey: importKeys.lists(merchantCode) });
    },
  };
};

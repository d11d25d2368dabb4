import type { QueryClient } from '@tanstack/react-query';
import type { ImportRecord } from '@/api';
import type { FileCheck } from '@/features/imports/checker/startFileCheck';
import { saveWizard } from './wizardStorage';
import type { WizardServices } from './wizardState';

/** The store's use of the import's record in the query cache, loaded once the import exists. */
const recordCache = () => import('./importRecordCache');

/** Source recorded with every import the wizard creates, so the history says where it came from. */
export const wizardSource = 'Merchant Admin import wizard';

/**
 * The real calls behind a wizard's store. The service's record of the import comes from the
 * import's query (the same cache the pages read), followed for as long as the store needs it.
 *
 * Every call loads its code on first use: a new import's page calls nothing until the first
 * upload, so it shows without the API client (the code is preloaded in idle time: preloadWizardCode).
 */
export const wizardServices = (merchantCode: string, queryClient: QueryClient): WizardServices => {
  // the import is created with the first upload: its code (and what finds an import created in a lost answer) loads then
  let create: Promise<() => Promise<ImportRecord>> | null = null;
  const createImport = async () => {
    create ??= import('@/features/imports/api/createImport').then((m) => m.createImportOnce(merchantCode, wizardSource));
    create.catch(() => (create = null));
    return (await create)();
  };
  return {
    createImport,
    requestUploadAddress: (ref, body, signal) =>
      import('@/features/imports/api/requestUploadAddress').then((m) => m.requestUploadAddress(merchantCode, ref, body, signal)),
    // the upload and the checker's client load with the first upload or file: the page shows without them
    putFile: (url, file, options) => import('@/features/imports/upload/putFile').then((m) => m.putFile(url, file, options)),
    triggerImport: (ref) => import('@/features/imports/api/triggerImport').then((m) => m.triggerImport(merchantCode, ref)),
    getImport: (ref) => import('@/features/imports/api/getImport').then((m) => m.getImport(merchantCode, ref)),
    startFileCheck: (file, options) => {
      let check: FileCheck | null = null;
      let cancelled = false;
      const result = import('@/features/imports/checker/startFileCheck').then(async (m) => {
        // the checker's own cancellation (its module loads with the checker's client)
        if (cancelled) throw (await import('@/features/imports/checker/readText')).abortError();
        check = m.startFileCheck(file, options);
        return check.result;
      });
      const cancel = () => {
        cancelled = true;
        check?.cancel();
      };
      return { result, cancel };
    },
    save: (ref, saved) => saveWizard(merchantCode, ref, saved),
    watchImport: (ref, onRecord) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      void recordCache().then((m) => {
        if (!stopped) stop = m.watchImport(queryClient, merchantCode, ref, onRecord);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    refreshImport: (ref) => void recordCache().then((m) => m.refreshImport(queryClient, merchantCode, ref)),
    onStarted: (ref) => void recordCache().then((m) => m.importStarted(queryClient, merchantCode, ref)),
  };
};

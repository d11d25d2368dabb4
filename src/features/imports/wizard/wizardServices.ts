import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { getImport, importQueryOptions } from '@/features/imports/api/getImport';
import { importKeys } from '@/features/imports/api/keys';
import { requestUploadAddress } from '@/features/imports/api/requestUploadAddress';
import { triggerImport } from '@/features/imports/api/triggerImport';
import type { ImportRecord } from '@/api';
import type { FileCheck } from '@/features/imports/validation/startFileCheck';
import { saveWizard } from './wizardStorage';
import type { WizardServices } from './wizardState';

/** Source recorded with every import the wizard creates, so the history says where it came from. */
export const wizardSource = 'Merchant Admin import wizard';

/**
 * The real calls behind a wizard's store. The service's record of the import comes from the
 * import's query (the same cache the pages read), observed for as long as the store needs it.
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
    requestUploadAddress: (ref, body, signal) => requestUploadAddress(merchantCode, ref, body, signal),
    // the upload and the checker's client load with the first upload or file: the page shows without them
    putFile: (url, file, options) => import('@/features/imports/upload/putFile').then((m) => m.putFile(url, file, options)),
    triggerImport: (ref) => triggerImport(merchantCode, ref),
    getImport: (ref) => getImport(merchantCode, ref),
    startFileCheck: (file, options) => {
      let check: FileCheck | null = null;
      let cancelled = false;
      const result = import('@/features/imports/validation/startFileCheck').then(async (m) => {
        // the checker's own cancellation (its module loads with the checker's client)
        if (cancelled) throw (await import('@/features/imports/validation/readText')).abortError();
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
      const observer = new QueryObserver(queryClient, importQueryOptions(merchantCode, ref));
      const stop = observer.subscribe((result) => {
        if (result.data) onRecord(result.data);
      });
      const now = observer.getCurrentResult().data;
      if (now) onRecord(now);
      return stop;
    },
    refreshImport: (ref) => void queryClient.invalidateQueries({ queryKey: importKeys.detail(merchantCode, ref), exact: true }),
    onStarted: (ref) => {
      void queryClient.invalidateQueries({ queryKey: importKeys.detail(merchantCode, ref), exact: true });
      void queryClient.invalidateQueries({ queryKey: importKeys.lists(merchantCode) });
    },
  };
};

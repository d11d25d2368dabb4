import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ImportRecord } from '@/contract';
import { createImportOnce } from '@/features/importWizard/api/createImport';
import { wizardSource, getImport, importKeys } from '@/features/importHistory';
import { sessionStore } from '@/features/auth/session';
import { requestUploadAddress } from '@/features/importWizard/api/requestUploadAddress';
import { triggerImport } from '@/features/importWizard/api/triggerImport';
import { openSheetSession, startFileCheck } from '@/engine';
import { i18next } from '@/i18n/i18nextInstance';
import { putFile } from '@/features/importWizard/upload/putFile';
import { takeSnapshot } from '@/features/snapshots';
import { saveWizard } from './wizardStorage';
import { listSheetMappings, saveSheetMapping } from '@/engine';
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
    openSheetSession,
    // a German page reads "Name" as the German text and 1.234,5 as a German number; a sheet that shows otherwise says so itself
    sheetDefaults: (entity) => ({
      ...(i18next.language?.startsWith('de') ? { locale: 'de-de', style: 'de' } : { locale: 'en-us', style: 'en' }),
      saved: listSheetMappings(merchantCode).filter((m) => m.entity === entity),
    }),
    rememberSheetMapping: (mapping) => void saveSheetMapping(merchantCode, mapping),
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

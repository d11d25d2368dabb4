import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ImportRecord } from '@/api';
import { importKeys } from '@/features/imports/api/keys';

/**
 * What the wizard's store does with the import's record in the query cache (the same cache the
 * pages read). It loads with the store's first use of it, once the import exists: a new import's
 * page shows without the import queries' code.
 */

/**
 * Follows the import's record: the record the cache holds now, then every record a fetch of it
 * brings; returns how to stop. It fetches nothing itself: the page's query asks the service, and
 * `refreshImport` asks again when uploads end. Listening to the cache rather than observing the
 * query keeps the query observer's code out of the wizard.
 */
export function watchImport(queryClient: QueryClient, merchantCode: string, importRef: string, onRecord: (record: ImportRecord) => void) {
  const queryKey = importKeys.detail(merchantCode, importRef);
  const queryHash = hashKey(queryKey);
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== queryHash) return;
    const record = event.query.state.data as ImportRecord | undefined;
    if (record) onRecord(record);
  });
  const now = queryClient.getQueryData<ImportRecord>(queryKey);
  if (now) onRecord(now);
  return stop;
}

/** Asks the service for the import's record again, even when no page shows it (uploads go on while the merchant is elsewhere). */
export const refreshImport = (queryClient: QueryClient, merchantCode: string, importRef: string) =>
  void queryClient.invalidateQueries({ queryKey: importKeys.detail(merchantCode, importRef), exact: true, refetchType: 'all' });

/** The import started: its record and every list of imports are out of date. */
export const importStarted = (queryClient: QueryClient, merchantCode: string, importRef: string) => {
  void queryClient.invalidateQueries({ queryKey: importKeys.detail(merchantCode, importRef), exact: true });
  void queryClient.invalidateQueries({ queryKey: importKeys.lists(merchantCode) });
};

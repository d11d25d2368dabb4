import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ImportRecord } from '@/api';
import { downloadText } from '@/lib/download';
import { fetchAllLogEntries } from '@/features/imports/api/listImportLogs';
import { importLogFileName, importLogText } from '@/features/imports/model/importLogText';

/** Fetches the whole log and hands it to the browser as a text file; leaving the page stops the fetching. */
export function useLogDownload(merchantCode: string, record: Pick<ImportRecord, 'importRef' | 'status'>) {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return useMutation({
    mutationFn: async () => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const entries = await fetchAllLogEntries(merchantCode, record.importRef, current.signal);
      downloadText(importLogFileName(record.importRef), importLogText(record, entries));
      return entries.length;
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isTerminalImportStatus } from '@/api/terms';
import type { ImportStatus } from '@/api';
import { importKeys } from '@/features/imports/api/keys';

/**
 * The log polls while the import runs; its last poll may come just before the final entries are
 * written. So when this page sees the import end, every cached page of its log is refetched once.
 */
export function useLogsFollowStatus(merchantCode: string, importRef: string, status: ImportStatus | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before && status && !isTerminalImportStatus(before) && isTerminalImportStatus(status)) {
      void queryClient.invalidateQueries({ queryKey: [...importKeys.detail(merchantCode, importRef), 'logs'] });
    }
  }, [queryClient, merchantCode, importRef, status]);
}

import { listLimits, type ImportLogEntry } from '../../../../api';
import type { ImportLogLevel } from '../../../../api';
import { listImportLogs } from '../../api/listImportLogs';

/** Every entry of an import's log (or of one level), fetched page after page at the service's largest page size. */
export async function fetchWholeLog(merchantCode: string, importRef: string, signal?: AbortSignal, level?: ImportLogLevel): Promise<ImportLogEntry[]> {
  const entries: ImportLogEntry[] = [];
  for (;;) {
    const { meta, logs } = await listImportLogs(merchantCode, importRef, { limit: listLimits.maxLimit, offset: entries.length, ...(level ? { level } : {}) }, signal);
    entries.push(...logs);
    // an empty page ends it too, so a total that shrank while reading cannot loop for ever
    if (logs.length === 0 || entries.length >= meta.totalItemCount) return entries;
  }
}

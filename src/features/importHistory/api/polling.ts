import { isRunningImportStatus } from '@/contract/terms';
import type { ImportRecord } from '@/contract';

/**
 * Poll while an import's counts can move on their own (started or processing): every second, slower when the tab is
 * hidden. A `new` import changes only when triggered, which invalidates the cache: an abandoned draft never polls.
 */
export const importPollInterval = (imports: readonly Pick<ImportRecord, 'status'>[] | undefined) => {
  if (!imports?.some((i) => isRunningImportStatus(i.status))) return false;
  return typeof document !== 'undefined' && document.visibilityState === 'hidden' ? 15_000 : 1_000;
};

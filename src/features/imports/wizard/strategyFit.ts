import type { FileCheckResult } from '@/features/imports/checker/checkResult';

/**
 * A full file whose problems include elements carrying `importType` (which a partial import
 * takes): it would pass as a partial import, or come closer, so offer the switch instead of "replace it".
 */
export const suitsPartial = (result: FileCheckResult) =>
  result.fileProblem === null && result.strategy === 'full' && result.problems.some((p) => p.field === 'importType');

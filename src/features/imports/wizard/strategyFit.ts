import type { FileCheckResult } from '@/features/imports/checker/checkResult';

/**
 * The problems of a full file that come only from its elements carrying `importType` (which a
 * partial import takes): switching the file to partial clears them. Counted among the problems
 * kept in the result.
 */
const importTypeProblemCount = (result: FileCheckResult) =>
  result.strategy === 'full' ? result.problems.filter((p) => p.field === 'importType').length : 0;

/** The file would pass as a partial import, or come closer: offer the switch instead of "replace it". */
export const suitsPartial = (result: FileCheckResult) => result.fileProblem === null && importTypeProblemCount(result) > 0;

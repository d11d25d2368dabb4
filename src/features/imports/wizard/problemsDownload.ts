import { toCsv } from '@/lib/csv';
import { formatCount } from '@/i18n/format';
import type { FileCheckResult } from '@/features/imports/checker/checkResult';

/**
 * The problems, then the warnings, of a checked file as CSV, elements counted from 1 as the page
 * shows them; `level` tells which (warnings do not stop the import).
 */
export const problemsCsv = (result: FileCheckResult) => {
  const rows: unknown[][] = [['element', 'key', 'field', 'reason', 'level']];
  for (const p of result.problems) rows.push([p.index + 1, p.key ?? '', p.field, p.reason, 'error']);
  const unlisted = result.problemCount - result.problems.length;
  if (unlisted > 0) rows.push(['', '', '', `…and ${formatCount(unlisted)} more problems, not listed: fix these and check the file again`, 'error']);
  for (const w of result.warnings) rows.push([w.index + 1, w.key ?? '', w.field, w.reason, 'warning']);
  const unlistedWarnings = result.warningCount - result.warnings.length;
  if (unlistedWarnings > 0) rows.push(['', '', '', `…and ${formatCount(unlistedWarnings)} more warnings, not listed`, 'warning']);
  return toCsv(rows);
};

export const problemsFileName = (fileName: string) => `${fileName.replace(/\.json$/i, '')}-problems.csv`;

import { toCsv } from '../../../../lib/csv';
import { formatCount } from '../../../../lib/format';
import type { FileCheckResult } from '../../validation/checkResult';

/** The problems of a checked file as CSV, elements counted from 1 as the page shows them. */
export const problemsCsv = (result: FileCheckResult) => {
  const rows: unknown[][] = [['element', 'key', 'field', 'reason']];
  for (const p of result.problems) rows.push([p.index + 1, p.key ?? '', p.field, p.reason]);
  const unlisted = result.problemCount - result.problems.length;
  if (unlisted > 0) rows.push(['', '', '', `…and ${formatCount(unlisted)} more problems, not listed: fix these and check the file again`]);
  return toCsv(rows);
};

export const problemsFileName = (fileName: string) => `${fileName.replace(/\.json$/i, '')}-problems.csv`;

import { i18next } from '@/i18n/i18n';
import { toCsv } from '@/lib/csv';
import { problemText } from '@/importFormat/problems';
import type { FileCheckResult } from '@/features/imports/checker/checkResult';

/**
 * The problems, then the warnings, of a checked file as CSV in the page's language (made when it
 * is downloaded), elements counted from 1 as the page shows them; `level` tells which (warnings
 * do not stop the import).
 */
export const problemsCsv = (result: FileCheckResult) => {
  const t = i18next.t;
  const error = t('checker:download.level.error');
  const warning = t('checker:download.level.warning');
  const rows: unknown[][] = [
    [t('checker:download.column.element'), t('checker:download.column.key'), t('checker:download.column.field'), t('checker:download.column.reason'), t('checker:download.column.level')],
  ];
  for (const p of result.problems) rows.push([p.index + 1, p.key ?? '', p.field, problemText(i18next, p), error]);
  const unlisted = result.problemCount - result.problems.length;
  if (unlisted > 0) rows.push(['', '', '', t('checker:download.moreProblems', { count: unlisted }), error]);
  for (const w of result.warnings) rows.push([w.index + 1, w.key ?? '', w.field, problemText(i18next, w), warning]);
  const unlistedWarnings = result.warningCount - result.warnings.length;
  if (unlistedWarnings > 0) rows.push(['', '', '', t('checker:download.moreWarnings', { count: unlistedWarnings }), warning]);
  return toCsv(rows);
};

export const problemsFileName = (fileName: string) => i18next.t('checker:download.fileName', { name: fileName.replace(/\.json$/i, '') });

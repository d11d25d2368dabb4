/** The checker's problems in the page's language, said when shown or downloaded, so the same result reads in either. */
import { i18next } from '@/i18n/i18n';
import { toCsv } from '@/lib/csv';
import { findingCell, problemText, type ElementProblemAt, type FileCheckResult, type FileProblem, type SheetPlaces, type SheetProblemCode } from '@/engine';
import { fieldWord } from '@/i18n/fieldWords';

/** a locale inside a path (`name.en-us`, `media.de-de[0].url`): the field is the same in every locale */
const localePart = /^[a-z]{2}-[a-z]{2}$/i;

/**
 * A field of an element in the merchant's words ("Sale price" for `price.salePrice`), or null when the catalog has none
 * for it. The words are kept by the path without array positions and locales, its steps joined by '/'.
 */
/** Why a spreadsheet cannot be read, in the page's language, and that nothing else changed. */
export const sheetProblemText = ({ code, params }: { code: SheetProblemCode; params: Readonly<Record<string, string | number>> }) =>
  `${i18next.t(`sheets:problem.${code}`, params)} ${i18next.t('sheets:problem.keep')}`;

export const fieldWords = (field: string): string | null => {
  const steps = field.replace(/\[\d+\]/g, '').split('.').filter(Boolean);
  return fieldWord(steps) ?? fieldWord(steps.filter((step) => !localePart.test(step)));
};

/** The problem with its place, as an editor finds it: "Expected ',' … (line 13, column 5, in element 2)". */
export const describeFileProblem = (problem: FileProblem) => {
  const message = problemText(i18next, problem);
  const { position, elementIndex } = problem;
  const element = elementIndex === null ? null : elementIndex + 1;
  if (position) {
    const { line, column } = position;
    return element === null
      ? i18next.t('checker:fileProblem.atLineColumn', { message, line, column })
      : i18next.t('checker:fileProblem.atLineColumnElement', { message, line, column, element });
  }
  return element === null ? message : i18next.t('checker:fileProblem.inElement', { message, element });
};

/**
 * The problems, then the warnings, as CSV, elements counted from 1 as the page shows them; `level` tells which. A file
 * made from a sheet gets each finding's cell first (`'artikel.csv'!C2`), where the merchant corrects it.
 */
export const problemsCsv = (result: FileCheckResult, places?: SheetPlaces) => {
  const t = i18next.t;
  const error = t('checker:download.level.error');
  const warning = t('checker:download.level.warning');
  const cell = (p: ElementProblemAt) => (places ? [findingCell(places, result.entity, p.index, p.field) ?? ''] : []);
  const blank = places ? [''] : [];
  const rows: unknown[][] = [
    [
      ...(places ? [t('checker:download.column.cell')] : []),
      t('checker:download.column.element'),
      t('checker:download.column.key'),
      t('checker:download.column.field'),
      t('checker:download.column.reason'),
      t('checker:download.column.level'),
    ],
  ];
  for (const p of result.problems) rows.push([...cell(p), p.index + 1, p.key ?? '', p.field, problemText(i18next, p), error]);
  const unlisted = result.problemCount - result.problems.length;
  if (unlisted > 0) rows.push([...blank, '', '', '', t('checker:download.moreProblems', { count: unlisted }), error]);
  for (const w of result.warnings) rows.push([...cell(w), w.index + 1, w.key ?? '', w.field, problemText(i18next, w), warning]);
  const unlistedWarnings = result.warningCount - result.warnings.length;
  if (unlistedWarnings > 0) rows.push([...blank, '', '', '', t('checker:download.moreWarnings', { count: unlistedWarnings }), warning]);
  return toCsv(rows);
};

export const problemsFileName = (fileName: string) => i18next.t('checker:download.fileName', { name: fileName.replace(/\.json$/i, '') });

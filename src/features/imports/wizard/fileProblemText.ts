import { i18next } from '@/i18n/i18n';
import type { FileProblem } from '@/features/imports/checker/checkResult';
import { problemText } from '@/importFormat/problems';

/**
 * The problem with its place, in the page's language, as a merchant finds it in an editor:
 * "Expected ',' … (line 13, column 5, in element 2)". Said when shown, so the same result reads
 * in either language.
 */
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

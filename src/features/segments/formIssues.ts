import type { TFunction } from 'i18next';

/** A schema's issue (zod's shape), as far as the form reads it. */
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A check of the new-segment form in the page's language. The contract's schemas word their
 * issues in English; the form says them by what they are (too short, too long, wrong characters).
 * An issue it does not foresee keeps the schema's words.
 */
export function issueText(t: TFunction<'segments'>, issue: Issue): string {
  const field = String(issue.path[0] ?? '');
  const isText = 'origin' in issue && issue.origin === 'string';
  if (issue.code === 'too_small' && isText && field === 'name') return t('newSegment.problem.nameMissing');
  if (issue.code === 'too_small' && isText && field === 'code') return t('newSegment.problem.codeMissing');
  if (issue.code === 'invalid_format' && field === 'code') return t('newSegment.problem.codeChars');
  if (issue.code === 'too_big' && isText && 'maximum' in issue && typeof issue.maximum === 'number') return t('newSegment.problem.tooLong', { count: issue.maximum });
  return issue.message;
}

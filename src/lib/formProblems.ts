import { describeError, isApiError } from './errors';

/**
 * What a form found wrong: at most one message per field, and what names no field. A message is
 * text in the page's language (or the service's own words); a form that must say it anew when
 * the language changes keeps what went wrong instead (`M`) and words it as it draws.
 */
export interface FormProblems<F extends string, M = string> {
  fields: Partial<Record<F, M>>;
  /** problems of the form as a whole (or of fields it does not show), for the error summary */
  other: M[];
}

/** Puts each message on its field (`members[3].customerId` on `members`), the first one winning. */
function collect<F extends string>(fields: readonly F[], found: readonly { path: string; message: string }[]): FormProblems<F> {
  const problems: FormProblems<F> = { fields: {}, other: [] };
  for (const { path, message } of found) {
    const field = fields.find((f) => f === path.split(/[.[]/)[0]);
    if (!field) problems.other.push(path ? `${path}: ${message}` : message);
    else problems.fields[field] ??= message;
  }
  return problems;
}

/** A schema's issues (zod's), as the form shows them. */
export const problemsFromIssues = <F extends string>(fields: readonly F[], issues: readonly { path: PropertyKey[]; message: string }[]) =>
  collect(fields, issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));

/**
 * What the service refused, as the form shows it: its field errors on the fields they name, a
 * conflict (e.g. a code already taken) on `conflictField`, anything else in the summary.
 */
export function problemsFromError<F extends string>(fields: readonly F[], error: unknown, { conflictField }: { conflictField?: F } = {}): FormProblems<F> {
  if (isApiError(error) && error.kind === 'conflict' && conflictField) return { fields: { [conflictField]: describeError(error) } as Partial<Record<F, string>>, other: [] };
  if (isApiError(error) && error.fieldErrors.length) return collect(fields, error.fieldErrors.map((fe) => ({ path: fe.field, message: fe.message })));
  return { fields: {}, other: [describeError(error)] };
}

/** The first field with a problem, in the form's order. */
export const firstBadField = <F extends string, M>(fields: readonly F[], problems: FormProblems<F, M>) => fields.find((f) => problems.fields[f]);

export const problemCount = <F extends string, M>(problems: FormProblems<F, M>) => Object.values(problems.fields).filter(Boolean).length;

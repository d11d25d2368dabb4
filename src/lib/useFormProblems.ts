import { useEffect, useRef, useState } from 'react';
import { firstBadField, type FormProblems } from './formProblems';

/**
 * A form's problems and where focus goes when they appear: to the first bad field, or, when no
 * field is to blame, to the error summary. What was typed is never touched here.
 */
export function useFormProblems<F extends string, M = string>(fields: readonly F[]) {
  const [problems, setProblems] = useState<FormProblems<F, M>>({ fields: {}, other: [] });
  // bumped on every show, so showing the same problems twice still moves focus
  const [shown, setShown] = useState(0);
  const fieldEls = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown === 0) return;
    const first = firstBadField(fields, problems);
    if (first) fieldEls.current[first]?.focus();
    else if (problems.other.length) summaryRef.current?.focus();
    // focus moves once per show, after the problems are drawn
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  return {
    problems,
    /** shows these problems (replacing the last ones) and moves focus to them */
    show: (next: FormProblems<F, M>) => {
      setProblems(next);
      setShown((n) => n + 1);
    },
    /** forgets one field's problem, e.g. once the merchant edits it */
    clearField: (field: F) => setProblems((p) => (p.fields[field] ? { ...p, fields: { ...p.fields, [field]: undefined } } : p)),
    clear: () => setProblems({ fields: {}, other: [] }),
    /** a ref callback for a field's control, so focus can go there */
    fieldRef: (field: F) => (el: HTMLElement | null) => {
      fieldEls.current[field] = el;
    },
    /** the ref of the error summary (focusable: tabIndex -1) */
    summaryRef,
  };
}

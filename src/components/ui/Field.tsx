import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** shown under the control and tied to it with aria-describedby */
  hint?: ReactNode;
  error?: string;
  /** one input/select/textarea */
  children: ReactElement<Record<string, unknown>>;
}

/** A label, a control, a hint and an error, tied together for assistive technology. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && <div id={hintId} className="field-hint">{hint}</div>}
      {error && <div id={errorId} className="field-error">{error}</div>}
    </div>
  );
}

import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';
import { Field } from './Field';

interface FilterBarProps {
  /** names the filters for screen readers, e.g. "Filter imports" */
  label: string;
  /** `search` where the filters find things in a list of their own, `group` inside a larger page part */
  role?: 'search' | 'group';
  /** a filter is on: offer to clear them all */
  active: boolean;
  /** the clearing button's text, e.g. "Clear filters" */
  clearLabel: string;
  onClear: () => void;
  className?: string;
  children: ReactNode;
}

/** A list's filters side by side, with one button that clears them while any is on. */
export function FilterBar({ label, role = 'search', active, clearLabel, onClear, className, children }: FilterBarProps) {
  return (
    <div className={['filter-bar', className].filter(Boolean).join(' ')} role={role} aria-label={label}>
      {children}
      {active && <Button variant="ghost" onClick={onClear}>{clearLabel}</Button>}
    </div>
  );
}

interface TextFilterProps {
  label: string;
  hint?: string;
  /** the applied text */
  value: string | undefined;
  /** the button's text, e.g. "Find import" */
  submitLabel: string;
  /** the trimmed text, or undefined for none */
  onApply: (text: string | undefined) => void;
  className?: string;
}

/**
 * Text that filters when applied (Enter or the button), not per keystroke, as each change may be a request.
 * Keyed on the applied text, so Back and Forward show what is applied, not a stale draft.
 */
export function TextFilter({ label, hint, value, submitLabel, onApply, className }: TextFilterProps) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('text');
    const trimmed = typeof typed === 'string' ? typed.trim() : '';
    onApply(trimmed || undefined);
  };
  return (
    <form key={value ?? ''} className={className} onSubmit={apply}>
      <Field label={label} hint={hint}>
        <input name="text" type="search" className="input" defaultValue={value ?? ''} autoComplete="off" spellCheck={false} />
      </Field>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}

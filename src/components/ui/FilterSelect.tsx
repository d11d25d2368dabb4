import type { Ref } from 'react';
import { Field } from './Field';

interface FilterSelectProps<T extends string> {
  label: string;
  /** the first choice, which filters nothing, e.g. "All statuses" */
  anyLabel: string;
  value: T | undefined;
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** undefined for the "any" choice */
  onChange: (value: T | undefined) => void;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled select that filters a list by one value, or not at all. */
export function FilterSelect<T extends string>({ label, anyLabel, value, options, optionLabel, onChange, selectRef }: FilterSelectProps<T>) {
  return (
    <Field label={label}>
      <select ref={selectRef} className="input" value={value ?? ''} onChange={(e) => onChange(options.find((o) => o === e.target.value))}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>{optionLabel(o)}</option>
        ))}
      </select>
    </Field>
  );
}

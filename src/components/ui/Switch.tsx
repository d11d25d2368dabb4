import type { InputHTMLAttributes, ReactNode } from 'react';

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'checked' | 'onChange' | 'children'> {
  /** what is switched on, e.g. "Leave out guests"; it names the control */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a checkbox announced as a switch, its label around it so the text is clickable too. */
export function Switch({ label, checked, onChange, className, ...rest }: SwitchProps) {
  return (
    <label className={['switch', className].filter(Boolean).join(' ')}>
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} {...rest} />
      {label}
    </label>
  );
}

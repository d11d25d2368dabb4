import type { ReactNode } from 'react';

/** An on/off setting: a checkbox announced as a switch, its label around it so the text is clickable too. */
export function Switch({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="switch">
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

import type { ReactNode } from 'react';
import { Button } from './Button';
import './selection.css';

interface SelectionBarProps {
  /** how many are selected, in words, e.g. "3 members" */
  countText: string;
  /** names the bar for screen readers, e.g. "Selected members" */
  label: string;
  /** what can be done with the selection, e.g. a "Remove 3 members" button */
  children: ReactNode;
  onClear: () => void;
}

/** Shown while something is selected: how much, what to do with it, and a way to clear it. */
export function SelectionBar({ countText, label, children, onClear }: SelectionBarProps) {
  return (
    <div className="row selection-bar" role="region" aria-label={label}>
      <span role="status">{countText} selected</span>
      {children}
      <Button variant="ghost" onClick={onClear}>
        Clear the selection
      </Button>
    </div>
  );
}

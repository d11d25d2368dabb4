import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import './selection.css';

interface SelectionBarProps {
  /** how many are selected, e.g. "3 members" */
  countText: string;
  /** names the bar for screen readers, e.g. "Selected members" */
  label: string;
  /** what can be done with the selection, e.g. a "Remove 3 members" button */
  children: ReactNode;
  onClear: () => void;
}

/** Shown while something is selected: how much, what to do with it, and a way to clear it. */
export function SelectionBar({ countText, label, children, onClear }: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <div className="row selection-bar" role="region" aria-label={label}>
      <span role="status">{t('selection.selected', { countText })}</span>
      {children}
      <Button variant="ghost" onClick={onClear}>{t('selection.clear')}</Button>
    </div>
  );
}

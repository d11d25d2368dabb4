import { useTranslation } from 'react-i18next';

type StackedBarTone = 'created' | 'updated' | 'deleted' | 'failed' | 'skipped' | 'pending';

export interface StackedBarPart {
  label: string;
  value: number;
  tone: StackedBarTone;
}

interface StackedBarProps {
  /** what the bar shows, e.g. "Products" */
  label: string;
  parts: readonly StackedBarPart[];
  /** the bar's text equivalent, read instead of the picture, e.g. "40 created, 3 failed, 57 not yet processed" */
  text: string;
  /** a small bar without legend (a history row, where the columns carry the numbers) */
  compact?: boolean;
  /** the legend's number for a part, e.g. 1,234 */
  formatValue?: (n: number) => string;
  /**
   * Makes the bar a progress bar (how much of the whole is done), named `progressLabel`; its value
   * text is `text`. Without it the bar is a picture with `text` as its alternative.
   */
  progress?: { done: number; of: number; label: string };
}

/**
 * One bar split into parts (created, updated, failed…), each as wide as its share of the whole.
 * The picture is an image with a text equivalent; the legend repeats every part with its number.
 */
export function StackedBar({ label, parts, text, compact = false, formatValue = String, progress }: StackedBarProps) {
  const { t } = useTranslation();
  const whole = parts.reduce((n, p) => n + p.value, 0);
  const role = progress
    ? {
        role: 'progressbar',
        'aria-label': progress.label,
        'aria-valuemin': 0,
        'aria-valuemax': 100,
        'aria-valuenow': progress.of > 0 ? Math.floor((Math.min(progress.done, progress.of) / progress.of) * 100) : 0,
        'aria-valuetext': text,
      }
    : { role: 'img', 'aria-label': t('stackedBar.picture', { label, text }) };
  return (
    <div className={`stacked${compact ? ' stacked-compact' : ''}`}>
      <div className="stacked-track" {...role}>
        {whole > 0 &&
          parts
            .filter((p) => p.value > 0)
            .map((p) => <span key={p.tone} className={`stacked-part stacked-${p.tone}`} style={{ width: `${(p.value / whole) * 100}%` }} />)}
      </div>
      {!compact && (
        <ul className="stacked-legend" aria-label={t('stackedBar.legend', { label })}>
          {parts.map((p) => (
            <li key={p.tone}>
              <span className={`stacked-swatch stacked-${p.tone}`} aria-hidden="true" />
              {p.label} <strong>{formatValue(p.value)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface ProgressBarProps {
  /** what is progressing, e.g. "Upload of products.json" */
  label: string;
  value: number;
  max: number;
  /** human text for screen readers and the caption, e.g. "40 MB of 100 MB, 40 %, 12 s left" */
  valueText?: string;
  tone?: 'info' | 'success' | 'danger';
}

export function ProgressBar({ label, value, max, valueText, tone = 'info' }: ProgressBarProps) {
  const pct = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className="progress">
      <div
        className={`progress-track progress-${tone}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        aria-valuetext={valueText}
      >
        <div className="progress-fill" style={{ transform: `scaleX(${pct / 100})` }} />
      </div>
      {valueText && <div className="progress-caption">{valueText}</div>}
    </div>
  );
}

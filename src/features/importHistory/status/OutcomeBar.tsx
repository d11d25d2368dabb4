import { useTranslation } from 'react-i18next';
import type { EntityFileStatus } from '@/contract';
import { formatCount } from '@/i18n/format';
import { outcomeParts, outcomeSentence, percentProcessed, type Outcome } from '@/features/importHistory/status/importOutcome';

interface OutcomeBarProps {
  /** what the bar is about, e.g. "Products" or "The whole import" */
  label: string;
  outcome: Outcome;
  /** a file's status, so a rejected or skipped file reads as such rather than "no elements yet" */
  status?: EntityFileStatus;
  /** a small bar without legend or sentence (a history row, where the columns carry the numbers) */
  compact?: boolean;
  /** a progress bar named "{label} processed" (the live view and the cards), rather than a picture */
  asProgress?: boolean;
  /** an import's files the service has not counted yet: the whole is not known, and the sentence says so */
  filesWaiting?: number;
}

/**
 * An outcome as one bar split into parts, each as wide as its share of the whole: an image (or a progress bar) whose text
 * equivalent is the outcome's sentence; the legend repeats every part with its number.
 */
export function OutcomeBar({ label, outcome, status, compact = false, asProgress = false, filesWaiting = 0 }: OutcomeBarProps) {
  const { t } = useTranslation(['importHistory', 'common']);
  const counted = outcomeSentence(outcome, status);
  const sentence = filesWaiting > 0 ? `${counted} ${t('outcome.filesWaiting', { count: filesWaiting })}` : counted;
  const parts = outcomeParts(outcome);
  const whole = parts.reduce((n, p) => n + p.value, 0);
  const role = asProgress
    ? {
        role: 'progressbar',
        'aria-label': t('outcome.processed', { what: label }),
        'aria-valuemin': 0,
        'aria-valuemax': 100,
        // skipped elements were not worked on: a skipped file is never "100 % processed"; with files not counted
        // yet the share is unknown (an indeterminate bar)
        'aria-valuenow': filesWaiting > 0 ? undefined : percentProcessed({ processed: outcome.processed - outcome.skipped, total: outcome.total }),
        'aria-valuetext': sentence,
      }
    : { role: 'img', 'aria-label': t('common:stackedBar.picture', { label, text: sentence }) };
  return (
    <div className="outcome-bar">
      <div className={`stacked${compact ? ' stacked-compact' : ''}`}>
        <div className="stacked-track" {...role}>
          {whole > 0 &&
            parts
              .filter((p) => p.value > 0)
              .map((p) => <span key={p.tone} className={`stacked-part stacked-${p.tone}`} style={{ width: `${(p.value / whole) * 100}%` }} />)}
        </div>
        {!compact && (
          <ul className="stacked-legend" aria-label={t('common:stackedBar.legend', { label })}>
            {parts.map((p) => (
              <li key={p.tone}>
                <span className={`stacked-swatch stacked-${p.tone}`} aria-hidden="true" />
                {p.label} <strong>{formatCount(p.value)}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
      {!compact && <p className="outcome-sentence muted">{sentence}</p>}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { EntityFileStatus } from '@/api';
import { StackedBar } from '@/components/ui/StackedBar';
import { formatCount } from '@/i18n/format';
import { outcomeParts, outcomeSentence, type Outcome } from '@/features/imports/model/importOutcome';

interface OutcomeBarProps {
  /** what the bar is about, e.g. "Products" or "The whole import" */
  label: string;
  outcome: Outcome;
  /** a file's status, so a rejected or skipped file reads as such rather than "no elements yet" */
  status?: EntityFileStatus;
  compact?: boolean;
  /** a progress bar named "{label} processed" (the live view and the cards), rather than a picture */
  asProgress?: boolean;
}

/** An outcome as a stacked bar (created, updated, deleted, failed, skipped, not yet processed) and its sentence. */
export function OutcomeBar({ label, outcome, status, compact = false, asProgress = false }: OutcomeBarProps) {
  const { t } = useTranslation('imports');
  const sentence = outcomeSentence(outcome, status);
  // skipped elements were not worked on: a skipped file is never "100 % processed"
  const done = outcome.processed - outcome.skipped;
  const progress = asProgress ? { done, of: outcome.total, label: t('outcome.processed', { what: label }) } : undefined;
  return (
    <div className="outcome-bar">
      <StackedBar label={label} parts={outcomeParts(outcome)} text={sentence} compact={compact} formatValue={formatCount} progress={progress} />
      {!compact && <p className="outcome-sentence muted">{sentence}</p>}
    </div>
  );
}

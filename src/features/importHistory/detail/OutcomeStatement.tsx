import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityFileStatus } from '@/contract';
import { percentProcessed, type Outcome } from '@/features/importHistory/status/importOutcome';
import { noElementsWords, partSeparator, partWords, type OutcomeWords } from './outcomeWords';

interface OutcomeStatementProps {
  /** what it is about: the bar is "{label} processed" */
  label: string;
  outcome: Outcome;
  words: OutcomeWords;
  /** a file's status, so a rejected or skipped file with no elements reads as such */
  status?: EntityFileStatus;
  /** files not counted yet: the share processed is not known */
  filesWaiting?: number;
}

const Swatch = ({ tone }: { tone: string }) => <span className={`stacked-swatch stacked-${tone}`} aria-hidden="true" />;

/**
 * An outcome said once: a bar split into parts (a progress bar whose text is the sentence) and one sentence in which
 * each part's number stands beside its colour, so the sentence is the bar's key as well; no legend repeats it.
 */
export function OutcomeStatement({ label, outcome, words, status, filesWaiting = 0 }: OutcomeStatementProps) {
  const { t } = useTranslation('importHistory');
  const empty = outcome.total === 0;
  const text = empty ? noElementsWords(status) : words.text;
  const whole = words.parts.reduce((n, p) => n + p.value, 0);
  return (
    <div className="outcome-statement">
      <div
        className="stacked-track"
        role="progressbar"
        aria-label={t('outcome.processed', { what: label })}
        aria-valuemin={0}
        aria-valuemax={100}
        // skipped elements were not worked on: a skipped file is never "100 % processed"; with files not counted yet
        // the share is unknown (an indeterminate bar)
        aria-valuenow={filesWaiting > 0 ? undefined : percentProcessed({ processed: outcome.processed - outcome.skipped, total: outcome.total })}
        aria-valuetext={text}
      >
        {whole > 0 &&
          words.parts.map((p) => <span key={p.kind} className={`stacked-part stacked-${p.tone}`} style={{ width: `${(p.value / whole) * 100}%` }} />)}
      </div>
      <p className="outcome-sentence">
        {empty ? (
          text
        ) : words.whole ? (
          <>
            <Swatch tone={words.parts[0]!.tone} />
            {words.lead}
          </>
        ) : (
          <>
            {words.lead}{' '}
            {words.parts.map((p, i) => (
              <Fragment key={p.kind}>
                {i > 0 && partSeparator}
                <span className="outcome-part">
                  <Swatch tone={p.tone} />
                  {partWords(p)}
                </span>
              </Fragment>
            ))}
            {words.percent && ` ${words.percent}`}.
          </>
        )}
        {!empty && words.after.map((sentence) => ` ${sentence}`)}
        {empty && filesWaiting > 0 && ` ${t('outcome.filesWaiting', { count: filesWaiting })}`}
      </p>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunningImportStatus } from '@/contract/terms';
import type { EntityType, ImportRecord } from '@/contract';
import { formatCount, formatDuration } from '@/i18n/format';
import { addSample, estimateImport, remainingOf, roundedTimeLeft, type ImportEstimate, type ImportSample } from '@/features/importHistory/status/importEstimate';
import { importOutcome } from '@/features/importHistory/status/importOutcome';

/** Every reading of every running import this tab has seen, whichever page saw it: a page opened later starts from them. */
const readings = new Map<string, ImportSample[]>();
/** how often the estimate is worked out again between records: the count standing still is a reading too */
const everyMs = 2000;

/** "1,234 elements a second · about 3 min left" while an import runs; not a live region: it changes every few seconds. */
export function ImportEstimateText({ record, counted }: { record: ImportRecord; counted?: Partial<Record<EntityType, number>> }) {
  const { t } = useTranslation('importHistory');
  const running = isRunningImportStatus(record.status);
  const [estimate, setEstimate] = useState<ImportEstimate>({ kind: 'estimating' });
  useEffect(() => {
    if (!running) {
      readings.delete(record.importRef);
      return;
    }
    const read = () => {
      const next = addSample(readings.get(record.importRef) ?? [], { at: Date.now(), processed: importOutcome(record).processed });
      readings.set(record.importRef, next);
      setEstimate(estimateImport(next, remainingOf(record, counted)));
    };
    read();
    const timer = setInterval(read, everyMs);
    return () => clearInterval(timer);
  }, [record, running, counted]);
  if (!running) return null;
  if (estimate.kind === 'estimating') return <span className="import-estimate">{t('estimate.estimating')}</span>;
  const count = Math.round(estimate.perSecond);
  const rate = formatCount(count);
  const time = estimate.kind === 'estimate' && formatDuration(roundedTimeLeft(estimate.msLeft));
  return <span className="import-estimate">{time ? t('estimate.left', { count, rate, time }) : t('estimate.rateOnly', { count, rate })}</span>;
}

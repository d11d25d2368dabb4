import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EntityFile } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Field } from '@/components/ui/Field';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatBytes } from '@/i18n/format';
import { presetLink } from '@/lib/wizardPreset';
import { entityLabel, entityLabelInText } from '@/i18n/entityLabels';
import { mismatchText, type Mismatch } from './fileMismatch';
import { fileOutcome } from '@/features/importHistory/status/importOutcome';
import type { FailedElement } from '@/features/importHistory/detail/failureGroups';
import { errorText } from '@/lib/errorText';

// on demand: the JSON splitter and element rules are heavy, and few merchants fix a file here
const loadExtractor = () => import('./failedElementsFile');

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string; size: number; bytes: number }
  /** a file that is not the import's, or one the browser could not read (its words, as it gave them) */
  | { kind: 'failed'; mismatch: Mismatch }
  | { kind: 'failed'; reason: string }
  | { kind: 'done'; name: string; count: number; jsonUrl: string; reportUrl: string };

/** One reading of a chosen file: stopped, and its downloads released, when another is chosen or the page is left. */
interface Attempt {
  controller: AbortController;
  urls: string[];
}
const end = (attempt: Attempt | null) => {
  attempt?.controller.abort();
  attempt?.urls.forEach((url) => URL.revokeObjectURL(url));
};

/** Fix and re-import one file with failures: the same file, chosen again, becomes a file of only its failed elements and a report why. */
export function FixAndReimport({ merchantCode, file, failures }: { merchantCode: string; file: EntityFile; failures: readonly FailedElement[] }) {
  const { t } = useTranslation('importHistory');
  const headingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const attempt = useRef<Attempt | null>(null);
  useEffect(() => () => end(attempt.current), []);

  const what = entityLabelInText(file.entity);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    end(attempt.current);
    const current: Attempt = { controller: new AbortController(), urls: [] };
    attempt.current = current;
    setStep({ kind: 'reading', name: chosen.name, size: chosen.size, bytes: 0 });
    try {
      const { extractFailedElements } = await loadExtractor();
      const result = await extractFailedElements(chosen, file.entity, file.total, failures, {
        signal: current.controller.signal,
        onProgress: (bytes) => setStep({ kind: 'reading', name: chosen.name, size: chosen.size, bytes }),
      });
      const jsonUrl = URL.createObjectURL(result.json);
      const reportUrl = URL.createObjectURL(new Blob([result.report], { type: 'text/csv;charset=utf-8' }));
      current.urls.push(jsonUrl, reportUrl);
      setStep({ kind: 'done', name: chosen.name.replace(/\.json$/i, ''), count: result.count, jsonUrl, reportUrl });
    } catch (e) {
      if (current.controller.signal.aborted) return;
      // the check's module loads on demand: its error is known by name
      if (e instanceof Error && e.name === 'NotTheSameFile') setStep({ kind: 'failed', mismatch: (e as Error & { mismatch: Mismatch }).mismatch });
      else setStep({ kind: 'failed', reason: errorText(e) });
    }
  };

  const corrected = presetLink(merchantCode, [{ entity: file.entity, importStrategy: 'partial', catalogCode: file.catalogCode }]);
  return (
    <section className="fix-reimport" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('fix.title', { what })}</h3>
      <p>{t('fix.intro', { what, count: fileOutcome(file).failed })}</p>
      <Field label={t('fix.fileLabel', { entity: entityLabel(file.entity) })} hint={t('fix.fileHint')}>
        <input type="file" accept=".json,application/json" onChange={(e) => void choose(e)} />
      </Field>
      <div role="status" className="fix-reimport-status">
        {step.kind === 'reading' && (
          <ProgressBar
            label={t('fix.reading', { name: step.name })}
            value={step.bytes}
            max={step.size}
            valueText={t('fix.readingProgress', { name: step.name, read: formatBytes(step.bytes), size: formatBytes(step.size) })}
          />
        )}
        {step.kind === 'done' && <p>{t('fix.written', { count: step.count })}</p>}
      </div>
      {step.kind === 'failed' && (
        <Alert tone="danger" title={t('fix.notWritten')}>
          {'mismatch' in step ? (
            mismatchText(step.mismatch)
          ) : (
            <Trans t={t} i18nKey="fix.unreadable" values={{ reason: step.reason }} components={{ reason: <span translate="no" /> }} />
          )}
        </Alert>
      )}
      {step.kind === 'done' && (
        <ul className="fix-reimport-results">
          <li>
            <a href={step.jsonUrl} download={`${step.name}-failed.json`}>
              <Trans
                t={t}
                i18nKey="fix.downloadJson"
                count={step.count}
                values={{ file: `${step.name}-failed.json` }}
                components={{ file: <span translate="no" /> }}
              />
            </a>
          </li>
          <li>
            <a href={step.reportUrl} download={`${step.name}-failed-report.csv`}>
              <Trans t={t} i18nKey="fix.downloadReport" values={{ file: `${step.name}-failed-report.csv` }} components={{ file: <span translate="no" /> }} />
            </a>
          </li>
          <li>
            <Link to={corrected}>{t('fix.importCorrected')}</Link>
          </li>
        </ul>
      )}
    </section>
  );
}

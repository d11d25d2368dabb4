import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import type { EntityFile } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Field } from '@/components/ui/Field';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatBytes, plural } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { encodePreset, presetParam } from '@/features/imports/wizard/wizardPreset';
import { entityLabel, entityLabelInText } from '@/features/imports/model/entityLabels';
import { fileOutcome } from '@/features/imports/model/importOutcome';
import type { FailedElement } from '@/features/imports/model/failureGroups';

// on demand: the JSON splitter and element rules are heavy, and few merchants fix a file here
const loadExtractor = () => import('./failedElementsFile');

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string; size: number; bytes: number }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; name: string; count: number; jsonUrl: string; reportUrl: string };

const baseName = (name: string) => name.replace(/\.json$/i, '');

/**
 * Fix and re-import, for one file with failures: the merchant chooses the same file again; the
 * app checks it is that file and hands back a file of only the failed elements, with a report of
 * why each failed, ready to correct and import as a partial import.
 */
export function FixAndReimport({ merchantCode, file, failures }: { merchantCode: string; file: EntityFile; failures: readonly FailedElement[] }) {
  const headingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const urls = useRef<string[]>([]);
  const releaseUrls = () => {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current = [];
  };
  useEffect(
    () => () => {
      controller.current?.abort();
      releaseUrls();
    },
    [],
  );

  const what = entityLabelInText(file.entity);
  const { failed } = fileOutcome(file);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    controller.current?.abort();
    releaseUrls();
    const current = new AbortController();
    controller.current = current;
    setStep({ kind: 'reading', name: chosen.name, size: chosen.size, bytes: 0 });
    try {
      const { extractFailedElements } = await loadExtractor();
      const result = await extractFailedElements(chosen, file.entity, file.total, failures, {
        signal: current.signal,
        onProgress: (bytes) => setStep({ kind: 'reading', name: chosen.name, size: chosen.size, bytes }),
      });
      const jsonUrl = URL.createObjectURL(result.json);
      const reportUrl = URL.createObjectURL(new Blob([result.report], { type: 'text/csv;charset=utf-8' }));
      urls.current = [jsonUrl, reportUrl];
      setStep({ kind: 'done', name: baseName(chosen.name), count: result.count, jsonUrl, reportUrl });
    } catch (e) {
      if (current.signal.aborted) return;
      const message =
        e instanceof Error && e.name === 'NotTheSameFile' ? e.message : `The file could not be read: ${e instanceof Error ? e.message : String(e)}. Nothing was written; choose it again.`;
      setStep({ kind: 'failed', message });
    }
  };

  const preset = new URLSearchParams({ [presetParam]: encodePreset([{ entity: file.entity, importStrategy: 'partial', catalogCode: file.catalogCode }]) });
  return (
    <section className="fix-reimport" aria-labelledby={headingId}>
      <h3 id={headingId}>Fix the failed {what}</h3>
      <p>
        Choose the {what} file of this import again. The app checks it is the same file, then writes a file of only the {plural(failed, 'failed element')}{' '}
        and a report of why each failed: correct them and import that file as a partial import.
      </p>
      <Field label={`${entityLabel(file.entity)} file of this import`} hint="Read in this browser only; nothing is sent.">
        <input type="file" accept=".json,application/json" onChange={(e) => void choose(e)} />
      </Field>
      <div role="status" className="fix-reimport-status">
        {step.kind === 'reading' && (
          <ProgressBar
            label={`Reading ${step.name}`}
            value={step.bytes}
            max={step.size}
            valueText={`Reading ${step.name}: ${formatBytes(step.bytes)} of ${formatBytes(step.size)}`}
          />
        )}
        {step.kind === 'done' && (
          <p>
            Same file: {plural(step.count, 'failed element')} written.
          </p>
        )}
      </div>
      {step.kind === 'failed' && (
        <Alert tone="danger" title="Not written">
          {step.message}
        </Alert>
      )}
      {step.kind === 'done' && (
        <ul className="fix-reimport-results">
          <li>
            <a href={step.jsonUrl} download={`${step.name}-failed.json`}>
              Download {step.name}-failed.json ({plural(step.count, 'element')})
            </a>
          </li>
          <li>
            <a href={step.reportUrl} download={`${step.name}-failed-report.csv`}>
              Download the report of why each failed ({step.name}-failed-report.csv)
            </a>
          </li>
          <li>
            <Link to={`${paths.newImport(merchantCode)}?${preset.toString()}`}>Import the corrected file as a partial import</Link>
          </li>
        </ul>
      )}
    </section>
  );
}

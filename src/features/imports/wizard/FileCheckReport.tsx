import { memo } from 'react';
import { Alert } from '@/components/ui/Alert';
import { useTranslation } from 'react-i18next';
import type { EntityType } from '@/api';
import { Button } from '@/components/ui/Button';
import { downloadText } from '@/lib/download';
import { formatBytes, formatCount } from '@/i18n/format';
import { i18next } from '@/i18n/i18n';
import { problemText } from '@/importFormat/problems';
import { shownProblemsLimit, type FileCheckResult } from '@/features/imports/checker/checkResult';
import { describeFileProblem, problemsCsv, problemsFileName } from './problemWords';
import type { CrossFileFinding } from './useCatalogChecks';
import { FilePreviewReport } from '@/features/imports/preview/FilePreviewReport';
import type { PreviewState } from '@/features/imports/preview/useFilePreviews';
import type { CheckState } from './wizardState';

export interface FileCheckReportProps {
  entity: EntityType;
  fileName: string;
  /** while the check runs, the slot shows its progress instead */
  check: Exclude<CheckState, { status: 'checking' }>;
  catalogCode: string | undefined;
  /** moves the file to the slot it looks like it belongs to; absent when that slot is busy */
  onMoveTo?: (entity: EntityType) => void;
  /** a full file whose elements carry importType: makes it a partial file (and checks it again) */
  onSwitchToPartial?: () => void;
  findings?: readonly CrossFileFinding[];
  /** inventory, full: the locations whose stock alone the file replaces */
  locationCodes?: readonly string[];
  preview?: PreviewState;
}

function Summary({ result, crossErrors, crossWarnings }: { result: FileCheckResult; crossErrors: number; crossWarnings: number }) {
  const { t } = useTranslation('checker');
  // null: not shown. A full file's deletions are what it leaves out, which the preview counts: here only what a file marks is
  const figures = [
    [t('report.summary.elements'), result.elements],
    [t('report.summary.toAddOrChange'), result.toAddOrChange],
    [t('report.summary.toDelete'), result.strategy === 'full' ? null : result.toDelete],
    [t('report.summary.problems'), result.problemCount],
    [t('report.summary.crossErrors'), crossErrors > 0 ? crossErrors : null],
    [t('report.summary.warnings'), result.warningCount + crossWarnings],
  ] as const;
  return (
    <dl className="wizard-summary">
      {figures.map(
        ([term, n]) =>
          n !== null && (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{formatCount(n)}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

/** The first problems or warnings in one table, put into words here so that a change of language shows the same check in the other. */
function FindingsTable({ kind, fileName, result }: { kind: 'problems' | 'warnings'; fileName: string; result: FileCheckResult }) {
  const { t } = useTranslation('checker');
  const shown = result[kind].slice(0, shownProblemsLimit);
  if (shown.length === 0) return null;
  const total = kind === 'problems' ? result.problemCount : result.warningCount;
  return (
    // scrolls on its own: focusable so that keyboard users can scroll it too
    <div className="table-wrap wizard-problems" tabIndex={0} role="region" aria-label={t(`report.${kind}.label`, { fileName })}>
      <table className="table">
        <caption className="visually-hidden">
          {shown.length < total ? t(`report.${kind}.captionFirst`, { count: shown.length, fileName }) : t(`report.${kind}.caption`, { fileName })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('report.table.element')}
            </th>
            <th scope="col">{t('report.table.key')}</th>
            <th scope="col">{t('report.table.field')}</th>
            <th scope="col">{kind === 'problems' ? t('report.table.problem') : t('report.table.warning')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((f, i) => (
            <tr key={i}>
              <td className="num">{formatCount(f.index + 1)}</td>
              <td translate="no">{f.key ?? '—'}</td>
              <td>{f.field ? <code translate="no">{f.field}</code> : <code>{t('report.table.wholeElement')}</code>}</td>
              <td>{problemText(i18next, f)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under the problems' table: the download of them all, and how many the table leaves out. */
function ProblemsDownload({ fileName, result }: { fileName: string; result: FileCheckResult }) {
  const { t } = useTranslation('checker');
  const shown = Math.min(result.problems.length, shownProblemsLimit);
  const total = result.problemCount;
  if (shown === 0) return null;
  return (
    <div className="row">
      <Button onClick={() => downloadText(problemsFileName(fileName), problemsCsv(result), 'text/csv')}>
        {t('report.problems.download', { fileName })}
      </Button>
      {shown < total && (
        <span className="muted">
          {result.problems.length < total
            ? t('report.problems.showingOfKept', { shown, total, kept: result.problems.length })
            : t('report.problems.showing', { shown, total })}
        </span>
      )}
    </div>
  );
}

/** Codes named across the import's files: errors and warnings, one line each. */
function FindingList({ findings, label }: { findings: readonly CrossFileFinding[]; label: string }) {
  if (findings.length === 0) return null;
  return (
    <ul className="wizard-findings" aria-label={label}>
      {findings.slice(0, shownProblemsLimit).map((f) => (
        <li key={`${f.kind}:${f.code}`}>{f.reason}</li>
      ))}
    </ul>
  );
}

function Warnings({ fileName, result, crossWarnings }: { fileName: string; result: FileCheckResult; crossWarnings: readonly CrossFileFinding[] }) {
  const { t } = useTranslation('checker');
  const count = result.warningCount + crossWarnings.length;
  if (count === 0) return null;
  return (
    <>
      <Alert announce={false} tone="warning" title={t('report.warnings.title', { count, fileName })}>
        {t('report.warnings.body')}
      </Alert>
      <FindingList findings={crossWarnings} label={t('report.warnings.outside', { fileName })} />
      <FindingsTable kind="warnings" fileName={fileName} result={result} />
    </>
  );
}

/** What the check found in a slot's file. Not a live region: the slot announces the outcome (slotAnnouncement). */
export const FileCheckReport = memo(function FileCheckReport({
  entity,
  fileName,
  check,
  catalogCode,
  onMoveTo,
  onSwitchToPartial,
  findings = [],
  locationCodes,
  preview,
}: FileCheckReportProps) {
  const { t } = useTranslation('checker');
  const what = t(`report.entity.${entity}.inText`);
  if (check.status === 'idle') return null;
  if (check.status === 'failed') {
    return (
      <Alert announce={false} tone="danger" title={t('report.failed.title', { fileName })}>
        <span translate="no">{check.message}</span> {t('report.failed.chooseAgain')}
      </Alert>
    );
  }
  const result = check.result;
  const looksLike = result.looksLike;
  const misplaced = looksLike && (
    <Alert announce={false}
      tone="warning"
      title={t(`report.entity.${looksLike}.looksLike`)}
      action={onMoveTo && <Button onClick={() => onMoveTo(looksLike)}>{t(`report.entity.${looksLike}.moveTo`, { fileName })}</Button>}
    >
      {t(`report.entity.${looksLike}.misplaced`, { what })}
    </Alert>
  );

  if (result.fileProblem) {
    return (
      <>
        <Alert announce={false} tone="danger" title={t('report.unusable.title', { fileName })}>
          <p>{describeFileProblem(result.fileProblem)}</p>
          <p>{t('report.unusable.body', { what })}</p>
        </Alert>
        {misplaced}
      </>
    );
  }
  const crossErrors = findings.filter((f) => f.severity === 'error');
  const crossWarnings = findings.filter((f) => f.severity === 'warning');
  // what a full file deletes: what is not in it, in catalog C or at the locations it replaces
  const where = catalogCode
    ? t('report.full.inCatalog', { catalog: catalogCode })
    : locationCodes?.length
      ? t('report.full.atLocations', { count: locationCodes.length, locations: locationCodes.join(', ') })
      : null;
  const words = `report.entity.${entity}.full` as const;
  const deletes = where === null ? t(`${words}.everyExisting`) : t(`${words}.everyExistingWhere`, { where });
  return (
    <>
      {result.problemCount > 0 ? (
        <>
          <Alert announce={false}
            tone="danger"
            title={t('report.invalid.title', {
              count: result.problemCount,
              fileName,
              inElements: t('report.invalid.inElements', { count: result.elementsWithProblems }),
            })}
            action={onSwitchToPartial && <Button onClick={onSwitchToPartial}>{t('report.invalid.switchToPartial')}</Button>}
          >
            {onSwitchToPartial ? t('report.invalid.carriesImportType') : t('report.invalid.replace', { what })}
          </Alert>
          {misplaced}
          <FindingList findings={crossErrors} label={t('report.crossErrors.label', { fileName })} />
        </>
      ) : crossErrors.length > 0 ? (
        <>
          <Alert announce={false} tone="danger" title={t('report.crossErrors.title', { count: crossErrors.length, fileName })}>
            {t('report.crossErrors.body', { fileName })}
          </Alert>
          <FindingList findings={crossErrors} label={t('report.crossErrors.label', { fileName })} />
        </>
      ) : (
        <>
          {misplaced}
          <Alert announce={false} tone="success" title={t('report.ready.title', { fileName, size: formatBytes(result.bytes) })}>
            {result.elements === 0
              ? t('report.ready.noElements')
              : result.strategy === 'full'
                ? t(`report.entity.${entity}.toAddOrChangeOnly`, { count: result.toAddOrChange })
                : t(`report.entity.${entity}.toAddOrChange`, { count: result.toAddOrChange, toDelete: result.toDelete })}
            {result.strategy === 'full' && ` ${deletes}`}
          </Alert>
          {preview && <FilePreviewReport fileName={fileName} state={preview} />}
        </>
      )}
      <Summary result={result} crossErrors={crossErrors.length} crossWarnings={crossWarnings.length} />
      <FindingsTable kind="problems" fileName={fileName} result={result} />
      <ProblemsDownload fileName={fileName} result={result} />
      <Warnings fileName={fileName} result={result} crossWarnings={crossWarnings} />
    </>
  );
});

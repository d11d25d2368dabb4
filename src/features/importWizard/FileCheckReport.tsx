import { memo } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Trans, useTranslation } from 'react-i18next';
import type { EntityType } from '@/contract';
import { Button } from '@/components/ui/Button';
import { downloadText } from '@/lib/download';
import { formatCount } from '@/i18n/format';
import { i18next } from '@/i18n/i18n';
import { findingCell, problemText, shownProblemsLimit, type FileCheckResult, type SheetPlaces } from '@/engine';
import { describeFileProblem, fieldWords, problemsCsv, problemsFileName } from './problemWords';
import type { CrossFileFinding } from './useCatalogChecks';
import { FilePreviewReport } from '@/features/importWizard/preview/FilePreviewReport';
import type { PreviewState } from '@/features/importWizard/preview/useFilePreviews';
import type { CheckState } from './store/wizardState';

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
  /** the file was made from a sheet: each finding is named by its cell there rather than by its element */
  places?: SheetPlaces;
}

/** A field in the merchant's words with its path as the file writes it, to find it there; the path alone when there are no words for it. */
function FieldName({ field }: { field: string }) {
  const { t } = useTranslation('checker');
  const words = fieldWords(field);
  if (words === null) return <code translate="no">{field}</code>;
  return <Trans t={t} i18nKey="report.table.fieldNamed" values={{ words, field }} components={{ path: <code translate="no" /> }} />;
}

/**
 * The first problems or warnings in one table, put into words here so that a change of language shows the same check in
 * the other. On a phone each row is a card (`cards-on-phone`), each value beside its column's name.
 */
function FindingsTable({ kind, fileName, result, places }: { kind: 'problems' | 'warnings'; fileName: string; result: FileCheckResult; places?: SheetPlaces }) {
  const { t } = useTranslation('checker');
  const { t: ts } = useTranslation('sheets');
  const shown = result[kind].slice(0, shownProblemsLimit);
  if (shown.length === 0) return null;
  const total = kind === 'problems' ? result.problemCount : result.warningCount;
  const columns = {
    element: places ? ts('cell') : t('report.table.element'),
    key: t('report.table.key'),
    field: t('report.table.field'),
    finding: kind === 'problems' ? t('report.table.problem') : t('report.table.warning'),
  };
  return (
    // scrolls on its own: focusable so that keyboard users can scroll it too
    <div className="table-wrap wizard-problems" tabIndex={0} role="region" aria-label={t(`report.${kind}.label`, { fileName })}>
      <table className="table cards-on-phone">
        <caption className="visually-hidden">
          {shown.length < total ? t(`report.${kind}.captionFirst`, { count: shown.length, fileName }) : t(`report.${kind}.caption`, { fileName })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {columns.element}
            </th>
            <th scope="col">{columns.key}</th>
            <th scope="col">{columns.field}</th>
            <th scope="col">{columns.finding}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((f, i) => (
            <tr key={i}>
              {places ? (
                <td data-label={columns.element} translate="no">
                  {findingCell(places, result.entity, f.index, f.field) ?? formatCount(f.index + 1)}
                </td>
              ) : (
                <td className="num" data-label={columns.element}>
                  {formatCount(f.index + 1)}
                </td>
              )}
              <td translate="no" data-label={columns.key}>
                {f.key ?? '—'}
              </td>
              <td data-label={columns.field}>
                <span>{f.field ? <FieldName field={f.field} /> : t('report.table.wholeElement')}</span>
              </td>
              <td data-label={columns.finding}>{problemText(i18next, f)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Under the problems' table: the download of them all, and how many the table leaves out. */
function ProblemsDownload({ fileName, result, places }: { fileName: string; result: FileCheckResult; places?: SheetPlaces }) {
  const { t } = useTranslation('checker');
  const shown = Math.min(result.problems.length, shownProblemsLimit);
  const total = result.problemCount;
  if (shown === 0) return null;
  return (
    <div className="row">
      <Button onClick={() => downloadText(problemsFileName(fileName), problemsCsv(result, places), 'text/csv')}>
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

function Warnings({ fileName, result, crossWarnings, places }: { fileName: string; result: FileCheckResult; crossWarnings: readonly CrossFileFinding[]; places?: SheetPlaces }) {
  const { t } = useTranslation('checker');
  const count = result.warningCount + crossWarnings.length;
  if (count === 0) return null;
  return (
    <>
      <Alert announce={false} tone="warning" title={t('report.warnings.title', { count, fileName })}>
        {t('report.warnings.body')}
      </Alert>
      <FindingList findings={crossWarnings} label={t('report.warnings.outside', { fileName })} />
      <FindingsTable kind="warnings" fileName={fileName} result={result} places={places} />
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
  places,
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
  const holds =
    result.elements === 0
      ? t('report.ready.noElements')
      : result.strategy === 'full' || result.toDelete === 0
        ? t(`report.entity.${entity}.toAddOrChangeOnly`, { count: result.toAddOrChange })
        : t(`report.entity.${entity}.toAddOrChange`, { count: result.toAddOrChange, toDelete: result.toDelete });
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
          {/* the one statement of what the file holds and that it is ready; its size is on the file's line */}
          <Alert announce={false} tone="success" title={t('report.ready.title', { fileName, what: holds })}>
            {result.strategy === 'full' && deletes}
          </Alert>
          {preview && <FilePreviewReport fileName={fileName} state={preview} />}
        </>
      )}
      <FindingsTable kind="problems" fileName={fileName} result={result} places={places} />
      <ProblemsDownload fileName={fileName} result={result} places={places} />
      <Warnings fileName={fileName} result={result} crossWarnings={crossWarnings} places={places} />
    </>
  );
});

import { memo } from 'react';
import type { EntityType } from '@/api';
import { Button } from '@/components/ui/Button';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { downloadText } from '@/lib/download';
import { formatBytes, formatCount, plural } from '@/i18n/format';
import { shownProblemsLimit, type FileCheckResult } from '@/features/imports/checker/checkResult';
import { aFileOf, elementNouns, entityLabel, entityLabelInText, everyExisting } from '@/features/imports/model/entityLabels';
import { describeFileProblem } from './fileProblemText';
import { problemsCsv, problemsFileName } from './problemsDownload';
import { SlotNotice } from './SlotNotice';
import type { CrossFileFinding } from './useCatalogChecks';
import type { FullFileDeletions } from '@/features/imports/api/lookUpCatalog';
import type { CheckState } from './wizardState';

export interface FileCheckReportProps {
  entity: EntityType;
  fileName: string;
  check: CheckState;
  catalogCode: string | undefined;
  /** moves the file to the slot it looks like it belongs to; absent when that slot is busy */
  onMoveTo?: (entity: EntityType) => void;
  /** a full file whose elements carry importType: makes it a partial file (and checks it again) */
  onSwitchToPartial?: () => void;
  /** codes the file names that the import's other files (and maybe the catalog) do not hold */
  findings?: readonly CrossFileFinding[];
  /** what a full file deletes, as the catalog can tell */
  deletions?: FullFileDeletions;
}

function Summary({ result, findings }: { result: FileCheckResult; findings: readonly CrossFileFinding[] }) {
  const crossErrors = findings.filter((f) => f.severity === 'error').length;
  return (
    <dl className="wizard-summary">
      <div>
        <dt>Elements</dt>
        <dd>{formatCount(result.elements)}</dd>
      </div>
      <div>
        <dt>To add or change</dt>
        <dd>{formatCount(result.toAddOrChange)}</dd>
      </div>
      <div>
        <dt>To delete</dt>
        <dd>{formatCount(result.toDelete)}</dd>
      </div>
      <div>
        <dt>Problems</dt>
        <dd>{formatCount(result.problemCount + crossErrors)}</dd>
      </div>
      <div>
        <dt>Warnings</dt>
        <dd>{formatCount(result.warningCount + findings.length - crossErrors)}</dd>
      </div>
    </dl>
  );
}

/** One table of the check's findings (problems or warnings): element, key, field, reason. */
function FindingsTable({ findings, total, label, caption, reasonHeading }: {
  findings: FileCheckResult['problems'];
  total: number;
  label: string;
  caption: (shown: number, total: number) => string;
  reasonHeading: string;
}) {
  return (
    // scrolls on its own: focusable so that keyboard users can scroll it too
    <div className="table-wrap wizard-problems" tabIndex={0} role="region" aria-label={label}>
      <table className="table">
        <caption className="visually-hidden">{caption(findings.length, total)}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              Element
            </th>
            <th scope="col">Key</th>
            <th scope="col">Field</th>
            <th scope="col">{reasonHeading}</th>
          </tr>
        </thead>
        <tbody>
          {findings.map((f, i) => (
            <tr key={i}>
              <td className="num">{formatCount(f.index + 1)}</td>
              <td>{f.key ?? '—'}</td>
              <td>
                <code>{f.field || '(the element)'}</code>
              </td>
              <td>{f.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProblemTable({ fileName, result }: { fileName: string; result: FileCheckResult }) {
  const shown = result.problems.slice(0, shownProblemsLimit);
  if (shown.length === 0) return null;
  return (
    <>
      <FindingsTable
        findings={shown}
        total={result.problemCount}
        label={`Problems found in ${fileName}`}
        caption={(n, total) => (n < total ? `The first ${formatCount(n)} problems of ${fileName}` : `The problems of ${fileName}`)}
        reasonHeading="Problem"
      />
      <div className="row">
        <Button onClick={() => downloadText(problemsFileName(fileName), problemsCsv(result), 'text/csv')}>
          Download all problems of {fileName} (CSV)
        </Button>
        {shown.length < result.problemCount && (
          <span className="muted">
            Showing the first {formatCount(shown.length)} of {formatCount(result.problemCount)}
            {result.problems.length < result.problemCount ? `; the download lists the first ${formatCount(result.problems.length)}` : ''}.
          </span>
        )}
      </div>
    </>
  );
}

/** Warnings: shown apart from the problems, in the same columns; they never stop the import. */
function WarningTable({ fileName, result }: { fileName: string; result: FileCheckResult }) {
  const shown = result.warnings.slice(0, shownProblemsLimit);
  if (shown.length === 0) return null;
  return (
    <FindingsTable
      findings={shown}
      total={result.warningCount}
      label={`Warnings for ${fileName}`}
      caption={(n, total) => (n < total ? `The first ${formatCount(n)} warnings for ${fileName}` : `The warnings for ${fileName}`)}
      reasonHeading="Warning"
    />
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

function Warnings({ fileName, result, findings }: { fileName: string; result: FileCheckResult; findings: readonly CrossFileFinding[] }) {
  const crossWarnings = findings.filter((f) => f.severity === 'warning');
  const count = result.warningCount + crossWarnings.length;
  if (count === 0) return null;
  return (
    <>
      <SlotNotice tone="warning" title={`${fileName}: ${plural(count, 'warning')}`}>
        Warnings do not stop the import: the service accepts these elements, but check that this is what you meant.
      </SlotNotice>
      <FindingList findings={crossWarnings} label={`Codes ${fileName} names outside its file`} />
      <WarningTable fileName={fileName} result={result} />
    </>
  );
}

const deletionText = (entity: EntityType, catalogCode: string | undefined, deletions: FullFileDeletions | undefined) => {
  const nouns = elementNouns[entity];
  const where = catalogCode ? ` in catalog ${catalogCode}` : deletions?.locations ? ` at ${deletions.locations.join(', ')}` : '';
  if (!deletions) return ` Full import: ${everyExisting(entity, catalogCode)} that the file does not contain will be deleted.`;
  if (deletions.deleted === null) {
    return ` Full import: there are ${plural(deletions.total, nouns.one, nouns.many)}${where} now; every one the file does not contain will be deleted.`;
  }
  return ` Full import: ${plural(deletions.deleted, nouns.one, nouns.many)} of the ${formatCount(deletions.total)}${where} ${deletions.deleted === 1 ? 'is' : 'are'} not in the file and will be deleted.`;
};

/**
 * What the check found in a slot's file: progress while it runs, then a summary and the first
 * problems. Not a live region: the slot announces the outcome (slotAnnouncement).
 */
export const FileCheckReport = memo(function FileCheckReport({
  entity,
  fileName,
  check,
  catalogCode,
  onMoveTo,
  onSwitchToPartial,
  findings = [],
  deletions,
}: FileCheckReportProps) {
  const what = entityLabelInText(entity);
  if (check.status === 'idle') return null;
  if (check.status === 'checking') {
    const p = check.progress;
    const total = p?.totalBytes ?? 0;
    const text = p
      ? `${formatBytes(p.bytesChecked)} of ${formatBytes(total)} checked · ${plural(p.elements, 'element')} so far`
      : 'Starting the check…';
    return <ProgressBar label={`Check of ${fileName}`} value={p?.bytesChecked ?? 0} max={total || 1} valueText={text} />;
  }
  if (check.status === 'failed') {
    return (
      <SlotNotice tone="danger" title={`${fileName} could not be checked`}>
        {check.message} Choose the file again.
      </SlotNotice>
    );
  }
  const result = check.result;
  const looksLike = result.looksLike;
  const misplaced = looksLike && (
    <SlotNotice
      tone="warning"
      title={`This looks like ${aFileOf(looksLike)}`}
      action={
        onMoveTo && (
          <Button onClick={() => onMoveTo(looksLike)}>
            Move {fileName} to {entityLabel(looksLike)}
          </Button>
        )
      }
    >
      Its elements look like {entityLabelInText(looksLike)}, not {what}. Drop it on the {entityLabel(looksLike)} slot.
    </SlotNotice>
  );

  if (result.fileProblem) {
    return (
      <>
        <SlotNotice tone="danger" title={`${fileName} cannot be imported`}>
          <p>{describeFileProblem(result.fileProblem)}</p>
          <p>Fix the file, or replace it, to import {what}. Nothing was sent.</p>
        </SlotNotice>
        {misplaced}
      </>
    );
  }
  if (result.problemCount > 0) {
    return (
      <>
        <SlotNotice
          tone="danger"
          title={`${fileName} has ${plural(result.problemCount, 'problem')} in ${plural(result.elementsWithProblems, 'element')}`}
          action={onSwitchToPartial && <Button onClick={onSwitchToPartial}>Switch this file to partial</Button>}
        >
          {onSwitchToPartial
            ? `Its elements carry importType, which only a partial import takes: switch the file to partial (it is checked again), or replace it. Nothing was sent; the other files are not affected.`
            : `Replace the file to import ${what}. Nothing was sent; the other files are not affected.`}
        </SlotNotice>
        {misplaced}
        <Summary result={result} findings={findings} />
        <ProblemTable fileName={fileName} result={result} />
        <Warnings fileName={fileName} result={result} findings={findings} />
      </>
    );
  }
  const crossErrors = findings.filter((f) => f.severity === 'error');
  if (crossErrors.length > 0) {
    return (
      <>
        <SlotNotice tone="danger" title={`${fileName} names ${plural(crossErrors.length, 'code')} that will not exist`}>
          The service would refuse the elements naming them. Add them to the import's files (or the catalog), or replace {fileName}. Nothing was sent.
        </SlotNotice>
        <FindingList findings={crossErrors} label={`Codes ${fileName} names that will not exist`} />
        <Summary result={result} findings={findings} />
        <Warnings fileName={fileName} result={result} findings={findings} />
      </>
    );
  }
  return (
    <>
      {misplaced}
      <SlotNotice tone="success" title={`${fileName} is ready (${formatBytes(result.bytes)})`}>
        {result.elements === 0
          ? `The file holds no elements.`
          : `${plural(result.toAddOrChange, elementNouns[entity].one, elementNouns[entity].many)} to add or change, ${formatCount(result.toDelete)} to delete.`}
        {result.strategy === 'full' && deletionText(entity, catalogCode, deletions)}
      </SlotNotice>
      <Summary result={result} findings={findings} />
      <Warnings fileName={fileName} result={result} findings={findings} />
    </>
  );
});

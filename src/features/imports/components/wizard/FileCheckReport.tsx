import type { EntityType } from '../../../../api';
import { Button } from '../../../../components/ui/Button';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import { downloadText } from '../../../../lib/download';
import { formatBytes, formatCount, plural } from '../../../../lib/format';
import { shownProblemsLimit, type FileCheckResult } from '../../validation/checkResult';
import { aFileOf, elementNouns, entityLabel, entityLabelInText, everyExisting } from '../shared/entityLabels';
import { describeFileProblem } from './fileProblemText';
import { problemsCsv, problemsFileName } from './problemsDownload';
import { SlotNotice } from './SlotNotice';
import type { CheckState } from './wizardStore';

export interface FileCheckReportProps {
  entity: EntityType;
  fileName: string;
  check: CheckState;
  catalogCode: string | undefined;
  /** moves the file to the slot it looks like it belongs to; absent when that slot is busy */
  onMoveTo?: (entity: EntityType) => void;
}

function Summary({ result }: { result: FileCheckResult }) {
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
        <dd>{formatCount(result.problemCount)}</dd>
      </div>
    </dl>
  );
}

function ProblemTable({ fileName, result }: { fileName: string; result: FileCheckResult }) {
  const shown = result.problems.slice(0, shownProblemsLimit);
  return (
    <>
      {/* scrolls on its own: focusable so that keyboard users can scroll it too */}
      <div className="table-wrap wizard-problems" tabIndex={0} role="region" aria-label={`Problems found in ${fileName}`}>
        <table className="table">
          <caption className="visually-hidden">
            {shown.length < result.problemCount ? `The first ${formatCount(shown.length)} problems of ${fileName}` : `The problems of ${fileName}`}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                Element
              </th>
              <th scope="col">Key</th>
              <th scope="col">Field</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p, i) => (
              <tr key={i}>
                <td className="num">{formatCount(p.index + 1)}</td>
                <td>{p.key ?? '—'}</td>
                <td>
                  <code>{p.field || '(the element)'}</code>
                </td>
                <td>{p.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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

/**
 * What the check found in a slot's file: progress while it runs, then a summary and the first
 * problems. Not a live region: the slot announces the outcome (slotAnnouncement).
 */
export function FileCheckReport({ entity, fileName, check, catalogCode, onMoveTo }: FileCheckReportProps) {
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
        <SlotNotice tone="danger" title={`${fileName} has ${plural(result.problemCount, 'problem')} in ${plural(result.elementsWithProblems, 'element')}`}>
          Replace the file to import {what}. Nothing was sent; the other files are not affected.
        </SlotNotice>
        {misplaced}
        <Summary result={result} />
        <ProblemTable fileName={fileName} result={result} />
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
        {result.strategy === 'full' && ` Full import: ${everyExisting(entity, catalogCode)} that the file does not contain will be deleted.`}
      </SlotNotice>
      <Summary result={result} />
    </>
  );
}

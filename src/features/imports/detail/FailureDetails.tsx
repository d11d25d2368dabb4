import type { ImportLogEntry, ImportRecord } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { downloadText } from '@/lib/download';
import { formatCount, plural } from '@/i18n/format';
import { entityLabel } from '@/features/imports/model/entityLabels';
import { fileOutcome, inProcessingOrder } from '@/features/imports/model/importOutcome';
import { FixAndReimport } from './FixAndReimport';
import {
  countFailedElements,
  failedElementName,
  failuresCsv,
  failuresFileName,
  groupFailures,
  isElementFailure,
  readFailure,
  type FailureGroup,
} from '@/features/imports/model/failureGroups';

/** Elements listed under one cause before "and N more": the CSV has them all. */
const shownPerGroup = 200;

/** An ended import's failures: grouped by cause, with the CSV, and per file the way to fix and import the failed elements again. */
export function FailureDetails({ merchantCode, record, failed, entries }: { merchantCode: string; record: ImportRecord; failed: number; entries: ImportLogEntry[] }) {
  return (
    <>
      <FailureGroups importRef={record.importRef} failed={failed} entries={entries} />
      {inProcessingOrder(record.entityFiles)
        .filter((f) => f.total > 0 && fileOutcome(f).failed > 0)
        .map((f) => (
          <FixAndReimport
            key={f.entity}
            merchantCode={merchantCode}
            file={f}
            failures={entries.filter((e) => isElementFailure(e) && e.entity === f.entity).map(readFailure)}
          />
        ))}
    </>
  );
}

function FailureGroups({ importRef, failed, entries }: { importRef: string; failed: number; entries: Parameters<typeof groupFailures>[0] }) {
  const groups = groupFailures(entries);
  const logged = countFailedElements(entries);
  return (
    <>
      <div className="row-between">
        <p>
          {plural(failed, 'element')} failed, for {plural(groups.length, 'cause')}. Open a cause to see its elements.
        </p>
        <Button onClick={() => downloadText(failuresFileName(importRef), failuresCsv(entries), 'text/csv')}>Download the failed elements (.csv)</Button>
      </div>
      {logged < failed && (
        <Alert tone="warning" title="Not every failure is in the log">
          The service logged {formatCount(logged)} of the {formatCount(failed)} failed elements: the groups and the download hold those {formatCount(logged)}.
        </Alert>
      )}
      <ul className="failure-groups">
        {groups.map((group) => (
          <li key={`${group.entity ?? ''}-${group.cause}`}>
            <FailureGroupItem group={group} />
          </li>
        ))}
      </ul>
    </>
  );
}

function FailureGroupItem({ group }: { group: FailureGroup }) {
  const more = group.elements.length - shownPerGroup;
  return (
    <details className="failure-group">
      <summary>
        {group.entity && <span className="failure-entity">{entityLabel(group.entity)}: </span>}
        {/* the cause comes from the service: shown as text */}
        <span className="failure-cause">{group.cause}</span> — <strong>{plural(group.elements.length, 'element')}</strong>
      </summary>
      <ul className="failure-elements">
        {group.elements.slice(0, shownPerGroup).map((element, i) => (
          <li key={`${element.index ?? ''}-${element.key ?? ''}-${i}`}>{failedElementName(element) || 'an element the log does not name'}</li>
        ))}
      </ul>
      {more > 0 && <p className="muted">and {plural(more, 'more element')}: the download lists them all.</p>}
    </details>
  );
}

import { useQuery } from '@tanstack/react-query';
import { isTerminalImportStatus } from '@/api/terms';
import type { ImportRecord } from '@/api';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LoadError, Loading } from '@/components/ui/QueryState';
import { downloadText } from '@/lib/download';
import { formatCount, plural } from '@/lib/format';
import { importKeys } from '@/features/imports/api/keys';
import { entityLabel } from '@/features/imports/model/entityLabels';
import { fileOutcome, importOutcome, inProcessingOrder } from '@/features/imports/model/importTotals';
import { FixAndReimport } from './FixAndReimport';
import { fetchAllLogEntries } from '@/features/imports/api/listImportLogs';
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

/** The failed elements of an ended import, grouped by cause with counts, each group opening onto its elements. */
export function ImportFailures({ merchantCode, record }: { merchantCode: string; record: ImportRecord }) {
  const { failed } = importOutcome(record);
  const ended = isTerminalImportStatus(record.status);
  const query = useQuery({
    // under the import's logs, so the page's refresh of the log when the import ends reaches it too
    queryKey: [...importKeys.detail(merchantCode, record.importRef), 'logs', 'errors'],
    queryFn: ({ signal }) => fetchAllLogEntries(merchantCode, record.importRef, signal, 'error'),
    enabled: ended && failed > 0,
    staleTime: Infinity,
  });
  if (failed === 0) return null;

  return (
    <section className="import-failures" aria-labelledby="import-failures-heading">
      <h2 id="import-failures-heading">Failed elements</h2>
      {!ended ? (
        <p className="muted">{plural(failed, 'element')} failed so far. They are grouped here by cause when the import ends; the log below lists them as they come.</p>
      ) : query.isPending ? (
        <Loading label="Reading the errors of the import…" />
      ) : query.isError ? (
        <LoadError error={query.error} what="the errors of the import" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <FailureGroups importRef={record.importRef} failed={failed} entries={query.data} />
          {inProcessingOrder(record.entityFiles)
            .filter((f) => f.total > 0 && fileOutcome(f).failed > 0)
            .map((f) => (
              <FixAndReimport
                key={f.entity}
                merchantCode={merchantCode}
                file={f}
                failures={query.data.filter((e) => isElementFailure(e) && e.entity === f.entity).map(readFailure)}
              />
            ))}
        </>
      )}
    </section>
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

import { useId } from 'react';
import type { EntityFile } from '../../../../api';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import { formatCount } from '../../../../lib/format';
import { EntityFileCounts } from '../shared/EntityFileCounts';
import { entityLabel, strategyLabel } from '../shared/entityLabels';
import { EntityFileStatusBadge } from '../shared/ImportStatusBadge';
import { entityFileStatusDisplay } from '../shared/importStatusDisplay';
import { fileOutcome, percentProcessed } from '../shared/importTotals';

const progressTone = (file: EntityFile) => (file.status === 'failed' || file.status === 'skipped' ? 'danger' : file.status === 'finished' ? 'success' : 'info');

/** One entity file of an import: how it was sent, where it stands, and what became of its elements. */
export function EntityFileCard({ file }: { file: EntityFile }) {
  const headingId = useId();
  const what = entityLabel(file.entity);
  const outcome = fileOutcome(file);
  const percent = percentProcessed(outcome);
  const emptyAndDone = outcome.total === 0 && file.status === 'finished';
  return (
    <section className="card entity-file-card" aria-labelledby={headingId}>
      <div className="row-between">
        <h3 id={headingId}>{what}</h3>
        <EntityFileStatusBadge status={file.status} />
      </div>
      <dl className="entity-file-facts">
        <dt>Strategy</dt>
        <dd>{strategyLabel(file.importStrategy)}</dd>
        {file.catalogCode && (
          <>
            <dt>Catalog</dt>
            <dd>
              <code>{file.catalogCode}</code>
            </dd>
          </>
        )}
      </dl>
      <p className="muted entity-file-state">{entityFileStatusDisplay[file.status].description}</p>
      <ProgressBar
        label={`${what} processed`}
        value={emptyAndDone ? 1 : outcome.processed}
        max={emptyAndDone ? 1 : outcome.total}
        tone={progressTone(file)}
        valueText={
          outcome.total > 0
            ? `${formatCount(outcome.processed)} of ${formatCount(outcome.total)} elements processed (${percent} %)`
            : emptyAndDone
              ? 'The file had no elements'
              : 'No elements counted yet'
        }
      />
      <EntityFileCounts file={file} />
    </section>
  );
}

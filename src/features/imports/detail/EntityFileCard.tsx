import { useId } from 'react';
import type { EntityFile } from '@/api';
import { EntityFileCounts } from '@/features/imports/shared/EntityFileCounts';
import { entityLabel, strategyLabel } from '@/features/imports/model/entityLabels';
import { EntityFileStatusBadge } from '@/features/imports/shared/ImportStatusBadge';
import { fileReading } from '@/features/imports/model/importReading';
import { fileOutcome } from '@/features/imports/model/importOutcome';
import { OutcomeBar } from '@/features/imports/shared/OutcomeBar';

/** One entity file of an import: how it was sent, where it stands, and what became of its elements. */
export function EntityFileCard({ file }: { file: EntityFile }) {
  const headingId = useId();
  const what = entityLabel(file.entity);
  return (
    <section className="card entity-file-card" aria-labelledby={headingId}>
      <div className="row-between">
        <h3 id={headingId}>{what}</h3>
        <EntityFileStatusBadge file={file} />
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
      <p className="muted entity-file-state">{fileReading(file).description}</p>
      <OutcomeBar label={what} outcome={fileOutcome(file)} status={file.status} asProgress />
      <EntityFileCounts file={file} />
    </section>
  );
}

import type { ImportRecord } from '@/api';
import { CopyButton } from '@/components/ui/CopyButton';
import { DateTimeText } from '@/features/imports/shared/DateTimeText';
import { DurationText } from '@/features/imports/shared/DurationText';
import { ImportStatusBadge } from '@/features/imports/shared/ImportStatusBadge';
import { importReading } from '@/features/imports/model/importReading';
import { importOutcome } from '@/features/imports/model/importOutcome';
import { OutcomeBar } from '@/features/imports/shared/OutcomeBar';

/** The import as a whole: status (announced when it changes), reference, times, source and totals. */
export function ImportSummary({ record }: { record: ImportRecord }) {
  const reading = importReading(record);
  return (
    <section className="card import-summary" aria-label="Summary">
      {/* a live region: when polling moves the import on, screen readers hear the new status */}
      <p className="import-status" role="status">
        <span className="import-status-label">Status</span> <ImportStatusBadge record={record} /> <span className="muted">{reading.description}</span>
      </p>
      <dl className="import-facts">
        <div>
          <dt>Reference</dt>
          <dd>
            <code className="detail-ref">{record.importRef}</code> <CopyButton value={record.importRef} label={`Copy import reference ${record.importRef}`} />
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <DateTimeText iso={record.createDate} />
          </dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>
            <DateTimeText iso={record.startDate} />
          </dd>
        </div>
        <div>
          <dt>Ended</dt>
          <dd>
            <DateTimeText iso={record.endDate} />
          </dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>
            <DurationText record={record} />
          </dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd>{record.source ? record.source : <span className="muted">Not given</span>}</dd>
        </div>
      </dl>
      {record.entityFiles.length > 0 && (
        <div className="import-overall">
          <h2 className="import-overall-heading">All files together</h2>
          <OutcomeBar label="All files together" outcome={importOutcome(record)} asProgress />
        </div>
      )}
    </section>
  );
}

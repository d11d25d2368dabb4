import type { ImportRecord } from '../../../../api';
import { CopyButton } from '../../../../components/ui/CopyButton';
import { formatCount } from '../../../../lib/format';
import { DateTimeText } from '../shared/DateTimeText';
import { DurationText } from '../shared/DurationText';
import { ImportStatusBadge } from '../shared/ImportStatusBadge';
import { importStatusDisplay } from '../shared/importStatusDisplay';
import { importOutcome } from '../shared/importTotals';

/** The import as a whole: status (announced when it changes), reference, times, source and totals. */
export function ImportSummary({ record }: { record: ImportRecord }) {
  const outcome = importOutcome(record);
  return (
    <section className="card import-summary" aria-label="Summary">
      {/* a live region: when polling moves the import on, screen readers hear the new status */}
      <p className="import-status" role="status">
        <span className="import-status-label">Status</span> <ImportStatusBadge status={record.status} />{' '}
        <span className="muted">{importStatusDisplay[record.status].description}</span>
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
        <div>
          <dt>Elements</dt>
          <dd>
            {formatCount(outcome.succeeded)} succeeded, {formatCount(outcome.failed)} failed, {formatCount(outcome.skipped)} skipped of{' '}
            {formatCount(outcome.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

import type { EntityFile, EntityFileStatus } from '../../../../api';
import { Badge, type BadgeTone } from '../../../../components/ui/Badge';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import { formatCount } from '../../../../lib/format';
import { entityWords } from './entityWords';

export const fileStatusWords: Record<EntityFileStatus, { text: string; tone: BadgeTone }> = {
  awaitingUpload: { text: 'Waiting for its file', tone: 'warning' },
  uploaded: { text: 'Uploaded', tone: 'neutral' },
  queued: { text: 'Queued', tone: 'neutral' },
  processing: { text: 'Processing', tone: 'info' },
  finished: { text: 'Finished', tone: 'success' },
  failed: { text: 'Failed', tone: 'danger' },
  skipped: { text: 'Skipped', tone: 'warning' },
};

/** Elements handled so far: every operation that succeeded or failed, and the skipped ones. */
export const processedCount = (f: EntityFile) =>
  f.created.succeeded + f.created.failed + f.updated.succeeded + f.updated.failed + f.deleted.succeeded + f.deleted.failed + f.skipped;

export const failedCount = (f: EntityFile) => f.created.failed + f.updated.failed + f.deleted.failed;

/** One entity type of a running import: its state, a progress bar and its counts. */
export function EntityProgress({ file }: { file: EntityFile }) {
  const words = entityWords[file.entity];
  const status = fileStatusWords[file.status];
  const ended = file.status === 'finished' || file.status === 'failed' || file.status === 'skipped';
  // a full import's deletions of what the file did not name come on top of its elements
  const max = Math.max(file.total, 1);
  const processed = ended ? max : Math.min(processedCount(file), file.total);
  const tone = file.status === 'failed' || failedCount(file) > 0 ? 'danger' : file.status === 'finished' ? 'success' : 'info';
  const rows = [
    ['Created', file.created],
    ['Updated', file.updated],
    ['Deleted', file.deleted],
  ] as const;
  return (
    <li className="card stack">
      <div className="row-between">
        <h3>{words.title}</h3>
        <Badge tone={status.tone}>{status.text}</Badge>
      </div>
      <p className="muted">
        {file.importStrategy === 'full' ? 'Full' : 'Partial'} import{file.catalogCode ? ` · catalog ${file.catalogCode}` : ''} · {formatCount(file.total)}{' '}
        elements · {formatCount(file.skipped)} skipped
      </p>
      <ProgressBar
        label={`Progress of ${words.plural}`}
        value={processed}
        max={max}
        tone={tone}
        valueText={`${formatCount(Math.min(processedCount(file), file.total))} of ${formatCount(file.total)} elements processed`}
      />
      <div className="table-wrap">
        <table className="table wizard-counts">
          <caption className="visually-hidden">Counts for {words.plural}</caption>
          <thead>
            <tr>
              <th scope="col">Operation</th>
              <th scope="col" className="num">
                Succeeded
              </th>
              <th scope="col" className="num">
                Failed
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, counts]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="num">{formatCount(counts.succeeded)}</td>
                <td className="num">{formatCount(counts.failed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}

import type { ImportLogEntry, ImportLogLevel } from '@/api';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { DateTimeText } from '@/features/imports/shared/DateTimeText';
import { entityLabel, logLevelLabels } from '@/features/imports/model/entityLabels';
import { formatDateTimeWithSeconds } from '@/i18n/format';
import { elementLabel } from '@/features/imports/model/importLogText';

const levelTone: Record<ImportLogLevel, BadgeTone> = { info: 'neutral', warning: 'warning', error: 'danger' };

/** One page of log entries; messages come from the service and are shown as text. */
export function ImportLogTable({ entries, stale }: { entries: readonly ImportLogEntry[]; stale: boolean }) {
  return (
    // focusable so that keyboard users can scroll it sideways on a narrow screen (it holds no links)
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Log entries">
      <table className={`table log-table${stale ? ' is-stale' : ''}`} aria-busy={stale || undefined}>
        <caption className="visually-hidden">Log entries, oldest first. Elements are counted from 1: the first element of a file is element 1.</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Level</th>
            <th scope="col">Entity</th>
            <th scope="col">
              Element
            </th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, i) => (
            <tr key={`${entry.time}-${i}`}>
              <td className="log-time">
                {/* a plain log line (public service) may carry no time or level */}
                {entry.time ? <DateTimeText iso={entry.time} format={formatDateTimeWithSeconds} /> : <span className="muted">—</span>}
              </td>
              <td>{entry.level ? <Badge tone={levelTone[entry.level]}>{logLevelLabels[entry.level]}</Badge> : <span className="muted">—</span>}</td>
              <td>{entry.entity ? entityLabel(entry.entity) : <span className="muted">Whole import</span>}</td>
              <td className="log-element">
                {entry.index === undefined ? (
                  <span className="muted">—</span>
                ) : (
                  elementLabel(entry.index)
                )}
              </td>
              <td className="log-message">{entry.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { ImportLogEntry, ImportLogLevel } from '@/api';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { DateTimeText } from '@/features/imports/shared/DateTimeText';
import { entityLabel } from '@/features/imports/model/entityLabels';
import { formatDateTimeWithSeconds } from '@/i18n/format';
import { elementLabel } from '@/features/imports/model/importLogText';

const levelTone: Record<ImportLogLevel, BadgeTone> = { info: 'neutral', warning: 'warning', error: 'danger' };

/** One page of log entries; messages come from the service and are shown as it sent them. */
export function ImportLogTable({ entries, stale }: { entries: readonly ImportLogEntry[]; stale: boolean }) {
  const { t } = useTranslation('imports');
  return (
    // focusable so that keyboard users can scroll it sideways on a narrow screen (it holds no links)
    <div className="table-wrap" tabIndex={0} role="region" aria-label={t('logs.table.label')}>
      <table className={`table log-table${stale ? ' is-stale' : ''}`} aria-busy={stale || undefined}>
        <caption className="visually-hidden">{t('logs.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('logs.table.time')}</th>
            <th scope="col">{t('logs.table.level')}</th>
            <th scope="col">{t('logs.table.entity')}</th>
            <th scope="col">{t('logs.table.element')}</th>
            <th scope="col">{t('logs.table.message')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, i) => (
            <tr key={`${entry.time}-${i}`}>
              <td className="log-time">
                {/* a plain log line (public service) may carry no time or level */}
                {entry.time ? <DateTimeText iso={entry.time} format={formatDateTimeWithSeconds} /> : <span className="muted">—</span>}
              </td>
              <td>{entry.level ? <Badge tone={levelTone[entry.level]}>{t(`logLevel.${entry.level}`)}</Badge> : <span className="muted">—</span>}</td>
              <td>{entry.entity ? entityLabel(entry.entity) : <span className="muted">{t('logs.table.wholeImport')}</span>}</td>
              <td className="log-element">{entry.index === undefined ? <span className="muted">—</span> : elementLabel(entry.index)}</td>
              <td className="log-message" translate="no">
                {entry.message}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('imports');
  const reading = importReading(record);
  const facts: [string, ReactNode][] = [
    [
      t('detail.summary.reference'),
      <>
        <code className="detail-ref" translate="no">
          {record.importRef}
        </code>{' '}
        <CopyButton value={record.importRef} label={t('detail.summary.copy', { ref: record.importRef })} />
      </>,
    ],
    [t('detail.summary.created'), <DateTimeText iso={record.createDate} />],
    [t('detail.summary.started'), <DateTimeText iso={record.startDate} />],
    [t('detail.summary.ended'), <DateTimeText iso={record.endDate} />],
    [t('detail.summary.duration'), <DurationText record={record} />],
    [t('detail.summary.source'), record.source ? <span translate="no">{record.source}</span> : <span className="muted">{t('detail.summary.noSource')}</span>],
  ];
  return (
    <section className="card import-summary" aria-label={t('detail.summary.label')}>
      {/* a live region: when polling moves the import on, screen readers hear the new status */}
      <p className="import-status" role="status">
        <span className="import-status-label">{t('detail.summary.status')}</span> <ImportStatusBadge record={record} />{' '}
        <span className="muted">{reading.description}</span>
      </p>
      <dl className="import-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {record.entityFiles.length > 0 && (
        <div className="import-overall">
          <h2 className="import-overall-heading">{t('detail.summary.allFiles')}</h2>
          <OutcomeBar label={t('detail.summary.allFiles')} outcome={importOutcome(record)} asProgress />
        </div>
      )}
    </section>
  );
}

import { memo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isRunningImportStatus } from '@/contract/terms';
import type { EntityFile, ImportRecord } from '@/contract';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { MenuButton } from '@/components/ui/MenuButton';
import { useToast } from '@/components/ui/Toast';
import { formatCount } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { DateTimeText } from '@/components/ui/DateTimeText';
import { DurationText } from '@/components/ui/DurationText';
import { ImportRefText } from '@/features/importHistory/status/ImportRefText';
import { ImportStatusBadge } from '@/features/importHistory/status/ImportStatusBadge';
import { OtherEntityName } from '@/features/importHistory/status/OtherEntityName';
import { entityLabel } from '@/i18n/entityLabels';
import { importOutcome, inProcessingOrder, percentProcessed } from '@/features/importHistory/status/importOutcome';
import { OutcomeBar } from '@/features/importHistory/status/OutcomeBar';
import '@/features/importHistory/status/importStatus.css';
import { StartedBy } from '@/features/importHistory/status/StartedBy';
import { ImportEstimateText } from '@/features/importHistory/status/ImportEstimateText';
import { askToBeTold, useAskedImports } from '@/features/importHistory/status/importEndAlerts';
import { seenMoving } from './seenMoving';

interface ImportHistoryTableProps {
  merchantCode: string;
  imports: readonly ImportRecord[];
  /** true while the next page is on its way and the rows shown are the previous page's */
  stale: boolean;
}

/** One page of the history; memoised: the page re-renders on every poll of a running import, while the rows mostly stay the same. */
export const ImportHistoryTable = memo(function ImportHistoryTable({ merchantCode, imports, stale }: ImportHistoryTableProps) {
  const { t } = useTranslation('importHistory');
  const askedRefs = useAskedImports();
  const { notify } = useToast();
  const copyRef = (importRef: string) => {
    const copied = navigator.clipboard?.writeText(importRef) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => notify(t('history.table.copied', { ref: importRef }), 'success'),
      () => notify(t('history.table.notCopied', { ref: importRef }), 'warning'),
    );
  };

  // the row shows the short reference and links to the import: copying the whole reference and being told of the end
  // are what it cannot do otherwise
  const rowActions = (r: ImportRecord) => [
    { label: t('history.table.copy'), onSelect: () => copyRef(r.importRef) },
    ...(isRunningImportStatus(r.status) && !askedRefs.has(r.importRef) ? [{ label: t('endAlert.ask'), onSelect: () => void askToBeTold(r.importRef) }] : []),
  ];

  const columns: Column<ImportRecord>[] = [
    {
      key: 'import',
      header: t('history.table.import'),
      className: 'history-ref',
      cell: (r) => (
        // the visible text is the short reference; the name carries all of it
        <Link to={paths.import(merchantCode, r.importRef)} aria-label={t('history.table.link', { ref: r.importRef })}>
          <ImportRefText importRef={r.importRef} />
        </Link>
      ),
    },
    { key: 'status', header: t('history.table.status'), cell: (r) => <StatusCell record={r} /> },
    { key: 'startedBy', header: t('history.table.startedBy'), cell: (r) => <StartedBy source={r.source} /> },
    { key: 'created', header: t('history.table.created'), cell: (r) => <DateTimeText iso={r.createDate} stacked /> },
    {
      key: 'started',
      header: t('history.table.started'),
      // how long it ran under its start, rather than two more columns (the end and the duration) that pushed the
      // results and the actions out of sight; the import's page gives the end
      cell: (r) => (
        <>
          <DateTimeText iso={r.startDate} stacked />
          {r.endDate && (
            <div className="muted history-took">
              {t('history.table.took')} <DurationText record={r} />
            </div>
          )}
        </>
      ),
    },
    {
      key: 'files',
      header: t('history.table.files'),
      cell: (r) => (
        <>
          <EntityFileSummary files={r.entityFiles} />
          {/* files of entity types this app does not import, by name */}
          {r.otherEntityFiles?.map((f) => (
            <div key={f.entity}>
              <OtherEntityName entity={f.entity} />
            </div>
          ))}
        </>
      ),
    },
    { key: 'succeeded', header: t('history.table.succeeded'), numeric: true, cell: (r) => formatCount(importOutcome(r).succeeded) },
    {
      key: 'failed',
      header: t('history.table.failed'),
      numeric: true,
      className: (r) => (importOutcome(r).failed > 0 ? 'history-failed' : undefined),
      cell: (r) => formatCount(importOutcome(r).failed),
    },
    {
      key: 'actions',
      header: t('history.table.actions'),
      hideHeader: true,
      // what the row's link does (open the import) is not in the menu; a row with nothing else to offer has none
      cell: (r) => {
        const items = rowActions(r);
        return items.length > 0 ? <MenuButton label={t('history.table.menu', { ref: r.importRef })} items={items} /> : null;
      },
    },
  ];

  return (
    <DataTable
      caption={t('history.table.caption')}
      columns={columns}
      rowHeader="import"
      rows={imports}
      rowKey={(r) => r.importRef}
      stale={stale}
      className="history-table cards-on-phone"
    />
  );
});

function StatusCell({ record }: { record: ImportRecord }) {
  const { t } = useTranslation('importHistory');
  const outcome = importOutcome(record);
  const running = isRunningImportStatus(record.status);
  return (
    <>
      <ImportStatusBadge record={record} />
      {running && outcome.total > 0 && (
        <div className="history-progress muted">{t('history.table.percentProcessed', { percent: percentProcessed(outcome) })}</div>
      )}
      {/* an estimate only for an import seen moving: one left standing for days would say "Estimating…" for ever */}
      {running && seenMoving(record) && (
        <div className="history-progress muted">
          <ImportEstimateText record={record} />
        </div>
      )}
      {outcome.total > 0 && <OutcomeBar label={t('history.table.bar', { ref: record.importRef })} outcome={outcome} compact />}
    </>
  );
}

/** The entity types an import carries, each with its strategy and catalog: "Products (partial, catalog default)". */
function EntityFileSummary({ files }: { files: readonly EntityFile[] }) {
  const { t } = useTranslation('importHistory');
  if (files.length === 0) return <span className="muted">{t('fileSummary.none')}</span>;
  return (
    <ul className="entity-file-summary">
      {inProcessingOrder(files).map((f) => {
        const strategy = t(`strategyShort.${f.importStrategy}`);
        return (
          <li key={f.entity}>
            {entityLabel(f.entity)}{' '}
            <span className="muted">
              {f.catalogCode ? (
                <Trans
                  t={t}
                  i18nKey="fileSummary.strategyInCatalog"
                  values={{ strategy, catalog: f.catalogCode }}
                  components={{ catalog: <span translate="no" /> }}
                />
              ) : (
                t('fileSummary.strategy', { strategy })
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

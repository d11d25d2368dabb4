import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isRunningImportStatus, isTerminalImportStatus } from '@/contract/terms';
import type { ImportRecord } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { LoadError, Loading } from '@/components/ui/QueryState';
import { isApiError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { importQueryOptions } from '@/features/importHistory/api/getImport';
import { presetLink } from '@/lib/wizardPreset';
import { DateTimeText } from '@/components/ui/DateTimeText';
import { DurationText } from '@/components/ui/DurationText';
import { ImportRefText, shortImportRef } from '@/features/importHistory/status/ImportRefText';
import { LiveFreshness } from '@/features/importHistory/status/LiveFreshness';
import { importReading } from '@/features/importHistory/status/importReading';
import { filesWaiting, importOutcome, inProcessingOrder } from '@/features/importHistory/status/importOutcome';
import { Badge } from '@/components/ui/Badge';
import { entityLabel } from '@/i18n/entityLabels';
import { seenMoving } from '@/features/importHistory/list/seenMoving';
import { importDetailReading } from './detailReading';
import { EntityFileCard, FileOutcome } from './EntityFileCard';
import { OutcomeStatement } from './OutcomeStatement';
import { operationsOf, outcomeWords } from './outcomeWords';
import { ImportFailures } from './ImportFailures';
import { ImportLogs } from './ImportLogs';
import { OtherEntityFiles } from './OtherEntityFiles';
import './detail.css';
import { ImportSnapshot } from '@/features/snapshots';
import { readSource } from '@/features/importHistory/status/importSource';
import { StartedBy } from '@/features/importHistory/status/StartedBy';
import { ImportEstimateText } from '@/features/importHistory/status/ImportEstimateText';
import { useImportEndAlerts, useOpenImport } from '@/features/importHistory/status/importEndAlerts';
import { TellMeWhenItEnds } from '@/features/importHistory/status/TellMeWhenItEnds';

/** `…/settings/imports/{importRef}`: one import, its files and its log, live while it runs. */
export function ImportDetailPage() {
  const { t } = useTranslation('importHistory');
  const { merchantCode = '', importRef = '' } = useParams();
  const query = useQuery(importQueryOptions(merchantCode, importRef));
  const notFound = !query.data && isApiError(query.error) && query.error.kind === 'notFound';
  // the state in the tab's title too, so a tab left open tells how the import ended
  const state = query.data ? importReading(query.data).label : undefined;
  const ref = shortImportRef(importRef);
  const title = notFound ? t('detail.notFound.title') : state ? t('detail.titleWithState', { ref, state }) : t('detail.title', { ref });
  useDocumentTitle(title, t('history.title'), merchantCode);
  const heading = <Trans t={t} i18nKey="detail.heading" components={{ ref: <ImportRefText importRef={importRef} /> }} />;
  // the heading and summary draw at once; the files, failures and log after them, in slices that keep the page responsive
  const below = useDeferredValue(query.data ?? null, null);
  // a running import followed here: the tab's title says when it ends in the background
  useImportEndAlerts(useMemo(() => (query.data ? [query.data] : []), [query.data]), true, useOpenImport(merchantCode));

  if (query.isPending) return <Loading label={t('detail.loading')} />;
  // an unknown reference, or another merchant's: said plainly, with the way back
  if (notFound) {
    return (
      <>
        <h1>{t('detail.notFound.title')}</h1>
        <p>
          <Trans
            t={t}
            i18nKey="detail.notFound.text"
            values={{ merchant: merchantCode, ref: importRef }}
            components={{ merchant: <strong translate="no" />, ref: <code className="detail-ref" translate="no" /> }}
          />
        </p>
        <p>{t('detail.notFound.why')}</p>
        <p>
          <Link to={paths.imports(merchantCode)}>{t('detail.notFound.back')}</Link>
        </p>
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <h1>{heading}</h1>
        <LoadError error={query.error} what={t('detail.loadWhat')} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const record = query.data;
  return (
    <>
      <Breadcrumbs trail={[{ label: t('history.title'), to: paths.imports(merchantCode) }, { label: heading }]} />
      <div className="page-header">
        <h1>{heading}</h1>
        <ImportActions merchantCode={merchantCode} record={record} />
      </div>
      {isRunningImportStatus(record.status) && <LiveFreshness query={query} />}
      {isRunningImportStatus(record.status) && (
        <p className="row import-estimate-row">
          {/* an estimate only once the import is seen moving: one left standing would say "Estimating…" for ever */}
          {seenMoving(record) && <ImportEstimateText record={record} />}
          <TellMeWhenItEnds importRef={record.importRef} />
        </p>
      )}
      {query.isError && !isRunningImportStatus(record.status) && (
        <Alert tone="warning" title={t('detail.refreshFailed')} action={<Button onClick={() => void query.refetch()}>{t('detail.refresh')}</Button>}>
          <ErrorMessage error={query.error} /> {t('detail.outOfDate')}
        </Alert>
      )}
      <ImportSummary record={record} />
      {below && <ImportParts merchantCode={merchantCode} record={below} />}
    </>
  );
}

/** What the import holds: its snapshot, its files, its failures and its log. */
function ImportParts({ merchantCode, record }: { merchantCode: string; record: ImportRecord }) {
  const { t } = useTranslation('importHistory');
  return (
    <>
      <ImportSnapshot record={record} />
      <section aria-labelledby="entity-files-heading">
        <h2 id="entity-files-heading">{t('detail.entityFiles')}</h2>
        {record.entityFiles.length === 0 && !record.otherEntityFiles?.length ? (
          <p className="muted">{t('detail.noFiles')}</p>
        ) : (
          <>
            <p className="muted">{t('detail.processingOrder')}</p>
            <div className="cards entity-file-cards">
              {inProcessingOrder(record.entityFiles).map((file) => (
                // one file's outcome is the import's: its summary says it, once
                <EntityFileCard key={file.entity} file={file} showOutcome={record.entityFiles.length > 1} />
              ))}
            </div>
            {record.otherEntityFiles && <OtherEntityFiles files={record.otherEntityFiles} />}
          </>
        )}
      </section>
      <ImportFailures merchantCode={merchantCode} record={record} />
      <ImportLogs merchantCode={merchantCode} record={record} />
    </>
  );
}

/** The import as a whole: status (announced when it changes), reference, times, source and totals. */
function ImportSummary({ record }: { record: ImportRecord }) {
  const { t } = useTranslation('importHistory');
  const { files } = readSource(record.source);
  const reading = importDetailReading(record);
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
    [t('detail.summary.startedBy'), <StartedBy source={record.source} />],
    ...(files ? [[t('detail.summary.files'), <span translate="no">{files}</span>] as [string, ReactNode]] : []),
  ];
  return (
    <section className="card import-summary" aria-label={t('detail.summary.label')}>
      {/* a live region: when polling moves the import on, screen readers hear the new status */}
      <p className="import-status" role="status">
        <span className="import-status-label">{t('detail.summary.status')}</span> <Badge tone={reading.tone}>{reading.label}</Badge>{' '}
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
      <ImportOutcome record={record} />
    </section>
  );
}

/**
 * The import's outcome, once: of several files, the bar and sentence of them together (each file's card has its own);
 * of one file, that file's, named after it, since the import's and the file's are the same numbers.
 */
function ImportOutcome({ record }: { record: ImportRecord }) {
  const { t } = useTranslation('importHistory');
  const [only, ...others] = record.entityFiles;
  if (!only) return null;
  if (others.length === 0) {
    const what = entityLabel(only.entity);
    return (
      <div className="import-overall">
        <h2 className="import-overall-heading">{what}</h2>
        <FileOutcome file={only} label={what} />
      </div>
    );
  }
  const outcome = importOutcome(record);
  const waiting = filesWaiting(record);
  const words = outcomeWords(outcome, operationsOf(record.entityFiles), { deletedNotInFile: outcome.removedNotInFile, filesWaiting: waiting });
  return (
    <div className="import-overall">
      <h2 className="import-overall-heading">{t('detail.summary.allFiles')}</h2>
      <OutcomeStatement label={t('detail.summary.allFiles')} outcome={outcome} words={words} filesWaiting={waiting} />
    </div>
  );
}

/** Continue a draft in the wizard, or start a new import with the same choices. */
function ImportActions({ merchantCode, record }: { merchantCode: string; record: ImportRecord }) {
  const { t } = useTranslation('importHistory');
  if (record.status === 'new') {
    return (
      <Link className="btn btn-primary" to={paths.importWizard(merchantCode, record.importRef)}>
        {t('detail.continue')}
      </Link>
    );
  }
  // while it runs there is nothing to import again yet
  if (!isTerminalImportStatus(record.status) || record.entityFiles.length === 0) return null;
  const again = presetLink(merchantCode, inProcessingOrder(record.entityFiles));
  return (
    <div className="import-again">
      <Link className="btn btn-secondary" to={again} aria-describedby="import-again-hint">
        {t('detail.importAgain')}
      </Link>
      <span id="import-again-hint" className="muted">
        {t('detail.importAgainHint')}
      </span>
    </div>
  );
}

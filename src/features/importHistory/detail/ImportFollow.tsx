import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isTerminalImportStatus } from '@/contract/terms';
import type { EntityType, ImportRecord } from '@/contract';
import { useToast } from '@/components/ui/Toast';
import { paths } from '@/lib/paths';
import { importQueryOptions } from '@/features/importHistory/api/getImport';
import { outcomeTone } from '@/features/importHistory/status/importReading';
import { EntityFileCard } from '@/features/importHistory/detail/EntityFileCard';
// the card's own styles live with the detail page, which is loaded separately
import '@/features/importHistory/detail/detail.css';
import { DateTimeText } from '@/components/ui/DateTimeText';
import { DurationText } from '@/components/ui/DurationText';
import { ImportEstimateText } from '@/features/importHistory/status/ImportEstimateText';
import { useImportEndAlerts, useOnImportEnd, useOpenImport } from '@/features/importHistory/status/importEndAlerts';
import { TellMeWhenItEnds } from '@/features/importHistory/status/TellMeWhenItEnds';
import { ImportStatusBadge } from '@/features/importHistory/status/ImportStatusBadge';
import { LiveFreshness } from '@/features/importHistory/status/LiveFreshness';
import { OutcomeBar } from '@/features/importHistory/status/OutcomeBar';
import { ImportSnapshot } from '@/features/snapshots';
import { describeOutcome, filesWaiting, importOutcome, inProcessingOrder } from '@/features/importHistory/status/importOutcome';

/** The import running: overall status, then each entity type in processing order, live. */
export function ImportFollow({ merchantCode, record: known, counted, takeFocus = false }: {
  merchantCode: string;
  record: ImportRecord;
  /** the elements the checks counted in each file */
  counted?: Partial<Record<EntityType, number>>;
  /** started from this page: the files and the button the focus was on are gone, so the heading takes it */
  takeFocus?: boolean;
}) {
  // read here but asked by the page's probe alone: a second observer would poll the service on a timer of its own
  const query = useQuery({ ...importQueryOptions(merchantCode, known.importRef), enabled: false });
  const record = query.data ?? known;
  const records = useMemo(() => [record], [record]);
  const { notify } = useToast();
  // a notice in the page when it ends; and, the merchant having started it, the tab's title when it ends in the background
  useOnImportEnd(records, useCallback((ended: ImportRecord) => notify(describeOutcome(ended), outcomeTone(ended)), [notify]));
  useImportEndAlerts(records, true, useOpenImport(merchantCode));
  const { t } = useTranslation('importHistory');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus && (document.activeElement === null || document.activeElement === document.body)) heading.current?.focus();
  }, [takeFocus]);
  const ended = isTerminalImportStatus(record.status);
  const logLink = <Link to={paths.import(merchantCode, record.importRef)}>{t('follow.log')}</Link>;
  return (
    <section aria-labelledby={titleId} className="stack">
      <div className="row-between">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {ended ? t('follow.headingEnded') : t('follow.heading')}
        </h2>
        <ImportStatusBadge record={record} />
      </div>
      <p className="muted">
        {t('follow.created')} <DateTimeText iso={record.createDate} />
        {record.startDate && <> · {t('follow.started')} <DateTimeText iso={record.startDate} /></>}
        {record.endDate && (
          <> · {t('follow.ended')} <DateTimeText iso={record.endDate} /> · {t('follow.took')} <DurationText record={record} /></>
        )}
      </p>
      {!ended && <LiveFreshness query={query} />}
      {!ended && (
        <p className="row import-estimate-row">
          <ImportEstimateText record={record} counted={counted} />
          <TellMeWhenItEnds importRef={record.importRef} />
        </p>
      )}
      {/* always in the page, so that the end is announced when it comes */}
      <div role="status" aria-live="polite" className={ended ? `alert alert-${outcomeTone(record)}` : 'visually-hidden'}>
        {ended ? (
          <>
            <strong>{describeOutcome(record)}</strong> {logLink}
          </>
        ) : (
          t('follow.running')
        )}
      </div>
      {record.entityFiles.length > 0 && <OutcomeBar label={t('follow.allFiles')} outcome={importOutcome(record)} filesWaiting={filesWaiting(record)} asProgress />}
      <ol className="wizard-follow-files" aria-label={t('follow.filesLabel')}>
        {inProcessingOrder(record.entityFiles).map((file) => (
          <li key={file.entity}>
            <EntityFileCard file={file} />
          </li>
        ))}
      </ol>
      {/* the snapshot kept before the start, and what it holds: the slots that said so are gone */}
      <ImportSnapshot record={record} />
      <nav aria-label={t('follow.afterLabel')} className="row">
        {logLink}
        <Link to={paths.imports(merchantCode)}>{t('follow.allImports')}</Link>
        <Link to={paths.newImport(merchantCode)}>{t('follow.another')}</Link>
      </nav>
    </section>
  );
}

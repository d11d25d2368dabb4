import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { entityTypes, importLogLevels, isRunningImportStatus, isTerminalImportStatus } from '@/contract/terms';
import type { EntityType, ImportLogEntry, ImportLogLevel, ImportRecord } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { FilterBar, TextFilter } from '@/components/ui/FilterBar';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { EmptyState } from '@/components/ui/QueryState';
import { formatDateTimeWithSeconds } from '@/i18n/format';
import { downloadText } from '@/lib/download';
import { offsetOfPage, oneOf, pageParam, readUrlState, textParam, writeUrlState, type UrlParams } from '@/lib/urlState';
import { fetchAllLogEntries, importLogsQueryOptions } from '@/features/importHistory/api/listImportLogs';
import { importPollInterval } from '@/features/importHistory/api/polling';
import { entityLabel } from '@/i18n/entityLabels';
import { elementLabel, importLogFileName, importLogText } from '@/features/importHistory/detail/importLogText';
import { DateTimeText } from '@/components/ui/DateTimeText';
import { PagedResults } from '@/components/ui/PagedResults';
import { pageReadsTheServiceLanguage, readServiceMessage } from './serviceMessages';

const logPageSize = 50;

/** The part of the log shown (`text`: in the message; `page`: 1-based), held in the address bar: `?logLevel=error&logPage=2`. */
type LogView = { entity?: EntityType; level?: ImportLogLevel; text?: string; page: number };

const logParams: UrlParams<LogView> = {
  entity: oneOf('logEntity', entityTypes),
  level: oneOf('logLevel', importLogLevels),
  text: textParam('logText'),
  page: pageParam('logPage'),
};

export const readLogView = (params: URLSearchParams): LogView => ({ page: 1, ...readUrlState(logParams, params) });

/** Writes the log view into the page's parameters, keeping any others, and leaving out defaults. */
export const writeLogView = (params: URLSearchParams, view: LogView): URLSearchParams => writeUrlState(logParams, view, params);

export const hasLogFilters = (view: LogView) => Boolean(view.entity || view.level || view.text);

/** The import's log: paged, filtered by entity and level (both in the URL), live while the import runs. */
export function ImportLogs({ merchantCode, record }: { merchantCode: string; record: ImportRecord }) {
  const { t } = useTranslation('importHistory');
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readLogView(searchParams);
  const show = (next: LogView) => setSearchParams(writeLogView(searchParams, next), { preventScrollReset: true });
  const filter = (change: Partial<LogView>) => show({ ...view, ...change, page: 1 });

  // the whole log as a text file (the button waits while one is read); leaving the page stops the fetching
  const downloading = useRef<AbortController | null>(null);
  useEffect(() => () => downloading.current?.abort(), []);
  const download = useMutation({
    mutationFn: async () => {
      downloading.current = new AbortController();
      const entries = await fetchAllLogEntries(merchantCode, record.importRef, downloading.current.signal);
      downloadText(importLogFileName(record.importRef), importLogText(record, entries));
      return entries.length;
    },
  });

  const entityRef = useRef<HTMLSelectElement>(null);
  // a button that clears the filters goes away with them: keep keyboard users in the filters
  const clearFilters = () => {
    show({ page: 1 });
    entityRef.current?.focus();
  };

  const { page, entity, level, text } = view;
  const params = { limit: logPageSize, offset: offsetOfPage(page, logPageSize), entity, level, text };
  const query = useQuery({
    ...importLogsQueryOptions(merchantCode, record.importRef, params, isTerminalImportStatus(record.status)),
    refetchInterval: importPollInterval([record]),
  });

  return (
    <section className="import-logs" aria-labelledby="import-log-heading">
      <div className="row-between">
        <h2 id="import-log-heading">{t('logs.title')}</h2>
        <Button onClick={() => download.mutate()} busy={download.isPending}>
          {download.isPending ? t('logs.downloading') : t('logs.download')}
        </Button>
      </div>
      <div role="status" className="log-download-status">
        {download.isSuccess && <span className="muted">{t('logs.downloaded', { count: download.data })}</span>}
      </div>
      {download.isError && (
        <Alert tone="danger" title={t('logs.downloadFailed')}>
          <ErrorMessage error={download.error} /> {t('logs.downloadAgain')}
        </Alert>
      )}
      {/* entity and level apply at once; the text on Enter or the button, since against the public
          service (whose log has no filter) each change reads the whole log */}
      <FilterBar
        label={t('logs.filters.label')}
        role="group"
        className="log-filters"
        active={hasLogFilters(view)}
        clearLabel={t('logs.clearFilters')}
        onClear={clearFilters}
      >
        <FilterSelect
          label={t('logs.filters.entity')}
          anyLabel={t('logs.filters.anyEntity')}
          value={entity}
          // a hand-edited link may name an entity this import does not carry: keep it selectable so the view is honest
          options={entityTypes.filter((e) => e === entity || record.entityFiles.some((f) => f.entity === e))}
          optionLabel={entityLabel}
          onChange={(entity) => filter({ entity })}
          selectRef={entityRef}
        />
        <FilterSelect
          label={t('logs.filters.level')}
          anyLabel={t('logs.filters.anyLevel')}
          value={level}
          options={importLogLevels}
          optionLabel={(l) => t(`logLevel.${l}`)}
          onChange={(level) => filter({ level })}
        />
        <TextFilter
          className="log-text-filter"
          label={t('logs.filters.text')}
          value={text}
          submitLabel={t('logs.filters.apply')}
          onApply={(text) => filter({ text })}
        />
      </FilterBar>
      <PagedResults
        query={query}
        words={{
          loading: t('logs.loading'),
          what: t('logs.loadWhat'),
          refreshFailed: t('logs.refreshFailed'),
          refresh: t('logs.refresh'),
          pastLastPage: (page) => t('logs.pastLastPage', { page }),
          goToPage: (page) => t('logs.goToPage', { page }),
          pagerWhat: t('logs.pagerWhat'),
        }}
        rows={(list) => list.logs}
        page={page}
        pageSize={logPageSize}
        onPage={(page) => show({ ...view, page })}
        empty={
          hasLogFilters(view) ? (
            <EmptyState title={t('logs.noMatch')}>
              <Button onClick={clearFilters}>{t('logs.clearFilters')}</Button>
            </EmptyState>
          ) : (
            <EmptyState title={isRunningImportStatus(record.status) ? t('logs.noneYet') : t('logs.none')} />
          )
        }
      >
        {(logs, stale) => <ImportLogTable entries={logs} stale={stale} />}
      </PagedResults>
    </section>
  );
}

const levelTone: Record<ImportLogLevel, BadgeTone> = { info: 'neutral', warning: 'warning', error: 'danger' };
const noEntries: readonly ImportLogEntry[] = [];

/**
 * One page of log entries. Messages are the service's (in English): shown as it sent them, marked as its words, with
 * what the app knows they mean said beside them in the page's language. On a phone each entry is a card, its message
 * wrapping, rather than a table that runs off the side.
 */
function ImportLogTable({ entries, stale }: { entries: readonly ImportLogEntry[]; stale: boolean }) {
  const { t } = useTranslation('importHistory');
  // a page of fifty rows is drawn after the table, in slices, not in the task its answer arrives in
  const rows = useDeferredValue(entries, noEntries);
  const columns = {
    time: t('logs.table.time'),
    level: t('logs.table.level'),
    entity: t('logs.table.entity'),
    element: t('logs.table.element'),
    message: t('logs.table.message'),
  };
  return (
    // focusable so that keyboard users can scroll it sideways should a wide table not fit (it holds no links)
    <div className="table-wrap log-table-wrap" tabIndex={0} role="region" aria-label={t('logs.table.label')}>
      <table className={`table log-table cards-on-phone${stale ? ' is-stale' : ''}`} aria-busy={stale || undefined}>
        <caption className="visually-hidden">{t('logs.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.time}</th>
            <th scope="col">{columns.level}</th>
            <th scope="col">{columns.entity}</th>
            <th scope="col">{columns.element}</th>
            <th scope="col">{columns.message}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry, i) => (
            <tr key={`${entry.time}-${i}`}>
              <td className="log-time" data-label={columns.time}>
                {/* a plain log line (public service) may carry no time or level */}
                {entry.time ? <DateTimeText iso={entry.time} format={formatDateTimeWithSeconds} /> : <span className="muted">—</span>}
              </td>
              <td data-label={columns.level}>
                {entry.level ? <Badge tone={levelTone[entry.level]}>{t(`logLevel.${entry.level}`)}</Badge> : <span className="muted">—</span>}
              </td>
              <td data-label={columns.entity}>
                {entry.entity ? <span>{entityLabel(entry.entity)}</span> : <span className="muted">{t('logs.table.wholeImport')}</span>}
              </td>
              <td className="log-element" data-label={columns.element}>
                {entry.index === undefined ? <span className="muted">—</span> : <span>{elementLabel(entry.index)}</span>}
              </td>
              <td className="log-message" data-label={columns.message}>
                <ServiceMessage message={entry.message} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A message of the service: its own words, in English, and what it means in the page's language where the app knows it. */
function ServiceMessage({ message }: { message: string }) {
  const { t, i18n } = useTranslation('importHistory');
  const meaning = pageReadsTheServiceLanguage(i18n.language) ? undefined : readServiceMessage(message);
  const original = (
    <span className="log-original-text" lang="en" translate="no">
      {message}
    </span>
  );
  if (!meaning) return original;
  return (
    <>
      <span className="log-meaning">{t(`logs.meaning.${meaning.key}`, meaning.values)}</span>
      <span className="log-original">
        <span className="log-original-label">{t('logs.table.original')}</span> {original}
      </span>
    </>
  );
}

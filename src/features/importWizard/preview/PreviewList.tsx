import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { Field } from '@/components/ui/Field';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Pager } from '@/components/ui/Pager';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatPercent } from '@/i18n/format';
import type { WorkProgress, RunningWork, FieldChange, PreviewEntry, PreviewKind, SentPreview } from '@/engine';
import type { CompareDescriptions } from './useFilePreviews';
import { toCsv } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import { changeLine } from './previewWords';

const kinds: readonly PreviewKind[] = ['new', 'changed', 'deleted'];
const pageSize = 50;

/** a stored name in the merchant's words: the page's language if the name has it, else its first */
const nameText = (name: unknown, language: string): string => {
  if (typeof name === 'string') return name;
  if (!name || typeof name !== 'object') return '';
  const texts = Object.entries(name as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
  return (texts.find(([locale]) => locale.toLowerCase().startsWith(language)) ?? texts[0])?.[1] ?? '';
};

/** `described`: the entry's changes to its descriptions, once they have been compared */
const entryLines = (t: TFunction<'wizard'>, entry: PreviewEntry, language: string, described?: FieldChange[]): string[] => {
  if (entry.kind === 'changed') {
    const lines = (entry.changes ?? []).map((c) => changeLine(t, c, entry.currency));
    if (!entry.describes) return lines;
    if (!described) return [...lines, t('preview.descriptions.notYet')];
    return [...lines, ...(described.length ? described.map((c) => changeLine(t, c)) : [t('preview.descriptions.same')])];
  }
  if (entry.kind === 'deleted') return [nameText(entry.name, language)].filter(Boolean);
  return [];
};

/**
 * The preview's list: each new, changed and deleted element, filtered by kind, found by code, paged,
 * downloadable; a products file's descriptions compared on request, for the products on the page.
 */
export function PreviewList({ fileName, preview, compareDescriptions }: { fileName: string; preview: SentPreview; compareDescriptions?: CompareDescriptions }) {
  const { t, i18n } = useTranslation('wizard');
  const [kind, setKind] = useState<PreviewKind | undefined>();
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const query = useDeferredValue(search.trim().toLowerCase());
  const entries = useMemo(() => JSON.parse(preview.entriesJson) as PreviewEntry[], [preview.entriesJson]);
  const rows = useMemo(
    () => entries.filter((e) => (!kind || e.kind === kind) && (!query || e.key.toLowerCase().includes(query))),
    [entries, kind, query],
  );
  const shown = rows.slice(offset, offset + pageSize);
  /** each compared product's changes to its descriptions, by code, kept while the list is open */
  const [described, setDescribed] = useState<Record<string, FieldChange[]>>({});
  const undescribed = compareDescriptions ? shown.filter((e) => e.describes && !described[e.key]) : [];
  const language = i18n.language.slice(0, 2);
  const kindText = (k: PreviewKind) => t(`preview.kind.${k}`);

  const columns: Column<PreviewEntry>[] = [
    { key: 'code', header: t('preview.column.code'), cell: (e) => <span translate="no">{e.key}</span> },
    { key: 'kind', header: t('preview.column.kind'), cell: (e) => kindText(e.kind) },
    {
      key: 'what',
      header: t('preview.column.what'),
      // a change's line is long: on a phone it takes the card's whole width, under the column's name
      wideOnCard: true,
      cell: (e) => (
        <ul className="preview-changes" translate="no">
          {entryLines(t, e, language, described[e.key]).map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ),
    },
  ];

  const download = () => {
    const body = entries.flatMap((e) => {
      const lines = entryLines(t, e, language, described[e.key]);
      return (lines.length ? lines : ['']).map((line) => [e.key, kindText(e.kind), line]);
    });
    downloadText(t('preview.fileName', { name: fileName.replace(/\.json$/i, '') }), toCsv([columns.map((c) => c.header), ...body]), 'text/csv');
  };

  return (
    <div className="preview-list">
      <div className="preview-filters">
        <FilterSelect
          label={t('preview.filter.kind')}
          anyLabel={t('preview.filter.anyKind')}
          value={kind}
          options={kinds}
          optionLabel={kindText}
          onChange={(k) => {
            setKind(k);
            setOffset(0);
          }}
        />
        <Field label={t('preview.filter.code')}>
          <input
            type="search"
            className="input"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setOffset(0);
            }}
          />
        </Field>
        <Button onClick={download}>{t('preview.download')}</Button>
      </div>
      {preview.cut && <p className="field-hint">{t('preview.cut', { count: preview.listed })}</p>}
      {compareDescriptions && (
        <DescriptionsOnPage
          pending={undescribed}
          compare={compareDescriptions}
          onCompared={(changes) => setDescribed((before) => ({ ...before, ...changes }))}
        />
      )}
      <DataTable
        caption={t('preview.caption', { fileName })}
        columns={columns}
        rowHeader="code"
        rows={shown}
        rowKey={(e) => `${e.kind}:${e.key}`}
        empty={<p>{t('preview.noMatch')}</p>}
      />
      {rows.length > pageSize && <Pager kind="offset" what={t('preview.what')} offset={offset} limit={pageSize} total={rows.length} onChange={setOffset} />}
    </div>
  );
}

type Reading =
  | { status: 'idle' }
  | { status: 'running'; work: RunningWork<Record<string, FieldChange[]>>; progress: WorkProgress | null }
  | { status: 'done'; products: number; changed: number }
  | { status: 'stopped' }
  | { status: 'failed'; error: unknown };

/**
 * The offer to compare the descriptions of the products on the page, with the requests it takes,
 * its progress and a stop, and what it found. The merchant may go on without it.
 */
function DescriptionsOnPage({ pending, compare, onCompared }: { pending: readonly PreviewEntry[]; compare: CompareDescriptions; onCompared: (changes: Record<string, FieldChange[]>) => void }) {
  const { t } = useTranslation('wizard');
  const [reading, setReading] = useState<Reading>({ status: 'idle' });
  const work = reading.status === 'running' ? reading.work : null;
  // a list closed while it reads stops the reading
  const running = useRef(work);
  running.current = work;
  useEffect(() => () => running.current?.cancel(), []);

  const start = (keys: readonly string[]) => {
    const next = compare(keys, (progress) => setReading((r) => (r.status === 'running' && r.work === next ? { ...r, progress } : r)));
    setReading({ status: 'running', work: next, progress: null });
    next.done.then(
      (changes) => {
        onCompared(changes);
        setReading((r) => (r.status === 'running' && r.work === next ? { status: 'done', products: Object.keys(changes).length, changed: Object.values(changes).filter((c) => c.length > 0).length } : r));
      },
      (error: unknown) => setReading((r) => (r.status === 'running' && r.work === next ? { status: 'failed', error } : r)),
    );
  };
  const requests = pending.reduce((sum, e) => sum + (e.describes?.length ?? 0), 0);

  return (
    <div className="preview-descriptions">
      <p role="status">
        {reading.status === 'done' && t('preview.descriptions.done', { count: reading.products, changed: reading.changed })}
        {reading.status === 'stopped' && t('preview.descriptions.stopped')}
      </p>
      {reading.status === 'failed' && (
        <p role="alert">
          {t('preview.descriptions.failed')} <ErrorMessage error={reading.error} />
        </p>
      )}
      {reading.status === 'running' ? (
        <>
          <ProgressBar
            label={t('preview.descriptions.running')}
            value={reading.progress?.done ?? 0}
            max={reading.progress?.total || 1}
            valueText={formatPercent(reading.progress?.total ? reading.progress.done / reading.progress.total : 0)}
          />
          <Button
            onClick={() => {
              reading.work.cancel();
              setReading({ status: 'stopped' });
            }}
          >
            {t('preview.descriptions.stop')}
          </Button>
        </>
      ) : (
        pending.length > 0 && (
          <>
            <p>{t('preview.descriptions.offer', { count: pending.length, requests })}</p>
            <Button onClick={() => start(pending.map((e) => e.key))}>{t('preview.descriptions.compare', { count: pending.length })}</Button>
          </>
        )
      )}
    </div>
  );
}

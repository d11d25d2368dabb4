import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { Field } from '@/components/ui/Field';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Pager } from '@/components/ui/Pager';
import { toCsv } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import { changeLine } from './describeChange';
import type { PreviewEntry, PreviewKind, SentPreview } from './previewFile';

const kinds: readonly PreviewKind[] = ['new', 'changed', 'deleted'];
const pageSize = 50;

/** a stored name in the merchant's words: the page's language if the name has it, else its first */
const nameText = (name: unknown, language: string): string => {
  if (typeof name === 'string') return name;
  if (!name || typeof name !== 'object') return '';
  const texts = Object.entries(name as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
  return (texts.find(([locale]) => locale.toLowerCase().startsWith(language)) ?? texts[0])?.[1] ?? '';
};

const entryLines = (t: TFunction<'wizard'>, entry: PreviewEntry, language: string): string[] => {
  if (entry.kind === 'changed') return (entry.changes ?? []).map((c) => changeLine(t, c, entry.currency));
  if (entry.kind === 'deleted') return [nameText(entry.name, language)].filter(Boolean);
  return [];
};

/** The preview's list: each new, changed and deleted element, filtered by kind, found by code, paged, downloadable. */
export function PreviewList({ fileName, preview }: { fileName: string; preview: SentPreview }) {
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
  const language = i18n.language.slice(0, 2);
  const kindText = (k: PreviewKind) => t(`preview.kind.${k}`);

  const columns: Column<PreviewEntry>[] = [
    { key: 'code', header: t('preview.column.code'), cell: (e) => <span translate="no">{e.key}</span> },
    { key: 'kind', header: t('preview.column.kind'), cell: (e) => kindText(e.kind) },
    {
      key: 'what',
      header: t('preview.column.what'),
      cell: (e) => (
        <ul className="preview-changes" translate="no">
          {entryLines(t, e, language).map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ),
    },
  ];

  const download = () => {
    const body = entries.flatMap((e) => {
      const lines = entryLines(t, e, language);
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

import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { DateTimeText } from '@/components/ui/DateTimeText';
import { entityLabel } from '@/i18n/entityLabels';
import { downloadText } from '@/lib/download';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { deleteSheetMapping, importSheetMappings, listSheetMappings, sheetMappingsFile, type SheetMapping } from '@/engine';

/**
 * The kept mappings as React reads them: read from storage again after this page's writes and
 * another tab's (the storage event tells other tabs only), the same list between.
 */
const changes = { version: 0, listeners: new Set<() => void>() };
const changed = () => {
  changes.version++;
  for (const listener of changes.listeners) listener();
};
const subscribe = (listener: () => void) => {
  changes.listeners.add(listener);
  window.addEventListener('storage', changed);
  return () => {
    changes.listeners.delete(listener);
    window.removeEventListener('storage', changed);
  };
};
let read: { merchantCode: string; version: number; mappings: SheetMapping[] } | null = null;
const keptMappings = (merchantCode: string) => {
  if (read?.merchantCode !== merchantCode || read.version !== changes.version) read = { merchantCode, version: changes.version, mappings: listSheetMappings(merchantCode) };
  return read.mappings;
};

/** Settings › Imports › Sheet mappings: the mappings this browser keeps, deleted one by one, shared as a file and taken from one. */
export function SheetMappingsPage() {
  const { merchantCode = '' } = useParams();
  const { t } = useTranslation(['sheets', 'common']);
  useDocumentTitle(t('mappings.title'), merchantCode);
  const mappings = useSyncExternalStore(subscribe, () => keptMappings(merchantCode));
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const say = (text: string, failed = false) => {
    setSaid({ text, failed });
    status.current?.focus();
  };

  const remove = (m: SheetMapping) => {
    if (deleteSheetMapping(merchantCode, m.id)) say(t('mappings.deleted', { source: m.source }));
    else say(t('mappings.notKept'), true);
    changed();
  };

  const take = async (file: File) => {
    try {
      const count = importSheetMappings(merchantCode, await file.text());
      say(t('mappings.imported', { count, name: file.name }));
    } catch (error) {
      say(error instanceof Error && error.message === 'storage' ? t('mappings.notKept') : t('mappings.notAMappingFile', { name: file.name }), true);
    }
    changed();
  };

  const columns: Column<SheetMapping>[] = [
    { key: 'source', header: t('mappings.column.source'), cell: (m) => <span translate="no">{m.source}</span> },
    { key: 'entity', header: t('mappings.column.entity'), cell: (m) => entityLabel(m.entity) },
    {
      key: 'columns',
      header: t('mappings.column.columns'),
      cell: (m) => t('mappings.columnsMapped', { mapped: m.mapping.filter(Boolean).length, count: m.headers.length }),
    },
    { key: 'saved', header: t('mappings.column.saved'), cell: (m) => <DateTimeText iso={m.savedAt} /> },
    {
      key: 'delete',
      header: t('mappings.column.actions'),
      hideHeader: true,
      cell: (m) => (
        <Button variant="ghost" onClick={() => remove(m)}>
          {t('mappings.deleteOf', { source: m.source })}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Breadcrumbs trail={[{ label: t('common:shell.imports'), to: paths.imports(merchantCode) }, { label: t('mappings.title') }]} />
      <div className="page-header">
        <h1>{t('mappings.title')}</h1>
        <div className="row">
          <Button disabled={mappings.length === 0} onClick={() => downloadText(`sheet-mappings-${merchantCode}.json`, sheetMappingsFile(mappings), 'application/json')}>
            {t('mappings.download')}
          </Button>
          <Button onClick={() => input.current?.click()}>{t('mappings.import')}</Button>
          <input
            ref={input}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t('mappings.importLabel')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void take(file);
            }}
          />
        </div>
      </div>
      <p>{t('mappings.intro')}</p>
      <p role="status" ref={status} tabIndex={-1} className={said?.failed ? 'field-error' : undefined}>
        {said?.text}
      </p>
      <DataTable
        caption={t('mappings.title')}
        columns={columns}
        rowHeader="source"
        rows={mappings}
        rowKey={(m) => m.id}
        empty={<p className="muted">{t('mappings.none')}</p>}
      />
    </>
  );
}

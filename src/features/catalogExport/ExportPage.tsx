import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { catalogEntities, catalogEntityTypes, type CatalogEntityType } from '@/contract/terms';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { Field } from '@/components/ui/Field';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { type WorkProgress, runInCatalogWorker, type RunningWork, unreadByReadModels, type ExportedFile, type ExportFilter, lastImportLocales, parseLocales, type SheetExport, listSheetMappings, templateFile } from '@/engine';
import { TemplateDownload } from '@/components/ui/TemplateDownload';
import { formatDate } from '@/i18n/format';
import { catalogDefaultLocaleOptions } from './api/catalogDefaultLocale';
import { unreadFieldWords } from '@/i18n/unreadFieldWords';
import { formatBytes, formatCount, formatList } from '@/i18n/format';
import { downloadBlob } from '@/lib/download';
import { isApiError } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import './export.css';

/** what the page exports: an entity type of the catalog, or the customer list */
type ExportEntity = CatalogEntityType | 'customer';
const exportEntities: readonly ExportEntity[] = [...catalogEntityTypes, 'customer'];

type Run =
  | { status: 'idle' }
  | { status: 'running'; progress: WorkProgress | null; work: RunningWork<ExportedFile> }
  | { status: 'done'; file: File; count: number; locales: string[]; unread: string[]; left: [string, number][]; keyless: number; customers: boolean }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled' }
  /** the filters match nothing: no file (an empty one, imported in full, would delete every entity of its type) */
  | { status: 'empty' };

/** today in the merchant's time zone, as `2026-11-27` */
const localDate = (now = new Date()) => [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

const formats = ['json', 'xlsx', 'csv'] as const;
type Format = (typeof formats)[number];

const fileTypes: Record<Format, string> = {
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** `product-default-de-de_en-us-2026-11-27.json`: what, from where, in which locales, when (the file's own name, not a date shown to read) */
const fileNameFor = (filter: ExportFilter | 'catalog', catalogCode: string, locales: readonly string[], format: Format) =>
  [filter === 'catalog' ? filter : filter.entity, ...(filter === 'catalog' || catalogEntities.includes(filter.entity) ? [catalogCode] : []), ...(locales.length ? [locales.join('_')] : []), localDate()]
    .join('-')
    .replace(/[^\w.-]+/g, '_') + `.${format}`;


const save = (file: File) => downloadBlob(file.name, file);

/** Settings › Imports › Export: an entity type of the catalog, or the customer list, as an import-ready file, streamed to a download. */
export function ExportPage() {
  const { merchantCode = '' } = useParams();
  const { t, i18n } = useTranslation(['catalogExport', 'common']);
  useDocumentTitle(t('title'), merchantCode);
  const [entity, setEntity] = useState<ExportEntity>('product');
  const [catalogCode, setCatalogCode] = useState('default');
  const [codeContains, setCodeContains] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const [locationCode, setLocationCode] = useState('');
  const [leaveOutGuests, setLeaveOutGuests] = useState(false);
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const [format, setFormat] = useState<Format>('json');
  // a saved mapping's id, or '' for the default layout
  const [layout, setLayout] = useState('');
  const [wholeBook, setWholeBook] = useState(false);
  // the whole catalogue: a workbook of a sheet per entity type, in the default layout
  const whole = format === 'xlsx' && wholeBook;
  // read from the browser's storage when the entity type changes, not at each step of an export's progress
  const mappings = useMemo(() => listSheetMappings(merchantCode).filter((m) => m.entity === entity), [merchantCode, entity]);
  const mapping = mappings.find((m) => m.id === layout) ?? null;
  const running = run.status === 'running' ? run.work : null;
  const inCatalog = whole || catalogEntities.includes(entity);
  const catalogMissing = inCatalog && !catalogCode.trim();
  const catalogRef = useRef<HTMLInputElement>(null);
  const localesRef = useRef<HTMLInputElement>(null);
  const customers = !whole && entity === 'customer';
  const localized = whole || (entity !== 'inventory' && !customers);
  const localeOptions = catalogDefaultLocaleOptions(merchantCode, inCatalog ? catalogCode.trim() || undefined : undefined);
  const defaultLocale = useQuery({ ...localeOptions, enabled: localized && !catalogMissing });
  const suggestionOf = (known: string | null | undefined) => [...new Set([...(known ? [known] : []), ...lastImportLocales(merchantCode)])];
  const suggested = suggestionOf(defaultLocale.data);
  const queryClient = useQueryClient();
  const waitingForSuggestion = useRef(false);
  // what the merchant typed, else the suggestion
  const [typedLocales, setTypedLocales] = useState<string | null>(null);
  const localesText = typedLocales ?? suggested.join(', ');
  const { locales, invalid } = parseLocales(localesText);
  const [localesChecked, setLocalesChecked] = useState(false);
  const localesError = !localized || !localesChecked ? undefined : invalid.length ? t('localesInvalid', { words: formatList(invalid) }) : locales.length === 0 ? t('localesMissing') : undefined;

  // leaving the page ends an export in flight
  useEffect(() => () => running?.cancel(), [running]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (running || waitingForSuggestion.current) return;
    if (catalogMissing) {
      catalogRef.current?.focus();
      return;
    }
    let chosen = { locales, invalid };
    if (localized && typedLocales === null && !defaultLocale.isFetched) {
      // the suggestion is on its way: the click waits for it rather than find the field empty
      waitingForSuggestion.current = true;
      const known = await queryClient.fetchQuery(localeOptions).catch(() => null);
      waitingForSuggestion.current = false;
      chosen = { locales: suggestionOf(known), invalid: [] };
    }
    setLocalesChecked(true);
    if (localized && (chosen.invalid.length || chosen.locales.length === 0)) {
      localesRef.current?.focus();
      return;
    }
    const readIn = localized ? chosen.locales : [];
    // what does not apply to the entity type (a status of attributes, a location of products) exportFilters leaves out
    const given = (text: string) => text.trim() || undefined;
    const filter: ExportFilter = { entity, codeContains: given(codeContains), status: status || undefined, locationCode: given(locationCode), leaveOutGuests };
    // the whole catalogue's scope is the catalogue's whatever entity type was chosen before (the worker reads each type in turn)
    const scope = customers
      ? { merchantCode, entity: 'customer' as const }
      : { merchantCode, entity: entity === 'customer' ? ('product' as const) : entity, catalogCode: catalogCode.trim(), locales: readIn };
    const whatOf = (e: CatalogEntityType) => t(`entity.${e}`);
    const german = i18n.language === 'de';
    // a CSV file as the page's language writes one: German Excel reads `;` between cells and a decimal comma
    const sheet: SheetExport | undefined =
      format === 'json'
        ? undefined
        : {
            format,
            mapping: whole ? null : mapping,
            csv: { delimiter: german ? ';' : ',', decimal: german ? ',' : '.', yes: t('sheet.yes'), no: t('sheet.no') },
            sheetName: t(`entity.${entity}`),
            tooManyRows: t(format === 'csv' ? 'sheet.tooManyRowsCsv' : 'sheet.tooManyRows', { sheet: '{{sheet}}', count: '{{count}}', limit: '{{limit}}', interpolation: { escapeValue: false } }),
            numberLocale: i18n.language,
            notes: { sheetName: t('sheet.notesSheet'), sheetHeading: t('sheet.notesHeading'), unread: t('sheet.notesUnread'), left: t('sheet.notesLeft'), keyless: t('sheet.notesKeyless') },
          };
    const wholeWork = whole ? { sheetNames: Object.fromEntries(catalogEntityTypes.map((e) => [e, whatOf(e)])) as Record<CatalogEntityType, string> } : undefined;
    const work = runInCatalogWorker({ type: 'export', filter, scope, sheet, whole: wholeWork }, (progress) => {
      setRun((r) => (r.status === 'running' ? { ...r, progress } : r));
    });
    setRun({ status: 'running', progress: null, work });
    work.done.then(
      ({ blob, count, unread, left = [], keyless = 0 }) => {
        if (count === 0) return setRun(keyless ? { status: 'failed', error: new Error(t('onlyKeyless', { count: keyless })) } : { status: 'empty' });
        const file = new File([blob], fileNameFor(whole ? 'catalog' : filter, catalogCode.trim(), readIn, format), { type: fileTypes[format] });
        setRun({ status: 'done', file, count, locales: readIn, unread, left, keyless, customers });
        save(file);
      },
      (error: unknown) =>
        setRun((r) => (r.status === 'running' && r.work === work ? (isApiError(error) && error.kind === 'aborted' ? { status: 'cancelled' } : { status: 'failed', error }) : r)),
    );
  };

  const what = whole ? t('entity.whole') : t(`entity.${entity}`);
  return (
    <>
      <Breadcrumbs trail={[{ label: t('common:shell.imports'), to: paths.imports(merchantCode) }, { label: t('title') }]} />
      <div className="page-header">
        <h1>{t('title')}</h1>
      </div>
      <p>{t('intro')}</p>
      <form className="export-form" onSubmit={(event) => void start(event)} noValidate>
        <fieldset disabled={!!running}>
          <legend>{t('format')}</legend>
          <span className="row">
            {formats.map((f) => (
              <label key={f}>
                <input type="radio" name="format" value={f} checked={format === f} onChange={() => setFormat(f)} />
                <span>{t(`formats.${f}`)}</span>
              </label>
            ))}
          </span>
          {format !== 'json' && !whole && (
            <Field label={t('sheet.layout')} hint={mapping ? t('sheet.layoutSavedHint') : t('sheet.layoutDefaultHint')}>
              <select className="input" value={mapping ? layout : ''} onChange={(e) => setLayout(e.target.value)}>
                <option value="">{t('sheet.defaultLayout')}</option>
                {mappings.map((m) => (
                  <option key={m.id} value={m.id}>
                    {t('sheet.savedLayout', { source: m.source, date: formatDate(new Date(m.savedAt)) })}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {format === 'csv' && <p>{t(i18n.language === 'de' ? 'sheet.csvGerman' : 'sheet.csvEnglish')}</p>}
        </fieldset>
        <fieldset disabled={!!running}>
          <legend>{t('what')}</legend>
          <span className="row">
            {exportEntities.map((e) => (
              <label key={e}>
                <input
                  type="radio"
                  name="entity"
                  value={e}
                  checked={entity === e && !whole}
                  onChange={() => {
                    setEntity(e);
                    setWholeBook(false);
                  }}
                />
                <span>{t(`entity.${e}`)}</span>
              </label>
            ))}
            {format === 'xlsx' && (
              <label>
                <input type="radio" name="entity" value="whole" checked={whole} onChange={() => setWholeBook(true)} />
                <span>{t('entity.wholeChoice')}</span>
              </label>
            )}
          </span>
        </fieldset>
        <fieldset disabled={!!running}>
          <legend>{t('which')}</legend>
          {inCatalog && (
            <Field label={t('catalogCode')} error={catalogMissing ? t('catalogMissing') : undefined}>
              <input ref={catalogRef} className="input" value={catalogCode} onChange={(e) => setCatalogCode(e.target.value)} required />
            </Field>
          )}
          {!whole && (
            <Field label={t(entity === 'inventory' ? 'productCodeContains' : customers ? 'emailContains' : 'codeContains')} hint={t('allWhenEmpty')}>
              <input className="input" value={codeContains} onChange={(e) => setCodeContains(e.target.value)} />
            </Field>
          )}
          {!whole && entity !== 'attribute' && (
            <Field label={t('status')}>
              <select className="input" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
                <option value="">{t('anyStatus')}</option>
                <option value="active">{t('active')}</option>
                <option value="inactive">{t('inactive')}</option>
              </select>
            </Field>
          )}
          {localized && (
            <Field
              label={t('locales')}
              hint={`${t('localesHint')} ${suggested.length ? t('localesDefault', { locales: formatList(suggested) }) : defaultLocale.isFetched ? t('localesDefaultNone') : ''}`}
              error={localesError}
            >
              <input ref={localesRef} className="input" value={localesText} onChange={(e) => setTypedLocales(e.target.value)} spellCheck={false} autoComplete="off" />
            </Field>
          )}
          {!whole && unreadByReadModels[entity].length > 0 && <p>{t(customers ? 'leftOutCustomers' : 'leftOut', { fields: unreadFieldWords(unreadByReadModels[entity]) })}</p>}
          {customers && (
            <label>
              <input type="checkbox" checked={leaveOutGuests} onChange={(e) => setLeaveOutGuests(e.target.checked)} />
              <span>{t('leaveOutGuests')}</span>
            </label>
          )}
          {customers && <p>{t('keylessHint')}</p>}
          {!whole && entity === 'inventory' && (
            <Field label={t('locationCode')} hint={t('allWhenEmpty')}>
              <input className="input" value={locationCode} onChange={(e) => setLocationCode(e.target.value)} />
            </Field>
          )}
        </fieldset>
        {format !== 'json' && !whole && (
          <TemplateDownload
            explained
            entity={entity}
            make={() =>
              templateFile(entity, { merchantCode, catalogCode: catalogCode.trim() || undefined, locales: localized ? (locales.length ? locales : suggested) : [] })
            }
          />
        )}
        {/* two buttons, not one that changes: the stop's click must not end on a submit button and start the export again */}
        {running ? (
          <Button key="stop" onClick={() => running.cancel()}>
            {t('cancel')}
          </Button>
        ) : (
          <Button key="start" type="submit" variant="primary">
            {t('start', { what })}
          </Button>
        )}
      </form>
      {run.status === 'running' && (
        <ProgressBar
          label={t('progressLabel', { what })}
          value={run.progress?.done ?? 0}
          max={run.progress?.total || 1}
          valueText={run.progress ? t('progress', { count: run.progress.total, done: formatCount(run.progress.done) }) : undefined}
        />
      )}
      <p role="status">
        {run.status === 'running' && (whole ? t('runningWhole') : t('running', { what }))}
        {run.status === 'cancelled' && t('cancelled')}
        {run.status === 'empty' && (whole ? t('nothingWhole') : t('nothing', { what }))}
        {run.status === 'done' && t('done', { count: run.count, name: run.file.name, size: formatBytes(run.file.size) })}
        {run.status === 'done' && run.keyless > 0 && ` ${t('keyless', { count: run.keyless })}`}
      </p>
      {run.status === 'done' && (
        <p>
          {run.locales.length > 0 && t('readIn', { locales: formatList(run.locales) })}{' '}
          {run.unread.length > 0 && t(run.customers ? 'leftOutCustomers' : 'leftOut', { fields: unreadFieldWords(run.unread) })}{' '}
          {run.left.length > 0 && t('sheet.left', { fields: formatList(run.left.map(([path, count]) => t('sheet.leftField', { path, count }))) })}
        </p>
      )}
      {run.status === 'done' && <Button onClick={() => save(run.file)}>{t('downloadAgain', { name: run.file.name })}</Button>}
      {run.status === 'failed' && (
        <p role="alert">
          {t('failed')} <ErrorMessage error={run.error} />
        </p>
      )}
    </>
  );
}

import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityType } from '@/contract';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { contactFields, fieldOfPath, sheetLayouts, type SheetChoice, type SheetConversion } from '@/engine';
import { formatCount } from '@/i18n/format';
import { fieldWords, sheetProblemText } from './problemWords';
import type { SheetSlot } from './store/wizardState';
import { andList } from './wizardText';

/** Rows offered as the header: a title and notes above a table are rarely longer. */
const headerRowChoices = 20;

/**
 * The fields a column of this sheet can fill: every path of the entity type's layout, each localized
 * field in the locales the sheet and the page use, and the keyed ones with the column's header as
 * their key (a column "surface" as the options of the attribute `surface`).
 */
function fieldChoices(entity: EntityType, conversion: SheetConversion, locale: string): string[] {
  // the sheet's own spellings first; a suggestion that differs from one only in case is not offered beside it
  const locales = new Set<string>();
  for (const path of conversion.mapping) {
    const at = path?.match(/\.([a-z]{2}-[a-z]{2})$/i);
    if (at?.[1]) locales.add(at[1]);
  }
  const spelled = new Set([...locales].map((l) => l.toLowerCase()));
  for (const suggested of [locale, 'de-de', 'en-us']) if (!spelled.has(suggested.toLowerCase())) locales.add(suggested);
  const keyed = conversion.columns.map((c) => c.header.trim()).filter((h) => h && !h.includes('.'));
  return sheetLayouts[entity].flatMap((f) => {
    if (f.localized) return [...locales].map((l) => `${f.path}.${l}`);
    if (f.keyed === 'contactField') return Object.keys(contactFields).map((name) => `contacts.${name}`);
    if (f.keyed) return keyed.map((h) => `${f.path}.${h}`);
    return [f.path];
  });
}

/** The values a field takes, for the value step: an enumeration's, or yes and no. */
const allowedValues = (entity: EntityType, path: string): readonly string[] => {
  const kind = fieldOfPath(entity, path)?.kind;
  return kind?.type === 'enum' ? kind.values : kind?.type === 'boolean' ? ['true', 'false'] : [];
};

/**
 * The value step: the words of enumeration and yes/no columns that match none of the field's values
 * ("Aktiv" for `status`), each matched to one by the merchant, or left as written for the checker to name.
 */
function ValueStep({ entity, conversion, busy, onReread }: { entity: EntityType; conversion: SheetConversion; busy: boolean; onReread: (choice: Partial<SheetChoice>) => void }) {
  const { t } = useTranslation('sheets');
  const paths = [...new Set([...Object.keys(conversion.unmatched), ...Object.keys(conversion.valueMaps)])].filter((p) => conversion.mapping.includes(p));
  if (paths.length === 0) return null;
  return (
    <div className="stack">
      {paths.map((path) => {
        const map = conversion.valueMaps[path] ?? {};
        const words = [...Object.keys(map).map((w) => [w, null] as const), ...(conversion.unmatched[path] ?? []).filter(([w]) => !(w in map))];
        const allowed = allowedValues(entity, path);
        return (
          <fieldset key={path} className="wizard-sheet-values" disabled={busy}>
            <legend>{t('values.legend', { field: fieldLabel(path) })}</legend>
            {words.map(([word, count]) => (
              <Field key={word} label={count === null ? t('values.word', { word }) : t('values.wordRows', { word, rows: formatCount(count) })}>
                <select
                  value={map[word] ?? ''}
                  onChange={(e) => {
                    const next = { ...map };
                    if (e.target.value) next[word] = e.target.value;
                    else delete next[word];
                    onReread({ valueMaps: { ...conversion.valueMaps, [path]: next } });
                  }}
                >
                  <option value="">{t('values.asWritten')}</option>
                  {allowed.map((v) => (
                    <option key={v} value={v}>
                      {v === 'true' || v === 'false' ? t(`values.${v}`) : v}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

/** A field in the merchant's words with its path beside, as the mapping's options name it. */
const fieldLabel = (path: string) => {
  const words = fieldWords(path);
  return words ? `${words} — ${path}` : path;
};

/**
 * What a slot's spreadsheet became: where it was read from, how (encoding, delimiter, numbers), and
 * each column's field, changeable; a change reads the sheet again and the check follows.
 */
export const SheetPanel = memo(function SheetPanel({ entity, sheet, locked, onReread }: {
  entity: EntityType;
  sheet: SheetSlot;
  locked: boolean;
  onReread: (choice: Partial<SheetChoice>) => void;
}) {
  const { t } = useTranslation('sheets');
  const { t: tw } = useTranslation('wizard');
  const conversion = sheet.conversion;
  const choices = useMemo(() => (conversion ? fieldChoices(entity, conversion, sheet.choice.locale) : []), [entity, conversion, sheet.choice.locale]);
  if (sheet.status === 'unreadable' && sheet.problem) {
    return (
      <Alert announce={false} tone="danger" title={t('problem.title', { name: sheet.source.name })}>
        {sheetProblemText(sheet.problem)}
      </Alert>
    );
  }
  if (!conversion) return <p className="muted">{t('reading', { name: sheet.source.name })}</p>;
  const source = conversion.sheetName ? t('source.sheet', { sheet: conversion.sheetName, name: conversion.fileName }) : t('source.csv', { name: conversion.fileName });
  const unmapped = conversion.columns.filter((c) => conversion.mapping[c.index] === null);
  const columnName = (c: (typeof conversion.columns)[number]) => `${c.letter} (${c.header || t('columns.noHeader')})`;
  const busy = locked || sheet.status === 'reading';
  const delimiter = conversion.delimiter;
  return (
    <div className="stack wizard-sheet">
      <p>
        <span translate="no">{source}</span>: {t('facts.rows', { count: conversion.elements, headerRow: conversion.headerRow })}{' '}
        {conversion.format === 'csv' && conversion.encoding && delimiter !== null && (
          <>
            {t('facts.csv', {
              encoding: t(`encoding.${conversion.encoding}`),
              delimiter: delimiter === ';' || delimiter === ',' || delimiter === '\t' || delimiter === '|' ? t(`delimiter.${delimiter}`) : t('delimiter.other', { delimiter }),
            })}{' '}
          </>
        )}
        {t('facts.numbers', { style: t(`style.${conversion.style}`) })}
        {conversion.emptyRows > 0 && <> {t('facts.left', { count: conversion.emptyRows })}</>}
        {conversion.leftOut.length > 0 && <> {t('facts.leftOutByYou', { count: conversion.leftOut.length })}</>}
        {conversion.emptyColumns > 0 && <> {t('facts.columnsLeft', { count: conversion.emptyColumns })}</>}
      </p>
      <div className="wizard-slot-options">
        {conversion.sheetNames.length > 1 && (
          <Field label={t('choose.sheet')}>
            <select value={conversion.sheetName ?? ''} disabled={busy} onChange={(e) => onReread({ sheetName: e.target.value, mapping: undefined, headerRow: undefined, edits: undefined })}>
              {conversion.sheetNames.map((name) => {
                const guess = conversion.sheetGuesses[name];
                return (
                  <option key={name} value={name}>
                    {guess ? t('choose.sheetLooksLike', { sheet: name, entity: tw(`entity.${guess}.name`) }) : t('choose.sheetOption', { sheet: name })}
                  </option>
                );
              })}
            </select>
          </Field>
        )}
        <Field label={t('choose.headerRow')}>
          <select value={conversion.headerRow} disabled={busy} onChange={(e) => onReread({ headerRow: Number(e.target.value), mapping: undefined, edits: undefined })}>
            {Array.from({ length: Math.max(headerRowChoices, conversion.headerRow) }, (_, i) => (
              <option key={i} value={i + 1}>
                {formatCount(i + 1)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {conversion.appliedMapping && (
        <p className="row">
          <span>{t('saved.applied')}</span>
          <Button disabled={busy} onClick={() => onReread({ mapping: undefined, valueMaps: undefined, saved: [] })}>
            {t('saved.guessInstead')}
          </Button>
        </p>
      )}
      <p className={unmapped.length ? 'wizard-sheet-unmapped' : 'muted'}>
        {unmapped.length ? t('columns.unmapped', { count: unmapped.length, columns: andList(unmapped.map(columnName), tw) }) : t('columns.allMapped')}
      </p>
      <details className="wizard-sheet-columns" open={unmapped.length > 0}>
        <summary>{t('columns.title')}</summary>
        <div className="table-wrap" tabIndex={0} role="region" aria-label={t('columns.caption', { source })}>
          <table className="table cards-on-phone">
            <caption className="visually-hidden">{t('columns.caption', { source })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.column')}</th>
                <th scope="col">{t('columns.header')}</th>
                <th scope="col">{t('columns.example')}</th>
                <th scope="col">{t('columns.field')}</th>
              </tr>
            </thead>
            <tbody>
              {conversion.columns.map((c) => {
                const path = conversion.mapping[c.index] ?? '';
                const options = path && !choices.includes(path) ? [path, ...choices] : choices;
                return (
                  <tr key={c.index}>
                    <td data-label={t('columns.column')}>{c.letter}</td>
                    <td data-label={t('columns.header')} translate="no">
                      {c.header || <span className="muted">{t('columns.noHeader')}</span>}
                    </td>
                    <td data-label={t('columns.example')} translate="no">
                      {c.sample}
                    </td>
                    <td data-label={t('columns.field')}>
                      <select
                        aria-label={t('columns.fieldLabel', { letter: c.letter, header: c.header || t('columns.noHeader') })}
                        value={path}
                        disabled={busy}
                        onChange={(e) => onReread({ mapping: conversion.mapping.map((p, i) => (i === c.index ? e.target.value || null : p)) })}
                      >
                        <option value="">{t('columns.notImported')}</option>
                        {options.map((p) => (
                          <option key={p} value={p}>
                            {fieldLabel(p)}
                          </option>
                        ))}
                      </select>
                      {path && path === c.guessed && <span className="muted"> {t('columns.guessed')}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
      <ValueStep entity={entity} conversion={conversion} busy={busy} onReread={onReread} />
    </div>
  );
});

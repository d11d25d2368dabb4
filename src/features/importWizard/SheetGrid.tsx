import { memo, useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityType } from '@/contract';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { cellKey, columnLetters, columnOfFinding, editCount, isAbortError, noEdits, problemText, type ElementProblemAt, type FileCheckResult, type SheetConversion, type SheetEdits } from '@/engine';
import { formatCount } from '@/i18n/format';
import { i18next } from '@/i18n/i18n';
import { downloadBlob } from '@/lib/download';
import { gridWindow, rowHeight, shownRows } from './gridWindow';
import type { CheckState, SheetSlot } from './store/wizardState';
import type { WizardStore } from './store/wizardStore';

/** The grid's columns, in rem: the row's number, a cell (its input is 9rem), the problems, the button that leaves a row out. */
const gridWidths = { row: 5, cell: 10, problems: 25, action: 16 };

/** Rows' cells kept on the page; those far from the view are fetched from the sheet's worker again. */
const cachedRows = 2000;


/** The sheet as the check that found its problems saw it: the rows and findings belong together. */
interface Checked {
  source: File;
  conversion: SheetConversion;
  result: FileCheckResult;
}

/** A sheet row's problems: by column, and those no column holds (a required field no column gives). Put into words only when drawn. */
interface RowProblems {
  byColumn: Map<number, ElementProblemAt[]>;
  whole: ElementProblemAt[];
}

function problemsByRow(entity: EntityType, { conversion, result }: Checked): Map<number, RowProblems> {
  const rows = new Map<number, RowProblems>();
  // the kept problems (up to 10,000) name few fields: each field's column is found once
  const columnOf = new Map<string, number | null>();
  for (const p of result.problems) {
    const row = conversion.rowNumbers[p.index];
    if (row === undefined) continue;
    let at = rows.get(row);
    if (!at) rows.set(row, (at = { byColumn: new Map(), whole: [] }));
    let column = columnOf.get(p.field);
    if (column === undefined) columnOf.set(p.field, (column = columnOfFinding(entity, conversion.mapping, p.field)));
    if (column === null) at.whole.push(p);
    else at.byColumn.set(column, [...(at.byColumn.get(column) ?? []), p]);
  }
  return rows;
}

const inWords = (problems: readonly ElementProblemAt[]) => problems.map((p) => problemText(i18next, p)).join(' · ');

/** A row's problems in one line, each with its column's letter. */
const rowProblemText = (at: RowProblems) => [...[...at.byColumn].map(([column, list]) => `${columnLetters(column)}: ${inWords(list)}`), ...at.whole.map((p) => problemText(i18next, p))].join(' · ');

/** Two ascending lists of row numbers as one. */
function mergeRows(a: readonly number[], b: readonly number[]): readonly number[] {
  if (b.length === 0) return a;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && (a[i] as number) < (b[j] as number)) ? (a[i++] as number) : (b[j++] as number));
  return out;
}

/** One cell: written as the sheet has it, changed by the merchant, handed on when left or confirmed with Enter. */
function CellInput({ value, label, invalid, describedBy, disabled, onFocus, onCommit }: {
  value: string | undefined;
  label: string;
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean;
  onFocus: () => void;
  onCommit: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
    else if (e.key === 'Escape' && draft !== null) {
      e.preventDefault();
      setDraft(null);
    }
  };
  return (
    <input
      type="text"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      // its text is still on its way from the sheet's worker: nothing to write over yet
      readOnly={value === undefined}
      value={draft ?? value ?? ''}
      disabled={disabled}
      autoComplete="off"
      spellCheck={false}
      onChange={(e) => setDraft(e.target.value)}
      onFocus={onFocus}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}

/** The grid's cell label, worded once by i18next with its two places left open, filled in for a cell. */
const fillCellLabel = (label: string, cell: string, header: string) =>
  // functions, not strings, put in: a header's own `$&` or `$'` stays as written
  label.replace('{{cell}}', () => cell).replace('{{header}}', () => header);

/** A column of the grid as the rows draw it. */
interface GridColumn {
  index: number;
  letter: string;
  header: string;
}

/** What a row does, the same functions from render to render, so that a row in view is not drawn again as the grid scrolls. */
interface RowActions {
  keep(row: number): void;
  write(row: number, column: number, text: string): void;
  toggle(row: number): void;
}

/** One row of the sheet: drawn when it comes into view and when its own cells, problems or state change, not at each step of a scroll. */
const GridRow = memo(function GridRow({ row, rowIndex, rowId, columns, cells, at, out, fixed, locked, actions, cellLabel }: {
  row: number;
  rowIndex: number;
  rowId: string;
  columns: readonly GridColumn[];
  cells: string[] | undefined;
  at: RowProblems | undefined;
  out: boolean;
  fixed: boolean;
  locked: boolean;
  actions: RowActions;
  /** a cell's label with `{{cell}}` and `{{header}}` to fill in: put into words once for the grid, not for every cell drawn */
  cellLabel: string;
}) {
  // worded when the row is drawn: as it comes into view, when its props change, and when the page's language does
  const { t } = useTranslation('sheets');
  const problemLine = at && !out ? rowProblemText(at) : undefined;
  return (
    <tr aria-rowindex={rowIndex} className={out ? 'is-left-out' : at ? 'has-problem' : undefined}>
      <th scope="row" className="num">
        {formatCount(row)}
      </th>
      {columns.map((c) => {
        const cellProblems = at?.byColumn.get(c.index);
        return (
          <td key={c.index} className={cellProblems ? 'has-problem' : undefined}>
            <CellInput
              value={cells?.[c.index]}
              label={fillCellLabel(cellLabel, `${c.letter}${row}`, c.header || c.letter)}
              invalid={!!cellProblems && !out}
              describedBy={cellProblems && !out ? `${rowId}-${c.index}` : undefined}
              disabled={locked || out}
              onFocus={() => actions.keep(row)}
              onCommit={(text) => actions.write(row, c.index, text)}
            />
          </td>
        );
      })}
      <td className="wizard-grid-problems" title={problemLine}>
        {out ? (
          <span className="muted">{t('grid.leftOut')}</span>
        ) : at ? (
          <>
            {[...at.byColumn].map(([column, list]) => (
              <span key={column} id={`${rowId}-${column}`} className="wizard-grid-problem">
                {columnLetters(column)}: {inWords(list)}
              </span>
            ))}
            {at.whole.map((p, k) => (
              <span key={`w${k}`} className="wizard-grid-problem">
                {problemText(i18next, p)}
              </span>
            ))}
          </>
        ) : (
          <span className="muted">{fixed ? t('grid.fixed') : '—'}</span>
        )}
      </td>
      <td>
        <Button variant="ghost" disabled={locked} onClick={() => actions.toggle(row)}>
          {out ? t('grid.takeBack', { row: formatCount(row) }) : t('grid.leaveOut', { row: formatCount(row) })}
        </Button>
      </td>
    </tr>
  );
});

/** The spreadsheet's name with "(corrected)" in the page's language before its extension. */
const correctedName = (source: string, format: SheetConversion['format'], suffix: string) => `${source.replace(/\.[^.]+$/, '')} (${suffix}).${format}`;

/**
 * The sheet's rows, to correct them without going back to the spreadsheet program: by default the
 * rows with problems, each cell with a problem marked and named; a cell written anew, a value
 * replaced in a whole column or a row left out makes the import file again and checks it at once.
 * Only the rows in view are drawn and fetched from the sheet's worker, so that 100,000 rows scroll
 * as 10 do. The corrections stay with the slot while the wizard lives; the corrected sheet can be
 * downloaded to keep them.
 */
export const SheetGrid = memo(function SheetGrid({ entity, store, sheet, check, locked }: {
  entity: EntityType;
  store: WizardStore;
  sheet: SheetSlot;
  check: CheckState;
  locked: boolean;
}) {
  const { t } = useTranslation('sheets');
  const id = useId();
  // the rows and findings of the last finished check stay while the next one runs, so that the grid and its focus stay put
  const current = sheet.status === 'read' && sheet.conversion && check.status === 'done' ? { source: sheet.source, conversion: sheet.conversion, result: check.result } : null;
  const [checked, setChecked] = useState<Checked | null>(current);
  if (current && current.result !== checked?.result) setChecked(current);
  const shown = checked && checked.source === sheet.source ? checked : null;
  const edits: SheetEdits = sheet.choice.edits ?? noEdits;
  const [onlyProblems, setOnlyProblems] = useState(true);
  // rows the merchant changed stay in view after their problems are gone, so that what was done can be seen (and undone)
  const [touched, setTouched] = useState<ReadonlySet<number>>(() => new Set());
  const [scrollTop, setScrollTop] = useState(0);
  const [cache, setCache] = useState<ReadonlyMap<number, { of: SheetConversion; cells: string[] }>>(() => new Map());
  // another spreadsheet or sheet in the slot: what was kept of the last one goes
  const sheetKey = shown ? `${shown.conversion.sheetName ?? ''}:${shown.conversion.headerRow}` : '';
  const [held, setHeld] = useState({ source: sheet.source, sheetKey });
  if (held.source !== sheet.source || held.sheetKey !== sheetKey) {
    setHeld({ source: sheet.source, sheetKey });
    setTouched(new Set());
    setCache(new Map());
  }
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);

  const problems = useMemo(() => (shown ? problemsByRow(entity, shown) : new Map<number, RowProblems>()), [entity, shown]);
  // open while there is something to correct or undo; once the merchant folds or opens it, as they left it
  const worthOpening = problems.size > 0 || editCount(edits) > 0;
  const [open, setOpen] = useState(worthOpening);
  const [worthOpeningBefore, setWorthOpeningBefore] = useState(worthOpening);
  if (worthOpening !== worthOpeningBefore) {
    setWorthOpeningBefore(worthOpening);
    if (worthOpening) setOpen(true);
  }
  const rows = useMemo(() => {
    if (!shown) return [];
    if (!onlyProblems) return mergeRows(shown.conversion.rowNumbers, shown.conversion.leftOut);
    return [...new Set([...problems.keys(), ...touched])].sort((a, b) => a - b);
  }, [shown, onlyProblems, problems, touched]);
  const { first, last, above, below } = gridWindow(rows.length, scrollTop);
  const visible = rows.slice(first, last);
  const visibleKey = visible.join(',');

  // the cells of the rows in view, fetched again once the sheet was made anew (a replacement changes cells out of view too)
  useEffect(() => {
    if (!shown) return;
    const of = shown.conversion;
    const wanted = visibleKey ? visibleKey.split(',').map(Number) : [];
    const missing = wanted.filter((n) => cache.get(n)?.of !== of);
    if (missing.length === 0) return;
    let live = true;
    void store.sheetRows(entity, missing).then(
      (cells) => {
        if (!live) return;
        setCache((before) => {
          const next = new Map(before.size > cachedRows ? [...before].filter(([n]) => wanted.includes(n)) : before);
          missing.forEach((n, i) => next.set(n, { of, cells: cells[i] ?? [] }));
          return next;
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [entity, store, shown, visibleKey, cache]);

  // made anew only with the edits: a row in view is drawn again when its own props change, not at each scroll
  const actions = useMemo(() => {
    // a row in use stays listed while checks come and go, so that the cell being written keeps its place and focus
    const keep = (row: number) => setTouched((before) => (before.has(row) ? before : new Set(before).add(row)));
    // the slot's status line says what the check of the changed sheet found
    const change = (next: SheetEdits, row: number | null) => {
      if (row !== null) keep(row);
      store.rereadSheet(entity, { edits: next });
    };
    const write = (row: number, column: number, text: string) => {
      // shown as written at once; the worker's cells follow with the next conversion
      setCache((before) => {
        const at = before.get(row);
        if (!at) return before;
        const cells = [...at.cells];
        cells[column] = text;
        return new Map(before).set(row, { ...at, cells });
      });
      change({ ...edits, cells: { ...edits.cells, [cellKey(row, column)]: text } }, row);
    };
    const toggle = (row: number) =>
      edits.leftOut.includes(row)
        ? change({ ...edits, leftOut: edits.leftOut.filter((r) => r !== row) }, row)
        : change({ ...edits, leftOut: [...edits.leftOut, row].sort((a, b) => a - b) }, row);
    return { keep, change, write, toggle };
  }, [store, entity, edits]);
  const { change } = actions;
  const columns = useMemo(() => (shown ? shown.conversion.columns.filter((c) => shown.conversion.mapping[c.index] != null) : []), [shown]);
  const leftOut = useMemo(() => new Set(edits.leftOut), [edits]);

  const cellLabel = t('grid.cellLabel', { cell: '{{cell}}', header: '{{header}}', interpolation: { escapeValue: false } });

  if (!shown) return null;
  const { conversion, result } = shown;
  const changes = editCount(edits);
  const sheetLabel = conversion.sheetName ?? conversion.fileName;
  const problemRows = problems.size;

  const download = () => {
    setDownloadProblem(null);
    store
      .correctedSheet(entity)
      ?.then((blob) => downloadBlob(correctedName(conversion.fileName, conversion.format, t('grid.correctedSuffix')), blob))
      // the slot let the spreadsheet go meanwhile: nothing to say
      .catch((error: unknown) => !isAbortError(error) && setDownloadProblem(t('grid.downloadFailed')));
  };

  return (
    <details className="wizard-grid-part" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('grid.title', { sheet: sheetLabel })}</summary>
      <div className="stack">
        <p>
          {problemRows > 0 ? t('grid.problemRows', { count: problemRows }) : t('grid.noProblemRows')}
          {result.problems.length < result.problemCount && <> {t('grid.firstProblems', { count: result.problems.length, total: formatCount(result.problemCount) })}</>}
        </p>
        <div className="row">
          <label className="row">
            <input
              type="checkbox"
              checked={onlyProblems}
              onChange={(e) => {
                setOnlyProblems(e.target.checked);
                setTouched(new Set());
              }}
            />
            <span>{t('grid.onlyProblems')}</span>
          </label>
          <span className="muted">{t('grid.rowsShown', { count: rows.length })}</span>
        </div>
        {rows.length > 0 && (
          <div
            className="table-wrap wizard-grid"
            tabIndex={0}
            role="region"
            aria-label={t('grid.caption', { sheet: sheetLabel })}
            style={{ maxHeight: (shownRows + 1) * rowHeight }}
            onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
          >
            {/* its columns' widths fixed: a scroll's new rows then lay out on their own, not the whole table again */}
            <table className="table" aria-rowcount={rows.length + 1} style={{ width: `${gridWidths.row + gridWidths.problems + gridWidths.action + gridWidths.cell * columns.length}rem` }}>
              <caption className="visually-hidden">{t('grid.caption', { sheet: sheetLabel })}</caption>
              <colgroup>
                <col style={{ width: `${gridWidths.row}rem` }} />
                {columns.map((c) => (
                  <col key={c.index} style={{ width: `${gridWidths.cell}rem` }} />
                ))}
                <col style={{ width: `${gridWidths.problems}rem` }} />
                <col style={{ width: `${gridWidths.action}rem` }} />
              </colgroup>
              <thead>
                <tr aria-rowindex={1}>
                  <th scope="col" className="num">
                    {t('grid.row')}
                  </th>
                  {columns.map((c) => (
                    <th scope="col" key={c.index} translate="no" title={c.header || undefined}>
                      {c.letter} · {c.header || t('columns.noHeader')}
                    </th>
                  ))}
                  <th scope="col" className="wizard-grid-problems">
                    {t('grid.problems')}
                  </th>
                  <th scope="col">{t('grid.action')}</th>
                </tr>
              </thead>
              <tbody>
                {above > 0 && (
                  <tr aria-hidden="true" className="wizard-grid-spacer">
                    <td colSpan={columns.length + 3} style={{ height: above }} />
                  </tr>
                )}
                {visible.map((row, i) => (
                  <GridRow
                    key={row}
                    row={row}
                    rowIndex={first + i + 2}
                    rowId={`${id}-${row}`}
                    columns={columns}
                    cells={cache.get(row)?.cells}
                    at={problems.get(row)}
                    out={leftOut.has(row)}
                    fixed={touched.has(row) && check.status === 'done'}
                    locked={locked}
                    actions={actions}
                    cellLabel={cellLabel}
                  />
                ))}
                {below > 0 && (
                  <tr aria-hidden="true" className="wizard-grid-spacer">
                    <td colSpan={columns.length + 3} style={{ height: below }} />
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        )}
        <ReplaceInColumn
          columns={columns.map((c) => ({ index: c.index, name: `${c.letter} (${c.header || t('columns.noHeader')})` }))}
          disabled={locked}
          onReplace={(column, from, to) => change({ ...edits, replacements: [...edits.replacements, { column, from, to }] }, null)}
        />
        {edits.replacements.length > 0 && (
          <ul className="wizard-grid-replacements" aria-label={t('grid.replacementsLabel')}>
            {edits.replacements.map((r, k) => {
              // counted by the checked conversion only when it was made with this replacement
              const made = conversion.edits.replacements[k];
              const counted = made && made.column === r.column && made.from === r.from && made.to === r.to ? conversion.replaced[k] : undefined;
              return (
              <li key={k} className="row">
                <span>
                  {counted === undefined
                    ? t('grid.replacementPending', { from: r.from, to: r.to, column: columnLetters(r.column) })
                    : t('grid.replacement', { from: r.from, to: r.to, column: columnLetters(r.column), count: counted })}
                </span>
                <Button
                  variant="ghost"
                  disabled={locked}
                  onClick={() => change({ ...edits, replacements: edits.replacements.filter((_, j) => j !== k) }, null)}
                >
                  {t('grid.undoReplacement', { from: r.from, column: columnLetters(r.column) })}
                </Button>
              </li>
              );
            })}
          </ul>
        )}
        {changes > 0 && (
          <div className="row">
            <span>
              {t('grid.changes', {
                cells: formatCount(Object.keys(edits.cells).length),
                replacements: formatCount(edits.replacements.length),
                rows: formatCount(edits.leftOut.length),
              })}
            </span>
            <Button disabled={locked} onClick={() => change(noEdits, null)}>
              {t('grid.undoAll')}
            </Button>
            <Button onClick={download}>{t('grid.download', { format: conversion.format.toUpperCase() })}</Button>
          </div>
        )}
        {downloadProblem && (
          <p className="field-error" role="alert">
            {downloadProblem}
          </p>
        )}
      </div>
    </details>
  );
});

/** Replaces a value in every row of one column ("12,5O" by "12,50" in column E); an empty "find" fills the column's empty cells. */
function ReplaceInColumn({ columns, disabled, onReplace }: {
  columns: readonly { index: number; name: string }[];
  disabled: boolean;
  onReplace: (column: number, from: string, to: string) => void;
}) {
  const { t } = useTranslation('sheets');
  const [column, setColumn] = useState<number | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = columns.find((c) => c.index === column) ?? columns[0];
  if (!chosen) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (from.trim() === to.trim()) return setProblem(t('grid.replaceSame'));
    setProblem(null);
    onReplace(chosen.index, from, to);
    setFrom('');
    setTo('');
  };
  return (
    <form className="wizard-grid-replace" onSubmit={submit}>
      <fieldset disabled={disabled}>
        <legend>{t('grid.replaceLegend')}</legend>
        <div className="wizard-slot-options">
          <Field label={t('grid.replaceColumn')}>
            <select value={chosen.index} onChange={(e) => setColumn(Number(e.target.value))}>
              {columns.map((c) => (
                <option key={c.index} value={c.index}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('grid.replaceFrom')} hint={t('grid.replaceFromHint')}>
            <input type="text" value={from} autoComplete="off" spellCheck={false} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field label={t('grid.replaceTo')} error={problem ?? undefined}>
            <input type="text" value={to} autoComplete="off" spellCheck={false} onChange={(e) => setTo(e.target.value)} />
          </Field>
        </div>
        <Button type="submit">{t('grid.replace')}</Button>
      </fieldset>
    </form>
  );
}

/**
 * POST-model elements as a sheet's rows: the way back of `elementBuilder` (rowsToElements.ts), so that
 * a sheet written here and read by the wizard again gives the same elements. A column's key is the
 * path a mapping names (`name.de-de`, `price.price`, `options.surface`, `categories.primary`); the
 * default layout's headers are those paths, a saved mapping's are the merchant's own, with their
 * value words ("Aktiv" for `active`). What an element holds that no column can hold is counted by
 * field, to be named beside the file rather than lost unsaid.
 */
import type { EntityType } from '../../contract/terms';
import type { Cell } from './cellValues';
import type { SavedSheetMapping } from './savedMapping';
import { contactFields, sheetLayouts, type FieldKind, type SheetField } from './sheetLayouts';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);
const joined = (items: readonly unknown[]) => items.map((item) => String(item)).join(';');

/**
 * A value as the column's cell: numbers and yes/no typed (a CSV writer words them), the rest as text.
 * A date stays the text the service gave: a CSV file keeps it to the letter, a workbook makes it a date cell.
 */
function cellOf(value: unknown, kind: FieldKind): Cell {
  if (value === null || value === undefined) return null;
  if (kind.type === 'number' && typeof value === 'number') return value;
  if (kind.type === 'boolean' && typeof value === 'boolean') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'string' ? value : String(value);
}

const at = (el: Obj, steps: readonly string[]): unknown => steps.reduce<unknown>((v, step) => (isObj(v) ? v[step] : undefined), el);

/** The paths the layout's columns hold whole, and the objects they lie in (`price` for `price.price`). */
const covered = new Map<EntityType, { taken: Set<string>; within: Set<string> }>();
function coveredPaths(entity: EntityType) {
  let paths = covered.get(entity);
  if (!paths) {
    const taken = new Set<string>();
    const within = new Set<string>();
    for (const field of sheetLayouts[entity]) {
      const steps = field.path.split('.');
      // a localized or keyed field's object and a list are held whole by their columns
      const whole = field.localized || field.keyed || field.kind.type === 'codes' || field.path === 'categories.primary' ? (steps[0] ?? field.path) : field.path;
      taken.add(whole);
      const parts = whole.split('.');
      for (let i = 1; i < parts.length; i++) within.add(parts.slice(0, i).join('.'));
    }
    covered.set(entity, (paths = { taken, within }));
  }
  return paths;
}

/**
 * One element as its cells by column key, and the fields it holds that no column of the layout
 * takes (a second address, a product's media, a value's own sequence).
 */
export function elementCells(entity: EntityType, el: Obj): { cells: Map<string, Cell>; left: string[] } {
  const cells = new Map<string, Cell>();
  const left = new Set<string>();
  const put = (key: string, cell: Cell) => {
    if (cell !== null && cell !== '') cells.set(key, cell);
  };
  for (const field of sheetLayouts[entity]) {
    const steps = field.path.split('.');
    if (field.path === 'values.name' || field.path === 'categories.primary') continue;
    if (field.localized) {
      const texts = at(el, steps);
      if (isObj(texts)) for (const [locale, text] of Object.entries(texts)) put(`${field.path}.${locale}`, text == null ? null : String(text));
    } else if (field.keyed === 'choices') {
      for (const choice of listOf(el[field.path])) {
        put(`${field.path}.${String(choice.code)}`, joined(listOf(choice.values).map((v) => v.code)));
        if (Object.keys(choice).some((k) => k !== 'code' && k !== 'values') || listOf(choice.values).some((v) => Object.keys(v).some((k) => k !== 'code'))) left.add(field.path);
      }
    } else if (field.keyed === 'contactField') {
      const contacts = listOf(el.contacts);
      const first = contacts[0];
      if (first)
        for (const [name, value] of Object.entries(first)) {
          const kind = contactFields[name];
          if (kind) put(`contacts.${name}`, cellOf(value, kind));
          else left.add(`contacts.${name}`);
        }
      if (contacts.length > 1) left.add('contacts');
    } else if (field.keyed === 'customerAttribute') {
      for (const attribute of listOf(el.attributes)) put(`attributes.${String(attribute.code)}`, attribute.value == null ? null : String(attribute.value));
    } else if (entity === 'attribute' && field.path === 'values') {
      const values = listOf(el.values);
      put('values', joined(values.map((v) => v.code)));
      const locales = new Set(values.flatMap((v) => (isObj(v.name) ? Object.keys(v.name) : [])));
      for (const locale of locales) put(`values.name.${locale}`, joined(values.map((v) => (isObj(v.name) ? (v.name[locale] ?? '') : ''))));
      // the sheet gives each value its place as its sequence: another sequence is not kept
      if (values.some((v, i) => v.sequenceId !== undefined && v.sequenceId !== i)) left.add('values.sequenceId');
    } else if (field.path === 'categories') {
      const links = listOf(el.categories);
      put('categories', joined(links.map((c) => c.code)));
      const primary = links.find((c) => c.isPrimary === true);
      if (primary) put('categories.primary', String(primary.code));
    } else if (field.kind.type === 'codes' || field.kind.type === 'texts') {
      const list = at(el, steps);
      if (Array.isArray(list)) put(field.path, joined(field.kind.type === 'codes' ? listOf(list).map((c) => c.code) : list));
    } else {
      put(field.path, cellOf(at(el, steps), field.kind));
    }
  }
  // what the layout has no column for, by its path: `media`, `price.priceType`
  const { taken, within } = coveredPaths(entity);
  const walk = (value: unknown, path: string) => {
    if (taken.has(path)) return;
    if (isObj(value) && within.has(path)) for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    else left.add(path);
  };
  for (const [key, value] of Object.entries(el)) walk(value, key);
  return { cells, left: [...left] };
}

/** A column of a written sheet: its header and the key of the cells it holds (null: a column the mapping does not import). */
export interface WrittenColumn {
  header: string;
  key: string | null;
  kind: FieldKind;
  /** a saved mapping's words for the column's values, by value (`active` → `Aktiv`, `true` → `Ja`) */
  words?: ReadonlyMap<string, string>;
}

const textKind: FieldKind = { type: 'text' };

/** The layout's field of a column key, for its kind and its place among the columns. */
function fieldOfKey(entity: EntityType, key: string): { field: SheetField | null; index: number; kind: FieldKind } {
  const fields = sheetLayouts[entity];
  const exact = fields.findIndex((f) => f.path === key && !f.localized && !f.keyed);
  if (exact >= 0) return { field: fields[exact] ?? null, index: exact, kind: fields[exact]?.kind ?? textKind };
  // the longest path the key lies in: `values.name.de-de` is `values.name`'s, not `values`'
  let best = -1;
  fields.forEach((f, i) => {
    if (key.startsWith(`${f.path}.`) && (best < 0 || f.path.length > (fields[best]?.path.length ?? 0))) best = i;
  });
  const field = fields[best] ?? null;
  const kind = field?.keyed === 'contactField' ? (contactFields[key.slice('contacts.'.length)] ?? textKind) : field?.keyed === 'choices' ? { type: 'codes' as const } : (field?.kind ?? textKind);
  return { field, index: best < 0 ? fields.length : best, kind };
}

/**
 * Collects elements as rows and hands them out with their columns: the default layout's columns are
 * those any element fills, in the layout's order (a locale's or a key's columns in the order they
 * came); a saved mapping's are its own headers, in its order.
 */
export class SheetRows {
  private readonly keys = new Map<string, number>();
  private readonly rows: Cell[][] = [];
  /** by field path: how many elements hold it where no column takes it */
  readonly left = new Map<string, number>();

  constructor(
    private readonly entity: EntityType,
    private readonly mapping: SavedSheetMapping | null = null,
  ) {
    if (mapping) mapping.mapping.forEach((key, i) => key && !this.keys.has(key) && this.keys.set(key, i));
  }

  get count() {
    return this.rows.length;
  }

  add(el: Obj) {
    const { cells, left } = elementCells(this.entity, el);
    const row: Cell[] = [];
    for (const [key, cell] of cells) {
      let column = this.keys.get(key);
      if (column === undefined) {
        if (this.mapping) {
          this.left.set(key, (this.left.get(key) ?? 0) + 1);
          continue;
        }
        this.keys.set(key, (column = this.keys.size));
      }
      row[column] = cell;
    }
    for (const path of left) this.left.set(path, (this.left.get(path) ?? 0) + 1);
    this.rows.push(row);
  }

  /** The columns as written, and each row's cells in their order. */
  columns(): WrittenColumn[] {
    const mapping = this.mapping;
    if (mapping)
      return mapping.headers.map((header, i) => {
        const key = mapping.mapping[i] ?? null;
        if (!key) return { header, key, kind: textKind };
        const { field, kind } = fieldOfKey(this.entity, key);
        // the first of the merchant's words for a value is the one written
        const words = new Map<string, string>();
        for (const [word, value] of Object.entries(mapping.valueMaps[key] ?? (field ? mapping.valueMaps[field.path] : undefined) ?? {})) if (!words.has(value)) words.set(value, word);
        return { header, key, kind, ...(words.size ? { words } : {}) };
      });
    const placed = [...this.keys].map(([key, column]) => ({ key, column, ...fieldOfKey(this.entity, key) }));
    placed.sort((a, b) => a.index - b.index || a.column - b.column);
    return placed.map(({ key, kind }) => ({ header: key, key, kind }));
  }

  *cellRows(columns: readonly WrittenColumn[]): Generator<Cell[]> {
    const order = columns.map((c) => (c.key === null ? -1 : (this.keys.get(c.key) ?? -1)));
    const worded = (cell: Cell, words: ReadonlyMap<string, string> | undefined): Cell =>
      !words || cell === null || typeof cell === 'number' || cell instanceof Date ? cell : (words.get(String(cell)) ?? cell);
    for (const row of this.rows) yield order.map((i, c) => (i < 0 ? null : worded(row[i] ?? null, columns[c]?.words)));
  }
}

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
const none: Obj[] = [];
/** A list's objects: the list itself when it holds nothing else, which is nearly always (no copy per cell of 100,000 rows). */
const listOf = (v: unknown): Obj[] => (Array.isArray(v) ? (v.every(isObj) ? v : v.filter(isObj)) : none);
/** Whether an object has a key other than these: a field no column holds. */
const hasOtherKey = (o: Obj, a: string, b?: string) => {
  for (const key in o) if (key !== a && key !== b) return true;
  return false;
};

/** `path.key` column keys, made once per path and key: an export asks for the same few hundred thousands of times. */
const joinedKeys = new Map<string, Map<string, string>>();
const keyOf = (path: string, key: string) => {
  let byKey = joinedKeys.get(path);
  if (!byKey) joinedKeys.set(path, (byKey = new Map()));
  let joined = byKey.get(key);
  if (joined === undefined) {
    joined = `${path}.${key}`;
    // a catalogue's keys are its locales and attribute codes; a bound keeps odd data from growing it without end
    if (byKey.size < 10_000) byKey.set(key, joined);
  }
  return joined;
};

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

const at = (el: Obj, steps: readonly string[]): unknown => {
  let v: unknown = el;
  for (const step of steps) v = isObj(v) ? v[step] : undefined;
  return v;
};

/** A text a list cell cannot hold as one item: it would come back as two. */
const splits = (text: string) => /[;\n]/.test(text);

interface PlannedField {
  field: SheetField;
  steps: readonly string[];
}

/** What a top-level property of an element becomes, worked out once per entity type: the fields that start with it, and the paths inside it that have a column. */
const plans = new Map<EntityType, Map<string, { fields: PlannedField[]; inside: ReadonlySet<string> | null }>>();
function planOf(entity: EntityType) {
  let plan = plans.get(entity);
  if (!plan) {
    plan = new Map();
    for (const field of sheetLayouts[entity]) {
      // written with the field they belong to: an attribute's value names with its values, the primary category with the categories
      if (field.path === 'values.name' || field.path === 'values.sequenceId' || field.path === 'categories.primary') continue;
      const steps = field.path.split('.');
      const top = steps[0] ?? field.path;
      const entry = plan.get(top) ?? { fields: [], inside: null };
      entry.fields.push({ field, steps });
      // an object whose fields are columns of their own (`price.price`): its other fields have none
      if (steps.length > 1 && !field.localized && !field.keyed) entry.inside = new Set([...(entry.inside ?? []), steps[1] ?? '']);
      plan.set(top, entry);
    }
    plans.set(entity, plan);
  }
  return plan;
}

type Put = (key: string, cell: Cell) => void;

/** An element's cells, each handed to `put` by its column key; what no column holds added to `left`. */
function writeElement(entity: EntityType, el: Obj, put: Put, left: Set<string>) {
  const plan = planOf(entity);
  for (const top in el) {
    const value = el[top];
    const planned = plan.get(top);
    if (!planned) {
      left.add(top);
      continue;
    }
    for (const { field, steps } of planned.fields) {
      if (field.localized) {
        if (isObj(value)) for (const locale in value) put(keyOf(field.path, locale), value[locale] == null ? null : String(value[locale]));
      } else if (field.keyed === 'choices') {
        for (const choice of listOf(value)) {
          const values = listOf(choice.values);
          let codes = '';
          let more = hasOtherKey(choice, 'code', 'values');
          for (let i = 0; i < values.length; i++) {
            const v = values[i]!;
            const code = String(v.code);
            codes += i ? `;${code}` : code;
            more ||= splits(code) || hasOtherKey(v, 'code');
          }
          put(keyOf(field.path, String(choice.code)), codes);
          if (more) left.add(field.path);
        }
      } else if (field.keyed === 'contactField') {
        const contacts = listOf(value);
        for (const [name, v] of Object.entries(contacts[0] ?? {})) {
          const kind = contactFields[name];
          if (kind) put(`contacts.${name}`, cellOf(v, kind));
          else left.add(`contacts.${name}`);
        }
        if (contacts.length > 1) left.add('contacts');
      } else if (field.keyed === 'customerAttribute') {
        for (const attribute of listOf(value)) put(`attributes.${String(attribute.code)}`, attribute.value == null ? null : String(attribute.value));
      } else if (entity === 'attribute' && field.path === 'values') {
        attributeValues(listOf(value), put, left);
      } else if (field.path === 'categories') {
        const links = listOf(value);
        let codes = '';
        let primary: string | null = null;
        let more = false;
        for (let i = 0; i < links.length; i++) {
          const link = links[i]!;
          const code = String(link.code);
          codes += i ? `;${code}` : code;
          if (primary === null && link.isPrimary === true) primary = code;
          // a link's own sequence, or a false flag written out, the columns do not hold
          more ||= splits(code) || hasOtherKey(link, 'code', 'isPrimary') || ('isPrimary' in link && link.isPrimary !== true);
        }
        put('categories', codes);
        if (primary !== null) put('categories.primary', primary);
        if (more) left.add('categories');
      } else {
        const v = steps.length === 1 ? value : at(el, steps);
        if (field.kind.type === 'codes' || field.kind.type === 'texts') {
          if (Array.isArray(v)) put(field.path, (field.kind.type === 'codes' ? listOf(v).map((c) => c.code) : v).join(';'));
        } else put(field.path, cellOf(v, field.kind));
      }
    }
    if (planned.inside && isObj(value)) for (const key in value) if (!planned.inside.has(key)) left.add(`${top}.${key}`);
  }
}

/**
 * An attribute's values: their codes in one cell, their names in one cell per locale in the same
 * order (an empty place kept: `Rot;;Blau`), and their sequence in a cell of its own only when it is
 * not their order counted from 0, which is what the sheet reader gives them.
 */
function attributeValues(values: Obj[], put: (key: string, cell: Cell) => void, left: Set<string>) {
  const sorted = [...values].sort((a, b) => (Number(a.sequenceId ?? 0) || 0) - (Number(b.sequenceId ?? 0) || 0));
  const codes = sorted.map((v) => String(v.code));
  put('values', codes.join(';'));
  const locales = new Set(sorted.flatMap((v) => (isObj(v.name) ? Object.keys(v.name) : [])));
  for (const locale of locales) {
    const names = sorted.map((v) => (isObj(v.name) && v.name[locale] != null ? String(v.name[locale]) : ''));
    put(`values.name.${locale}`, names.join(';'));
    if (names.some(splits)) left.add('values.name');
  }
  if (sorted.some((v, i) => v.sequenceId !== undefined && v.sequenceId !== i)) put('values.sequenceId', sorted.map((v) => String(v.sequenceId ?? '')).join(';'));
  if (codes.some(splits)) left.add('values');
  for (const v of sorted) for (const key of Object.keys(v)) if (key !== 'code' && key !== 'name' && key !== 'sequenceId') left.add(`values.${key}`);
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
    // a stock row's SKU may be null, but the field must be there: its column is written even when every cell is empty
    else if (entity === 'inventory') this.keys.set('sku', 0);
  }

  get count() {
    return this.rows.length;
  }

  // the row being written and what of its element no column holds: one `put` for every element, not a closure each
  private row: Cell[] = [];
  private readonly rowLeft = new Set<string>();
  private readonly put: Put = (key, cell) => {
    if (cell === null || cell === '') return;
    let column = this.keys.get(key);
    if (column === undefined) {
      if (this.mapping) {
        this.rowLeft.add(key);
        return;
      }
      this.keys.set(key, (column = this.keys.size));
    }
    this.row[column] = cell;
  };

  add(el: Obj) {
    this.row = [];
    writeElement(this.entity, el, this.put, this.rowLeft);
    for (const path of this.rowLeft) this.left.set(path, (this.left.get(path) ?? 0) + 1);
    this.rowLeft.clear();
    this.rows.push(this.row);
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
    // a key two columns name (a mapping's `categories.1` and `categories.2` both read `categories`) is written in the first
    const seen = new Set<string>();
    const order = columns.map((c) => {
      if (c.key === null || seen.has(c.key)) return -1;
      seen.add(c.key);
      return this.keys.get(c.key) ?? -1;
    });
    const worded = (cell: Cell, words: ReadonlyMap<string, string> | undefined): Cell =>
      !words || cell === null || typeof cell === 'number' || cell instanceof Date ? cell : (words.get(String(cell)) ?? cell);
    const anyWords = columns.some((c) => c.words);
    for (const row of this.rows) {
      const cells: Cell[] = new Array<Cell>(order.length);
      for (let c = 0; c < order.length; c++) {
        const i = order[c]!;
        const cell = i < 0 ? null : (row[i] ?? null);
        cells[c] = anyWords ? worded(cell, columns[c]?.words) : cell;
      }
      yield cells;
    }
  }
}

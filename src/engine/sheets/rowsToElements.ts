/**
 * A sheet's rows as the import file's elements: each mapped column's cell put at its field's path,
 * converted to the field's kind. Blank cells leave the field out, as a JSON file would.
 */
import type { EntityType } from '../../contract/terms';
import { cellText, convertCell, isBlank, listItems, parseNumber, type Cell, type NumberStyle } from './cellValues';

/** A list cell's items in their places, empty ones kept: the names that go with a list of codes. */
const placedItems = (cell: Cell) => cellText(cell).split(/[;\n]/).map((s) => s.trim());
import { fieldOfPath } from './matchColumns';
import { contactFields, type SheetField } from './sheetLayouts';

type Obj = Record<string, unknown>;

/** A column's mapping: its field's path, or null when the column is not imported. */
export type ColumnMapping = readonly (string | null)[];

/** The words of the sheet the merchant matched to a field's values, by field path: `{ status: { Aktiv: 'active' } }`. */
export type ValueMaps = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface ElementOptions {
  entity: EntityType;
  mapping: ColumnMapping;
  style: NumberStyle;
  valueMaps?: ValueMaps;
  /** filled with the words of enumerations and yes/no fields that match no value, by field path: what the value step offers to map */
  unmatched?: Map<string, Map<string, number>>;
}

/** Distinct words kept per field for the value step: a column of free text in an enumeration's place is not listed whole. */
const unmatchedKept = 50;

const note = (unmatched: Map<string, Map<string, number>> | undefined, path: string, word: string) => {
  if (!unmatched) return;
  let words = unmatched.get(path);
  if (!words) unmatched.set(path, (words = new Map()));
  if (words.has(word) || words.size < unmatchedKept) words.set(word, (words.get(word) ?? 0) + 1);
};

interface PlacedColumn {
  index: number;
  path: string;
  field: SheetField;
}

/** The columns that are imported, each with its field; a path that names no field of the layout is not imported. */
export function placedColumns(entity: EntityType, mapping: ColumnMapping): PlacedColumn[] {
  return mapping.flatMap((path, index) => {
    const field = path ? fieldOfPath(entity, path) : null;
    return path && field ? [{ index, path, field }] : [];
  });
}

const objectAt = (el: Obj, steps: readonly string[]): Obj => {
  let at = el;
  for (const step of steps) {
    const next = at[step];
    at = (typeof next === 'object' && next !== null && !Array.isArray(next) ? next : (at[step] = {})) as Obj;
  }
  return at;
};

/** Makes a builder of elements for one sheet's mapping: call it with each data row. */
export function elementBuilder({ entity, mapping, style, valueMaps = {}, unmatched }: ElementOptions) {
  // what each column needs, worked out once for the sheet rather than once a cell
  const columns = placedColumns(entity, mapping).map((c) => {
    const steps = c.field.path.split('.');
    return { ...c, steps, parents: steps.slice(0, -1), last: steps[steps.length - 1] ?? c.field.path, key: c.path.slice(c.field.path.length + 1), map: valueMaps[c.path] ?? valueMaps[c.field.path] };
  });
  return (row: readonly Cell[]): Obj => {
    const el: Obj = {};
    let valueNames: [string, string[]][] | null = null;
    let sequence: string[] | null = null;
    for (const { index, path, field, steps, parents, last, key, map } of columns) {
      const cell = row[index] ?? null;
      if (isBlank(cell)) continue;
      if (field.localized) {
        // an attribute's value names: one cell per locale, in the order of the value codes
        // a value without a name in the locale keeps its empty place (`Rot;;Blau`)
        if (entity === 'attribute' && field.path === 'values.name') (valueNames ??= []).push([key, placedItems(cell)]);
        else objectAt(el, steps)[key] = cellText(cell);
      } else if (field.keyed === 'choices') {
        const list = (el[field.path] ??= []) as Obj[];
        list.push({ code: key, values: listItems(cell).map((code) => ({ code })) });
      } else if (field.keyed === 'contactField') {
        const name = path.slice('contacts.'.length);
        const kind = contactFields[name];
        const contacts = (el.contacts ??= [{}]) as [Obj];
        if (kind) contacts[0][name] = convertCell(cell, kind, style, map);
      } else if (field.keyed === 'customerAttribute') {
        const list = (el.attributes ??= []) as Obj[];
        list.push({ code: path.slice('attributes.'.length), value: cellText(cell) });
      } else if (field.path === 'categories.primary') {
        const code = cellText(cell);
        const list = (el.categories ??= []) as Obj[];
        const link = list.find((c) => c.code === code);
        if (link) link.isPrimary = true;
        else list.unshift({ code, isPrimary: true });
      } else if (field.kind.type === 'codes' && entity === 'attribute') {
        el.values = listItems(cell).map((code, sequenceId) => ({ code, sequenceId }));
      } else if (entity === 'attribute' && field.path === 'values.sequenceId') {
        sequence = placedItems(cell);
      } else if (field.kind.type === 'codes' || field.kind.type === 'texts') {
        // repeated columns (categories.1, categories.2) add to one list
        const items = convertCell(cell, field.kind, style, map) as unknown[];
        const list = el[field.path];
        if (Array.isArray(list)) list.push(...items);
        else objectAt(el, parents)[last] = items;
      } else {
        const value = convertCell(cell, field.kind, style, map);
        if ((field.kind.type === 'enum' && !field.kind.values.includes(value as string)) || (field.kind.type === 'boolean' && typeof value === 'string'))
          note(unmatched, path, cellText(cell));
        objectAt(el, parents)[last] = value;
      }
    }
    if (sequence && Array.isArray(el.values))
      (el.values as Obj[]).forEach((value, i) => {
        const n = parseNumber(sequence?.[i] ?? '', style);
        if (n !== null) value.sequenceId = n;
      });
    // a stock row's SKU may be empty on purpose: the model takes null, and needs the field
    if (entity === 'inventory' && !('sku' in el) && columns.some((c) => c.path === 'sku')) el.sku = null;
    if (valueNames && Array.isArray(el.values)) {
      const values = el.values as Obj[];
      for (const [locale, names] of valueNames)
        names.forEach((name, i) => {
          if (values[i] && name) values[i].name = { ...(values[i].name as Obj | undefined), [locale]: name };
        });
    }
    return el;
  };
}

/**
 * The sheet's column that holds a finding's field (`price.price`, `categories[1].code`, `name`), or
 * null: the longest mapped path the field lies in, else the first mapped path that lies in the field.
 */
export function columnOfFinding(entity: EntityType, mapping: ColumnMapping, field: string): number | null {
  const dotted = field.replace(/\[\d+\]/g, '');
  if (!dotted) return null;
  let best: { index: number; length: number } | null = null;
  for (const { index, path, field: f } of placedColumns(entity, mapping)) {
    const owner = f.keyed || f.localized ? f.path : path;
    if ((dotted === path || dotted.startsWith(`${path}.`) || dotted === owner || dotted.startsWith(`${owner}.`)) && (!best || path.length > best.length))
      best = { index, length: path.length };
  }
  if (best) return best.index;
  const inside = placedColumns(entity, mapping).find(({ path }) => path.startsWith(`${dotted}.`));
  return inside ? inside.index : null;
}

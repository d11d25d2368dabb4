/**
 * The real catalog's JSON files as the rows of a spreadsheet in the default layout of docs/spreadsheets.md:
 * nested fields as dotted columns (`price.price`, `name.en-us`), lists joined with `;`, an option's values
 * in a column named after the attribute. What a merchant's workbook of the same catalog holds.
 */
type Obj = Record<string, unknown>;
type Cell = string | number | boolean | null;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function flatten(el: Obj, entity: string): Record<string, Cell> {
  const row: Record<string, Cell> = {};
  const walk = (value: unknown, path: string) => {
    if (isObj(value)) for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    else if (!Array.isArray(value)) row[path] = value as Cell;
  };
  for (const [key, value] of Object.entries(el)) {
    if (key === 'categories' && Array.isArray(value)) {
      row.categories = value.map((c: Obj) => c.code).join(';');
      const primary = value.find((c: Obj) => c.isPrimary);
      if (primary) row['categories.primary'] = primary.code as string;
    } else if ((key === 'options' || key === 'extras') && Array.isArray(value)) {
      for (const o of value as Obj[]) row[`${key}.${o.code as string}`] = ((o.values as Obj[]) ?? []).map((v) => v.code).join(';');
    } else if (entity === 'attribute' && key === 'values' && Array.isArray(value)) {
      row.values = (value as Obj[]).map((v) => v.code).join(';');
      for (const locale of Object.keys(((value as Obj[])[0]?.name as Obj) ?? {}))
        row[`values.name.${locale}`] = (value as Obj[]).map((v) => (v.name as Obj)[locale]).join(';');
    } else walk(value, key);
  }
  return row;
}

/** A header row of every column any element fills, then one row per element. */
export function sheetRows(elements: readonly Obj[], entity: string): Cell[][] {
  const rows = elements.map((el) => flatten(el, entity));
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [headers, ...rows.map((r) => headers.map((h) => r[h] ?? null))];
}

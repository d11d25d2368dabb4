/**
 * The merchant's corrections to a sheet, made in the wizard's grid rather than in the spreadsheet
 * program: a cell written anew, a value replaced in a whole column, a row left out. They are kept
 * with the slot while the wizard lives (never in storage: a customer sheet is personal data) and
 * applied to the sheet's cells each time it is read again, before its rows become elements.
 */
import { cellText, type Cell } from './cellValues';

export interface ColumnReplacement {
  /** the column's index, 0 for `A` */
  column: number;
  /** the cell's text as the sheet shows it, matched whole (spaces around it aside) */
  from: string;
  to: string;
}

export interface SheetEdits {
  /** by `cellKey(row, column)`: the text the merchant wrote in the cell */
  cells: Readonly<Record<string, string>>;
  /** applied in order, before the cells written anew */
  replacements: readonly ColumnReplacement[];
  /** the sheet's rows (1-based) that are not imported */
  leftOut: readonly number[];
}

export const noEdits: SheetEdits = { cells: {}, replacements: [], leftOut: [] };

/** A cell's key in `SheetEdits.cells`: its row as the sheet numbers it (1-based) and its column's index. */
export const cellKey = (row: number, column: number) => `${row}:${column}`;

export const editCount = (edits: SheetEdits | undefined) =>
  edits ? Object.keys(edits.cells).length + edits.replacements.length + edits.leftOut.length : 0;

/**
 * Applies a sheet's edits to the rows of its table, each by its row number; rows no edit touches are
 * the same arrays. `replaced` counts, per replacement, the cells it changed.
 */
export function sheetEditor(edits: SheetEdits | undefined) {
  if (!edits || editCount(edits) === 0) return { replaced: [] as number[], leftOut: (_rowNumber: number) => false, row: (row: readonly Cell[], _rowNumber: number) => row };
  const leftOut = new Set(edits.leftOut);
  const byRow = new Map<number, [number, string][]>();
  for (const [key, text] of Object.entries(edits.cells)) {
    const [row, column] = key.split(':').map(Number);
    if (row === undefined || column === undefined || !Number.isInteger(row) || !Number.isInteger(column)) continue;
    const list = byRow.get(row) ?? [];
    list.push([column, text]);
    byRow.set(row, list);
  }
  const replacements = edits.replacements.map((r) => ({ ...r, from: r.from.trim() }));
  const replaced = replacements.map(() => 0);
  return {
    replaced,
    leftOut: (rowNumber: number) => leftOut.has(rowNumber),
    row(row: readonly Cell[], rowNumber: number): readonly Cell[] {
      const written = byRow.get(rowNumber);
      let out: Cell[] | null = null;
      replacements.forEach(({ column, from, to }, k) => {
        if (cellText((out ?? row)[column] ?? null).trim() !== from) return;
        (out ??= [...row])[column] = to;
        replaced[k] = (replaced[k] ?? 0) + 1;
      });
      if (written) {
        out ??= [...row];
        for (const [column, text] of written) {
          while (out.length <= column) out.push(null);
          out[column] = text;
        }
      }
      return out ?? row;
    },
  };
}

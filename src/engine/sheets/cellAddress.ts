import type { EntityType } from '../../contract/terms';
import { columnLetters } from './matchColumns';
import { columnOfFinding, type ColumnMapping } from './rowsToElements';

/** What a finding's address is read from: the sheet's name (or the CSV file's) and each element's row. */
export interface SheetPlaces {
  fileName: string;
  sheetName: string | null;
  mapping: ColumnMapping;
  rowNumbers: readonly number[];
}

/** A sheet's name in a reference: as it is when it is one word, else quoted as spreadsheet programs quote it. */
const sheetReference = (name: string) => (/^[\p{L}\d_]+$/u.test(name) ? name : `'${name.replace(/'/g, "''")}'`);

/**
 * Where a finding is in the sheet, as a spreadsheet program writes a cell: `Products!F17`; the whole
 * row (`Products!17:17`) when no column holds the field (a required field no column gives).
 */
export function findingCell(places: SheetPlaces, entity: EntityType, index: number, field: string): string | null {
  const row = places.rowNumbers[index];
  if (row === undefined) return null;
  const sheet = sheetReference(places.sheetName ?? places.fileName);
  const column = columnOfFinding(entity, places.mapping, field);
  return column === null ? `${sheet}!${row}:${row}` : `${sheet}!${columnLetters(column)}${row}`;
}

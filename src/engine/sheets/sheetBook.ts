/**
 * One spreadsheet as the wizard holds it: read once, then made into import files as often as the
 * merchant changes a sheet, the header row, the mapping or a cell — each time from the cells already
 * read, not from the file's bytes again. A workbook split over several slots is one book: each slot
 * (its entity type) has its own sheet and corrections. It also hands the grid the rows it shows and
 * writes the spreadsheet as corrected.
 */
import Papa from 'papaparse';
import type { EntityType } from '../../contract/terms';
import { cellText, type Cell } from './cellValues';
import { convertTable, pickSheet, type SheetChoice, type SheetConversion } from './convertSheet';
import { readSheets, type ReadSheets, type SheetTable } from './readSheets';
import { sheetEditor, type SheetEdits } from './sheetEdits';
import { writeXlsx } from './xlsxWriter';

interface Shown {
  sheet: SheetTable;
  headerRow: number;
  width: number;
  edits: SheetEdits | undefined;
}

export class SheetBook {
  private read: Promise<ReadSheets> | null = null;
  /** by slot: the sheet its last conversion read, and the corrections it was made with */
  private readonly shown = new Map<EntityType, Shown>();

  constructor(
    private readonly file: Blob,
    private readonly fileName: string,
  ) {}

  private sheets() {
    this.read ??= readSheets(this.file, this.fileName);
    return this.read;
  }

  /** The slot lets its sheet go. */
  forget(entity: EntityType) {
    this.shown.delete(entity);
  }

  async convert(entity: EntityType, choice: SheetChoice): Promise<SheetConversion> {
    const read = await this.sheets();
    const conversion = convertTable(read, this.fileName, entity, choice);
    const sheet = read.sheets.find((s) => s.name === conversion.sheetName) ?? pickSheet(read, entity, conversion.sheetName);
    this.shown.set(entity, { sheet, headerRow: conversion.headerRow, width: conversion.columns.length, edits: choice.edits });
    return conversion;
  }

  /** The cells of the slot's sheet's rows (1-based) as text, as its last conversion saw them: with the merchant's corrections. */
  rows(entity: EntityType, rowNumbers: readonly number[]): string[][] {
    const shown = this.shown.get(entity);
    if (!shown) return rowNumbers.map(() => []);
    const { sheet, width, edits } = shown;
    const edit = sheetEditor(edits);
    return rowNumbers.map((n) => {
      const row = edit.row(sheet.rows[n - 1] ?? [], n);
      return Array.from({ length: width }, (_, c) => cellText(row[c] ?? null));
    });
  }

  /**
   * The spreadsheet as the merchant corrected the slot's sheet, as its last conversion made it, in its
   * own format: a CSV file with its delimiter (UTF-8 with a BOM, which Excel reads umlauts from), a
   * workbook with every sheet (xlsxWriter.ts), this one corrected (a cell written anew as text). Rows left out are not
   * in it; the rows above the header stay as they were.
   */
  async corrected(entity: EntityType): Promise<Blob> {
    const read = await this.sheets();
    const shown = this.shown.get(entity);
    if (!shown) throw new Error('The sheet has not been read yet.');
    const { sheet, headerRow, edits } = shown;
    const edit = sheetEditor(edits);
    const fixed = (table: SheetTable): Cell[][] =>
      table !== sheet
        ? table.rows
        : table.rows.flatMap((row, i) => (i + 1 <= headerRow ? [row] : edit.leftOut(i + 1) ? [] : [edit.row(row, i + 1) as Cell[]]));
    if (read.format === 'csv') {
      const text = Papa.unparse(fixed(sheet).map((row) => row.map((c) => cellText(c))), { delimiter: read.delimiter ?? ',', newline: '\r\n', escapeFormulae: true });
      return new Blob(['\uFEFF', text, '\r\n'], { type: 'text/csv;charset=utf-8' });
    }
    // every sheet as read, its rows as they were (a title above the header too): no header of the writer's own
    // text that would start a formula is marked by the writer with Excel's quote prefix, its value as written
    return writeXlsx(read.sheets.map((s) => ({ name: s.name ?? this.fileName, rows: fixed(s) })));
  }
}

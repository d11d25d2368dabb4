/**
 * Why a file could not be read as a sheet, and which files are taken as sheets: apart from the
 * parsers, so that the page can say it without loading them.
 */
export type SheetFormat = 'csv' | 'xlsx';

/** Why a file could not be read as a sheet; `params` fill the `sheets:problem.<code>` words. */
export type SheetProblemCode =
  | 'oldExcel'
  | 'passwordProtected'
  | 'openDocument'
  | 'numbers'
  | 'brokenZip'
  | 'unclosedQuote'
  | 'mergedCells'
  | 'formulasWithoutValues'
  | 'empty'
  | 'tooManyRows'
  | 'unreadable';

export class SheetReadError extends Error {
  constructor(
    readonly code: SheetProblemCode,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'SheetReadError';
  }
}

/**
 * Rows a sheet may have (docs/spreadsheets.md). Both are read whole and kept while a slot holds them:
 * a CSV of 1,000,000 rows peaks near 2.2 GB in `npm run bench -- sheets`, and Chromium gives a tab's
 * page and workers one 4 GB heap together.
 */
export const sheetRowLimits: Record<SheetFormat, number> = { csv: 1_000_000, xlsx: 250_000 };

const spreadsheetExtensions = /\.(csv|tsv|txt|xlsx|xlsm)$/i;
/** Files a slot takes as a sheet: by name, since browsers give CSV files many types (or none). */
export const isSheetFileName = (name: string) => spreadsheetExtensions.test(name) || /\.(xls|ods|numbers)$/i.test(name);


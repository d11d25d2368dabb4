// The import engine's one entry for the pages: the file format and its rules, the checker and its
// workers, and reading the catalog back (preview, export, snapshot) in the catalog worker. No React
// and no routes live here; the pages hold the words and the views.
export * from './format';
export * from './checker/checkResult';
export * from './checker/crossFileCheck';
export * from './checker/readText';
export * from './checker/startFileCheck';
export * from './catalog/catalogDefaultLocale';
export * from './catalog/catalogMessages';
export * from './catalog/exportCatalog';
export * from './catalog/importLocales';
export * from './catalog/runInCatalogWorker';
export * from './catalog/templateFile';
export * from './preview/compareDescriptions';
export * from './preview/compareElements';
export * from './preview/previewFile';
export * from './snapshot/snapshotEntity';
export * from './snapshot/snapshotStore';
export * from './sheets/cellAddress';
export * from './sheets/savedMapping';
export * from './sheets/savedMappings';
export * from './sheets/sheetLayouts';
export * from './sheets/sheetProblems';
export * from './sheets/openSheetSession';
export * from './sheets/sheetEdits';
export type { SheetChoice, SheetColumn, SheetConversion } from './sheets/convertSheet';
export type { ColumnMapping, ValueMaps } from './sheets/rowsToElements';
export { columnOfFinding } from './sheets/rowsToElements';
export { fieldOfPath, columnLetters } from './sheets/matchColumns';

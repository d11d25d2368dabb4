export { fetchAllLogEntries as fetchWholeLog } from '@/features/imports/api/listImportLogs';

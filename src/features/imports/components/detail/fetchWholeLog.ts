export { fetchAllLogEntries as fetchWholeLog } from '../../api/listImportLogs';

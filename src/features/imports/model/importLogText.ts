import type { ImportLogEntry, ImportRecord } from '@/api';
import { entityLabel, logLevelLabels } from './entityLabels';
import { importStatusDisplay } from './importStatusDisplay';

/**
 * The wire's `index` counts from 0; merchants count the first element of a file as element 1, so
 * the app says "element 13" for index 12, and never shows the index.
 */
export const elementNumber = (index: number) => index + 1;
export const elementLabel = (index: number | undefined) => (index === undefined ? '' : `element ${elementNumber(index)}`);

/** One entry on one line: time, level, entity, element, message. */
export const logLine = (entry: ImportLogEntry) =>
  [
    entry.time ?? '-',
    (entry.level ? logLevelLabels[entry.level].toUpperCase() : '-').padEnd(7),
    entry.entity ? entityLabel(entry.entity) : '-',
    elementLabel(entry.index) || '-',
    // a message is one line in the file, whatever the service put in it
    entry.message.replace(/\s*[\r\n]+\s*/g, ' '),
  ].join('\t');

/** The whole log as a plain-text file with a short header naming the import. */
export const importLogText = (record: Pick<ImportRecord, 'importRef' | 'status'>, entries: readonly ImportLogEntry[], now = new Date()) =>
  [
    `Log of import ${record.importRef}`,
    `Status: ${importStatusDisplay[record.status].label}`,
    `Written: ${now.toISOString()}`,
    `Entries: ${entries.length}`,
    'Elements are counted from 1: the first element of a file is element 1.',
    '',
    ['Time (UTC)', 'Level  ', 'Entity', 'Element', 'Message'].join('\t'),
    ...entries.map(logLine),
    '',
  ].join('\n');

export const importLogFileName = (importRef: string) => `import-${importRef.replace(/[^A-Za-z0-9._-]+/g, '_')}-log.txt`;

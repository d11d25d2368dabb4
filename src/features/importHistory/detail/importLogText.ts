import type { ImportLogEntry, ImportRecord } from '@/contract';
import { i18next } from '@/i18n/i18n';
import { entityLabel } from '@/i18n/entityLabels';
import { importStatusLabel } from '../status/importReading';

/** The wire's `index` counts from 0, merchants from 1: the app says "element 13" for index 12, and never shows the index. */
export const elementNumber = (index: number) => index + 1;
export const elementLabel = (index: number | undefined) => (index === undefined ? '' : i18next.t('importHistory:elementNumber', { position: elementNumber(index) }));

/** The level column is as wide as its longest word, so the columns line up in a plain-text viewer. */
const levelWidth = 7;

/** One entry on one line: time, level, entity, element, message (the service's words, as it sent them). */
export const logLine = (entry: ImportLogEntry) =>
  [
    entry.time ?? '-',
    (entry.level ? i18next.t(`importHistory:logLevel.${entry.level}`).toUpperCase() : '-').padEnd(levelWidth),
    entry.entity ? entityLabel(entry.entity) : '-',
    elementLabel(entry.index) || '-',
    // a message is one line in the file, whatever the service put in it
    entry.message.replace(/\s*[\r\n]+\s*/g, ' '),
  ].join('\t');

/** The whole log as a plain-text file in the page's language, with a short header naming the import. */
export const importLogText = (record: Pick<ImportRecord, 'importRef' | 'status'>, entries: readonly ImportLogEntry[], now = new Date()) =>
  [
    i18next.t('importHistory:logFile.title', { ref: record.importRef }),
    i18next.t('importHistory:logFile.status', { status: importStatusLabel(record.status) }),
    i18next.t('importHistory:logFile.written', { time: now.toISOString() }),
    i18next.t('importHistory:logFile.entries', { entries: entries.length }),
    i18next.t('importHistory:logFile.counting'),
    '',
    [
      i18next.t('importHistory:logFile.time'),
      i18next.t('importHistory:logFile.level').padEnd(levelWidth),
      i18next.t('importHistory:logFile.entity'),
      i18next.t('importHistory:logFile.element'),
      i18next.t('importHistory:logFile.message'),
    ].join('\t'),
    ...entries.map(logLine),
    '',
  ].join('\n');

export const importLogFileName = (importRef: string) => `import-${importRef.replace(/[^A-Za-z0-9._-]+/g, '_')}-log.txt`;

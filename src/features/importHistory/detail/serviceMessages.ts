import { entityTypes, isOneOf } from '@/contract/terms';
import { formatCount } from '@/i18n/format';
import { i18next, pseudoLanguage } from '@/i18n/i18n';
import { entityLabel, entityLabelInText } from '@/i18n/entityLabels';

/**
 * What the app understands of a log message the import service wrote (in English): the message's key in
 * `importHistory:logs.meaning` and its values, or undefined for a message it does not know (an element's error, whose words
 * are the service's own). `reason` is a part the service words itself: shown as it sent it.
 */
export type ServiceMessageMeaning = { key: MeaningKey; values: Record<string, string | number>; reason?: string };

type MeaningKey =
  | 'importStarted'
  | 'processingStarted'
  | 'fileStarted'
  | 'fileFinished'
  | 'fileSkipped'
  | 'fileSkippedBecause'
  | 'fileRejected'
  | 'importFinished'
  | 'importAborted'
  | 'entriesNotKept';

/** "product" → "Products"; a word the app does not know as an entity type means the message is not one it knows. */
const named = (entity: string | undefined, inText = false) =>
  entity !== undefined && isOneOf(entityTypes, entity) ? (inText ? entityLabelInText(entity) : entityLabel(entity)) : undefined;

const count = (digits: string) => formatCount(Number(digits));

type Reader = [RegExp, (m: RegExpExecArray) => ServiceMessageMeaning | undefined];

const readers: Reader[] = [
  [
    /^Import started with the files: ([\w, ]+)$/,
    (m) => {
      const files = m[1]!.split(/,\s*/).map((e) => named(e));
      return files.every(Boolean) ? { key: 'importStarted', values: { files: files.join(', ') } } : undefined;
    },
  ],
  [/^Processing started$/, () => ({ key: 'processingStarted', values: {} })],
  [
    /^Started the (\w+) file \((full|partial) import\b.*\)$/,
    (m) => {
      const what = named(m[1]);
      return what ? { key: 'fileStarted', values: { what, strategy: i18next.t(`importHistory:strategyShort.${m[2] as 'full' | 'partial'}`) } } : undefined;
    },
  ],
  [
    /^Finished the (\w+) file: (\d+) elements; (\d+) created, (\d+) updated, (\d+) deleted, (\d+) failed$/,
    (m) => {
      const what = named(m[1]);
      if (!what) return undefined;
      return { key: 'fileFinished', values: { what, total: count(m[2]!), created: count(m[3]!), updated: count(m[4]!), deleted: count(m[5]!), failed: count(m[6]!) } };
    },
  ],
  [
    /^Skipped the (\w+) file: the (\w+) file it depends on did not finish$/,
    (m) => {
      const what = named(m[1]);
      const blocker = named(m[2], true);
      return what && blocker ? { key: 'fileSkippedBecause', values: { what, blocker } } : undefined;
    },
  ],
  [/^Skipped the (\w+) file: a file it depends on did not finish$/, (m) => (named(m[1]) ? { key: 'fileSkipped', values: { what: named(m[1])! } } : undefined)],
  [/^The (\w+) file was rejected: (.+)$/s, (m) => (named(m[1]) ? { key: 'fileRejected', values: { what: named(m[1])! }, reason: m[2]! } : undefined)],
  [/^Import finished$/, () => ({ key: 'importFinished', values: {} })],
  [/^Import aborted: a file could not be processed \(see the entries above\)$/, () => ({ key: 'importAborted', values: {} })],
  [/^(\d+) further log entries were not kept$/, (m) => ({ key: 'entriesNotKept', values: { count: Number(m[1]) } })],
];

/** The meaning of a service's log message, when the app knows the message. */
export function readServiceMessage(message: string): ServiceMessageMeaning | undefined {
  for (const [pattern, read] of readers) {
    const m = pattern.exec(message.trim());
    if (m) return read(m);
  }
  return undefined;
}

/** The service writes English: its words need no saying again to a merchant who reads the page in English. */
export const pageReadsTheServiceLanguage = (language: string) => /^en\b/.test(language) && language !== pseudoLanguage;

import type { EntityFile, EntityFileStatus } from '@/contract';
import { i18next } from '@/i18n/i18n';
import { fileOutcome, percentProcessed, type Outcome } from '@/features/importHistory/status/importOutcome';

/** What the service did to an element. */
export type Operation = 'created' | 'updated' | 'deleted';
const operations: readonly Operation[] = ['created', 'updated', 'deleted'];

/** One part of an outcome: what it says ("imported", "created", …), its colour in the bar, and its elements. */
export type OutcomePart = { kind: 'imported' | Operation | 'failed' | 'skipped' | 'pending'; tone: Operation | 'failed' | 'skipped' | 'pending'; value: number };

/**
 * The operations a file's elements went through, succeeded or failed. A full import's deletions are of what its file
 * left out, not of its elements: they are said apart (`deletedNotInFile`), never here.
 */
export const fileOperations = (file: EntityFile): Operation[] =>
  operations.filter((op) => !(op === 'deleted' && file.importStrategy === 'full') && file[op].succeeded + file[op].failed > 0);

/** The operations any of the files went through. */
export const operationsOf = (files: readonly EntityFile[]): Operation[] => {
  const used = new Set(files.flatMap(fileOperations));
  return operations.filter((op) => used.has(op));
};

/** A file's elements by operation say more than the sentence only when they went through more than one. */
export const hasOperationSplit = (file: EntityFile) => fileOperations(file).length > 1;

/**
 * The parts of an outcome that hold elements, in the order they are drawn and said; they add up to its total. The
 * elements that went in are one part: named by their operation when there was one ("25 created"), else "imported", the
 * split being the file's table.
 */
export function outcomeParts(o: Outcome, ops: readonly Operation[]): OutcomePart[] {
  const single = ops.length === 1 ? ops[0]! : undefined;
  const parts: OutcomePart[] = [
    { kind: single ?? 'imported', tone: single ?? 'created', value: o.succeeded },
    { kind: 'failed', tone: 'failed', value: o.failed },
    { kind: 'skipped', tone: 'skipped', value: o.skipped },
    { kind: 'pending', tone: 'pending', value: Math.max(0, o.total - o.processed) },
  ];
  return parts.filter((p) => p.value > 0);
}

/** Between the parts of a tally, in German as in English. */
export const partSeparator = ', ';

/** "1,200 imported": one part in words, in the page's language. */
export const partWords = (part: OutcomePart) => i18next.t(`importHistory:detail.outcome.part.${part.kind}`, { count: part.value });

/** A file or import with no elements counted: why, in words. */
export const noElementsWords = (status?: EntityFileStatus) => {
  if (status === 'failed') return i18next.t('importHistory:outcome.fileUnreadable');
  if (status === 'finished') return i18next.t('importHistory:outcome.fileEmpty');
  if (status === 'skipped') return i18next.t('importHistory:outcome.fileSkipped');
  return i18next.t('importHistory:outcome.nothingCounted');
};

export interface OutcomeWords {
  parts: OutcomePart[];
  /** "3,400 elements:" before the parts, or the whole first sentence when one part holds every element */
  lead: string;
  /** true when `lead` already says everything ("25 elements, all created.") */
  whole: boolean;
  /** "(40% processed)" while elements wait */
  percent?: string;
  /** sentences after it: deletions of what the file left out, files not counted yet */
  after: string[];
  /** all of it as one plain sentence, for the bar's text and for tests */
  text: string;
}

/**
 * The outcome said once: its total, then each part that holds elements (the parts add up to the total), then what the
 * total does not hold. `deletedNotInFile` is left to the caller, which says it in a table when it shows one.
 */
export function outcomeWords(o: Outcome, ops: readonly Operation[], { deletedNotInFile = 0, filesWaiting = 0 } = {}): OutcomeWords {
  const parts = outcomeParts(o, ops);
  const after = [
    ...(deletedNotInFile > 0 ? [i18next.t('importHistory:detail.outcome.deletedNotInFile', { count: deletedNotInFile })] : []),
    ...(filesWaiting > 0 ? [i18next.t('importHistory:outcome.filesWaiting', { count: filesWaiting })] : []),
  ];
  const only = parts.length === 1 ? parts[0]! : undefined;
  if (only && only.kind !== 'pending') {
    const lead = i18next.t(`importHistory:detail.outcome.all.${only.kind}`, { count: o.total });
    return { parts, lead, whole: true, after, text: [lead, ...after].join(' ') };
  }
  const lead = i18next.t('importHistory:detail.outcome.lead', { count: o.total });
  const pending = parts.some((p) => p.kind === 'pending');
  const percent = pending ? i18next.t('importHistory:detail.outcome.percent', { percent: percentProcessed(o) }) : undefined;
  // commas only, as the app's other outcome sentences: the parts are a tally, not a phrase
  const list = parts.map(partWords).join(partSeparator);
  const first = i18next.t('importHistory:detail.outcome.sentence', { lead, parts: percent ? `${list} ${percent}` : list });
  return { parts, lead, whole: false, percent, after, text: [first, ...after].join(' ') };
}

/** A file's outcome said once; a full file's deletions of what it left out are said here only when no table says them. */
export function fileOutcomeWords(file: EntityFile) {
  const o = fileOutcome(file);
  const split = hasOperationSplit(file);
  return outcomeWords(o, fileOperations(file), { deletedNotInFile: split ? 0 : o.removedNotInFile });
}

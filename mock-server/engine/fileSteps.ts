/**
 * The steps every file of an import takes, whatever its entity type: the first pass that counts its
 * elements, each element's check, the log entries of a failed element, of a rejected file and of
 * the end of a file.
 */
import type { EntityType, ImportStrategy, OperationCounts } from '../../src/contract';
import { checkImportElement, inEnglish, type CheckedElement, type ElementProblem } from '../../src/engine/format';
import { addLog } from '../store/imports';
import type { FileSlot, ImportState, MerchantState } from '../store/types';
import { parseElement, readJsonArray, tooDeepProblem, type ElementText } from './jsonArrayStream';
import type { Pacer } from './pacer';

export interface FileJob {
  merchant: MerchantState;
  imp: ImportState;
  slot: FileSlot;
  pacer: Pacer;
}

export type FileOutcome = 'finished' | 'failed' | 'skipped';

export const fileName = (slot: FileSlot) => `${slot.entity} file`;

/** Pass 1: the number of elements; throws JsonFileError when the file is not a JSON array. */
export const scanFile = async (
  path: string,
  pacer: Pacer,
  onProgress: (count: number) => void,
  onElement?: (value: unknown, el: ElementText) => void,
): Promise<number> => {
  let count = 0;
  for await (const batch of readJsonArray(path)) {
    for (const el of batch) {
      const value = parseElement(el);
      onElement?.(value, el);
      count += 1;
    }
    onProgress(count);
    await pacer.yieldIfDue();
  }
  return count;
};

/** The element's rules, and its depth: an element nested too deep fails, saying where. */
export const checkElement = (entity: EntityType, strategy: ImportStrategy, value: unknown, el: ElementText): CheckedElement => {
  const checked = checkImportElement(entity, strategy, value);
  const tooDeep = tooDeepProblem(el);
  return tooDeep ? { ...checked, problems: [...checked.problems, tooDeep] } : checked;
};

// in English, from the checker's English catalog: the platform writes its log in English
export const describeProblems = (problems: readonly ElementProblem[]) =>
  problems.map((p) => (p.field ? `${p.field} ${inEnglish(p)}` : `the element ${inEnglish(p)}`)).join('; ');

/** One element (or, without an index, one entity a full file deletes) failed: counted and logged. */
export const failElement = (job: FileJob, counts: OperationCounts, index: number | undefined, subject: string, reason: string) => {
  counts.failed += 1;
  addLog(job.imp, { level: 'error', entity: job.slot.entity, ...(index === undefined ? {} : { index }), message: `${subject}: ${reason}` });
};

export const failWhole = (job: FileJob, reason: string): FileOutcome => {
  job.slot.status = 'failed';
  job.slot.total = 0;
  addLog(job.imp, { level: 'error', entity: job.slot.entity, message: `The ${fileName(job.slot)} was rejected: ${reason}` });
  return 'failed';
};

/** The file's end: its status and the counts in the log. */
export const finishFile = (job: FileJob): FileOutcome => {
  const c = job.slot;
  c.status = 'finished';
  const failed = c.created.failed + c.updated.failed + c.deleted.failed;
  addLog(job.imp, {
    level: failed ? 'warning' : 'info',
    entity: c.entity,
    message:
      `Finished the ${fileName(c)}: ${c.total} elements; ${c.created.succeeded} created, ${c.updated.succeeded} updated, ` +
      `${c.deleted.succeeded} deleted, ${failed} failed`,
  });
  return 'finished';
};

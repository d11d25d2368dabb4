import type { EntityType } from '../../contract/terms';
import type { SheetChoice, SheetConversion } from './convertSheet';
import { SheetReadError, type SheetProblemCode } from './sheetProblems';
import { abortError } from '../checker/readText';
import { i18next } from '@/i18n/i18nextInstance';

export interface SheetRequest {
  file: Blob;
  fileName: string;
  entity: EntityType;
  choice: SheetChoice;
}

export type SheetReply =
  | { type: 'done'; conversion: SheetConversion }
  | { type: 'unreadable'; code: SheetProblemCode; params: Readonly<Record<string, string | number>> }
  | { type: 'failed'; message: string };

export interface SheetRun {
  /** rejects with a `SheetReadError` when the file is no sheet it can read, an AbortError when cancelled */
  result: Promise<SheetConversion>;
  cancel(): void;
}

/**
 * Reads a CSV file or a workbook's sheet and makes it an import file, in a Web Worker (its parsers
 * load only then, with the worker); without workers (jsdom) on the page.
 */
export function startSheetConversion(file: Blob, fileName: string, entity: EntityType, choice: SheetChoice): SheetRun {
  if (typeof Worker === 'undefined') {
    let cancelled = false;
    // no workers (jsdom): the parsers load on the page only then; a browser's page never carries them
    const result = import('./convertSheet').then(async ({ convertSheet }) => {
      const conversion = await convertSheet(file, fileName, entity, choice);
      if (cancelled) throw abortError();
      return conversion;
    });
    return { result, cancel: () => (cancelled = true) };
  }
  const worker = new Worker(new URL('./sheetWorker.ts', import.meta.url), { type: 'module', name: 'sheet reader' });
  let settle!: { resolve: (c: SheetConversion) => void; reject: (e: unknown) => void };
  const result = new Promise<SheetConversion>((resolve, reject) => (settle = { resolve, reject }));
  const end = (outcome: () => void) => {
    worker.terminate();
    outcome();
  };
  worker.onmessage = (event: MessageEvent<SheetReply>) => {
    const message = event.data;
    if (message.type === 'done') end(() => settle.resolve(message.conversion));
    else if (message.type === 'unreadable') end(() => settle.reject(new SheetReadError(message.code, message.params)));
    else end(() => settle.reject(new Error(message.message)));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    end(() => settle.reject(new Error(event.message || i18next.t('sheets:worker.didNotStart'))));
  };
  worker.postMessage({ file, fileName, entity, choice } satisfies SheetRequest);
  return { result, cancel: () => end(() => settle.reject(abortError())) };
}

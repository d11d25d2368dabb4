import type { EntityType } from '../../contract/terms';
import type { SheetChoice, SheetConversion } from './convertSheet';
import type { SheetBook } from './sheetBook';
import { SheetReadError, type SheetProblemCode } from './sheetProblems';
import { abortError } from '../checker/readText';
import { i18next } from '@/i18n/i18nextInstance';

export type SheetRequest =
  | { type: 'open'; file: Blob; fileName: string }
  | { type: 'convert'; id: number; entity: EntityType; choice: SheetChoice }
  | { type: 'rows'; id: number; entity: EntityType; rowNumbers: readonly number[] }
  | { type: 'corrected'; id: number; entity: EntityType }
  | { type: 'forget'; entity: EntityType };

export type SheetReply = { id: number } & (
  | { type: 'done'; conversion: SheetConversion }
  | { type: 'rows'; rows: string[][] }
  | { type: 'corrected'; blob: Blob }
  | { type: 'unreadable'; code: SheetProblemCode; params: Readonly<Record<string, string | number>> }
  | { type: 'failed'; message: string }
);

export interface SheetRun {
  /** rejects with a `SheetReadError` when the file is no sheet it can read, an AbortError when cancelled */
  result: Promise<SheetConversion>;
  cancel(): void;
}

/**
 * A spreadsheet, read once and kept while a slot holds it; a workbook split over slots is one
 * session, each slot (entity type) with its own sheet. `close` lets it go.
 */
export interface SheetSession {
  /** makes the slot's sheet an import file with these choices; a later call does not wait on the file again */
  convert(entity: EntityType, choice: SheetChoice): SheetRun;
  /** the cells of these rows (1-based) of the slot's sheet as text, with its last conversion's corrections */
  rows(entity: EntityType, rowNumbers: readonly number[]): Promise<string[][]>;
  /** the spreadsheet with the slot's last corrections, in its own format */
  corrected(entity: EntityType): Promise<Blob>;
  /** the slot no longer reads its sheet from this spreadsheet */
  forget(entity: EntityType): void;
  close(): void;
}

type Pending = { resolve: (reply: SheetReply) => void; reject: (error: unknown) => void };

const outcome = (reply: SheetReply) => {
  if (reply.type === 'unreadable') throw new SheetReadError(reply.code, reply.params);
  if (reply.type === 'failed') throw new Error(reply.message);
  return reply;
};

/** Without workers (jsdom) the reader runs on the page; its parsers load only then, so a browser's page never carries them. */
function pageSession(file: Blob, fileName: string): SheetSession {
  // on demand: the parsers come with it, and only jsdom (no workers) ever asks for them on the page
  const book: Promise<SheetBook> = import('./sheetBook').then(({ SheetBook }) => new SheetBook(file, fileName));
  return {
    convert(entity, choice) {
      let cancelled = false;
      const result = book.then(async (b) => {
        const conversion = await b.convert(entity, choice);
        if (cancelled) throw abortError();
        return conversion;
      });
      return { result, cancel: () => (cancelled = true) };
    },
    rows: (entity, rowNumbers) => book.then((b) => b.rows(entity, rowNumbers)),
    corrected: (entity) => book.then((b) => b.corrected(entity)),
    forget: (entity) => void book.then((b) => b.forget(entity)),
    close: () => undefined,
  };
}

/**
 * Opens a spreadsheet in a Web Worker of its own, which keeps its cells while the slot holds it: a
 * workbook of 100,000 rows takes seconds to unzip and parse, which neither the page nor each change
 * of a mapping or a cell must wait on again.
 */
export function openSheetSession(file: Blob, fileName: string): SheetSession {
  if (typeof Worker === 'undefined') return pageSession(file, fileName);
  const worker = new Worker(new URL('./sheetWorker.ts', import.meta.url), { type: 'module', name: 'sheet reader' });
  const pending = new Map<number, Pending>();
  let next = 0;
  let closed = false;
  const failAll = (error: unknown) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<SheetReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    waiting?.resolve(reply);
  };
  // a worker that fails (or did not start) answers nothing more: it is ended, and what is asked of it later fails at once
  worker.onerror = (event) => {
    event.preventDefault();
    closed = true;
    worker.terminate();
    failAll(new Error(i18next.t('sheets:worker.didNotStart')));
  };
  worker.postMessage({ type: 'open', file, fileName } satisfies SheetRequest);
  const ask = (request: Extract<SheetRequest, { id: number }>) =>
    new Promise<SheetReply>((resolve, reject) => {
      if (closed) return reject(abortError());
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  return {
    convert(entity, choice) {
      const id = ++next;
      let cancel = () => undefined as void;
      const cancelled = new Promise<never>((_, reject) => (cancel = () => reject(abortError())));
      // a cancelled conversion's reply is let go; the worker skips a conversion a newer one for the same slot overtook
      const result = Promise.race([ask({ type: 'convert', id, entity, choice }), cancelled]).then((reply) => {
        const done = outcome(reply);
        if (done.type !== 'done') throw abortError();
        return done.conversion;
      });
      return { result, cancel: () => cancel() };
    },
    rows: (entity, rowNumbers) =>
      ask({ type: 'rows', id: ++next, entity, rowNumbers }).then((reply) => {
        const done = outcome(reply);
        return done.type === 'rows' ? done.rows : [];
      }),
    corrected: (entity) =>
      ask({ type: 'corrected', id: ++next, entity }).then((reply) => {
        const done = outcome(reply);
        if (done.type !== 'corrected') throw abortError();
        return done.blob;
      }),
    forget(entity) {
      if (!closed) worker.postMessage({ type: 'forget', entity } satisfies SheetRequest);
    },
    close() {
      if (closed) return;
      closed = true;
      worker.terminate();
      failAll(abortError());
    },
  };
}

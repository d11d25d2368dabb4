/**
 * The sheet reader's Web Worker: one per spreadsheet the wizard holds (a workbook split over slots is
 * one). It reads the file once and keeps its cells, so that a change of the mapping or a corrected
 * cell makes the import file again without parsing the file again; the page ends it when no slot
 * holds the spreadsheet any more.
 */
import { SheetBook } from './sheetBook';
import type { SheetReply, SheetRequest } from './openSheetSession';
import { SheetReadError } from './sheetProblems';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: SheetReply) => scope.postMessage(message);
let book: SheetBook | null = null;

const failure = (id: number, error: unknown): SheetReply =>
  error instanceof SheetReadError
    ? { id, type: 'unreadable', code: error.code, params: error.params }
    : { id, type: 'failed', message: error instanceof Error ? error.message : String(error) };

// requests are answered in turn, each after the one before: a conversion and the rows asked for after it see the same edits
let queue: Promise<unknown> = Promise.resolve();
/** by slot, its newest conversion: one still waiting in the queue when a newer one comes is skipped, not run to its end */
const newest = new Map<string, number>();

scope.onmessage = (event: MessageEvent<SheetRequest>) => {
  const request = event.data;
  if (request.type === 'open') {
    book = new SheetBook(request.file, request.fileName);
    return;
  }
  if (request.type === 'convert') newest.set(request.entity, request.id);
  const current = book;
  queue = queue.then(async () => {
    if (request.type === 'forget') return current?.forget(request.entity);
    const { id } = request;
    try {
      if (!current) throw new Error('No spreadsheet was opened.');
      if (request.type === 'convert') {
        if (newest.get(request.entity) !== id) return reply({ id, type: 'failed', message: 'overtaken' });
        reply({ id, type: 'done', conversion: await current.convert(request.entity, request.choice) });
      } else if (request.type === 'rows') reply({ id, type: 'rows', rows: current.rows(request.entity, request.rowNumbers) });
      else reply({ id, type: 'corrected', blob: await current.corrected(request.entity) });
    } catch (error) {
      reply(failure(id, error));
    }
  });
};

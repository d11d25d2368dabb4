/**
 * The sheet reader's Web Worker: a workbook of 100,000 rows takes seconds to unzip and parse, which
 * the page must not wait on. One per sheet read, ended by the page to cancel.
 */
import { convertSheet } from './convertSheet';
import type { SheetReply, SheetRequest } from './startSheetConversion';
import { SheetReadError } from './sheetProblems';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: SheetReply) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<SheetRequest>) => {
  const { file, fileName, entity, choice } = event.data;
  convertSheet(file, fileName, entity, choice).then(
    (conversion) => reply({ type: 'done', conversion }),
    (error: unknown) =>
      reply(
        error instanceof SheetReadError
          ? { type: 'unreadable', code: error.code, params: error.params }
          : { type: 'failed', message: error instanceof Error ? error.message : String(error) },
      ),
  );
};

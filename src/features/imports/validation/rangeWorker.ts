/**
 * A range worker: checks one byte range of a large file for the check worker that started it
 * (checkInRanges.ts), and keeps the range's keys to say which of them other ranges repeat.
 */
import { checkRange, type CheckedRange } from './rangeCheck';
import type { RangeWorkerReply, RangeWorkerRequest } from './rangeMessages';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: RangeWorkerReply, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
let last: CheckedRange | null = null;

scope.onmessage = (event: MessageEvent<RangeWorkerRequest>) => {
  const message = event.data;
  if (message.type === 'keys') {
    reply({ type: 'keys', keys: last?.keysWithHashes(new Set(message.hashes)) ?? [] });
    return;
  }
  last = null;
  checkRange(message.file, message.request, { onProgress: (progress) => reply({ type: 'progress', progress }) }).then(
    (checked) => {
      last = checked;
      reply({ type: 'checked', report: checked.report }, [checked.report.keyHashes.buffer]);
    },
    (error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};

/**
 * A range worker: checks byte ranges of a large file one after another for the check worker that
 * started it (checkInRanges.ts), keeping each range's keys to say which of them other ranges repeat.
 */
import { checkRange, type CheckedRange } from './rangeCheck';
import type { RangeWorkerReply, RangeWorkerRequest } from './rangeWorkerPool';
import { errorText } from '@/lib/errorText';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: RangeWorkerReply, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
/** range start → its last check */
const checked = new Map<number, CheckedRange>();

scope.onmessage = (event: MessageEvent<RangeWorkerRequest>) => {
  const message = event.data;
  const { id } = message;
  if (message.type === 'keys') reply({ id, answer: checked.get(message.start)?.keysWithHashes(new Set(message.hashes)) ?? [] });
  else if (message.type === 'kept') reply({ id, answer: checked.get(message.start)?.keptKeys() ?? { keys: [], attributeValues: [] } });
  else checkRange(message.file, message.request, { onProgress: (progress) => reply({ id, progress }) }).then(
    (range) => {
      checked.set(message.request.start, range);
      reply({ id, answer: range.report }, [range.report.keyHashes.buffer]);
    },
    (error: unknown) => reply({ id, failed: errorText(error) }),
  );
};

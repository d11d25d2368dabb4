/**
 * The file checker's Web Worker: the check reads and parses the whole file, which would freeze
 * the page if it ran there. One worker per check; the page ends it to cancel. A large file is
 * checked in byte ranges by a pool of range workers this worker starts (and that end with it);
 * the merge runs here, never on the page.
 */
import type { CheckProgress } from './checkResult';
import type { CheckReply, CheckRequest } from './checkMessages';
import { checkInRanges, rangeWorkerCount, usesRanges } from './checkInRanges';
import { rangeWorker, RangeWorkerFailed } from './rangeWorkerPool';
import { validateImportFile } from './validateImportFile';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: CheckReply) => scope.postMessage(message);

const check = async ({ file, entity, strategy, singleWorker }: CheckRequest) => {
  const onProgress = (progress: CheckProgress) => reply({ type: 'progress', progress });
  if (!singleWorker && typeof Worker !== 'undefined' && usesRanges(file.size)) {
    try {
      const ranges = rangeWorkerCount(navigator.hardwareConcurrency);
      return (await checkInRanges(file, { entity, strategy, ranges, createChecker: () => rangeWorker(file), onProgress })).result;
    } catch (e) {
      // no nested workers here: the one worker checks the whole file, with the same result
      if (!(e instanceof RangeWorkerFailed)) throw e;
    }
  }
  return validateImportFile(file, { entity, strategy, onProgress });
};

scope.onmessage = (event: MessageEvent<CheckRequest>) => {
  check(event.data).then(
    (result) => reply({ type: 'done', result }),
    (error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};

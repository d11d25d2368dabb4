/**
 * The file checker's Web Worker: the check reads and parses the whole file, which would freeze
 * the page if it ran there. One worker per check; the page ends it to cancel. A large file is
 * checked in byte ranges by a pool of range workers this worker starts (and that end with it);
 * the merge runs here, never on the page.
 */
import { rangeWorkerCount } from './checkInRanges';
import type { CheckReply, CheckWorkerRequest } from './checkMessages';
import { checkFile } from './checkFile';
import { prepareRangeWorkers, rangeWorker } from './rangeWorkerPool';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: CheckReply) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<CheckWorkerRequest>) => {
  const message = event.data;
  if (message.type === 'prepare') {
    // a small file will not use them: they idle until this worker ends with its check
    if (typeof Worker !== 'undefined') prepareRangeWorkers(rangeWorkerCount(message.cores));
    return;
  }
  checkFile(message, {
    onProgress: (progress) => reply({ type: 'progress', progress }),
    cores: navigator.hardwareConcurrency,
    rangeChecker: typeof Worker === 'undefined' ? undefined : rangeWorker,
  }).then(
    (result) => reply({ type: 'done', result }),
    (error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};

/**
 * The file checker's Web Worker, so the page never freezes: one per check, ended by the page to
 * cancel. The range workers it starts end with it.
 */
import { checkFile } from './checkFile';
import { rangeWorkerCount } from './rangeStarts';
import type { CheckReply, CheckWorkerRequest } from './startFileCheck';
import { prepareRangeWorkers, rangeWorker } from './rangeWorkerPool';
import { errorText } from '@/lib/errorText';

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
    (error: unknown) => reply({ type: 'failed', message: errorText(error) }),
  );
};

/**
 * The file checker's Web Worker: the check reads and parses the whole file, which would freeze
 * the page if it ran there. One worker per check; the page ends it to cancel.
 */
import type { CheckReply, CheckRequest } from './checkMessages';
import { validateImportFile } from './validateImportFile';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: CheckReply) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<CheckRequest>) => {
  const { file, entity, strategy } = event.data;
  validateImportFile(file, { entity, strategy, onProgress: (progress) => reply({ type: 'progress', progress }) }).then(
    (result) => reply({ type: 'done', result }),
    (error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};

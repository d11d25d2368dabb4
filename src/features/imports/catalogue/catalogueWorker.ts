/**
 * The catalogue's Web Worker: it reads files and catalogue answers, compares and writes, so the
 * page never parses a file or a catalogue answer. Tokens stay with the page: the worker asks for
 * one per call, and the page refreshes it on a 401, as for its own calls.
 */
import { exportCatalogue, type ExportedFile } from '@/features/imports/export/exportCatalogue';
import { previewFile, toSentPreview } from '@/features/imports/preview/previewFile';
import { isApiError } from '@/lib/errors';
import { setAuthProvider } from '@/lib/http';
import type { SentPreview } from '@/features/imports/preview/previewFile';
import type { CatalogueReply, CatalogueRequest, CatalogueWork, WorkProgress } from './catalogueMessages';
import { catalogueOverHttp } from './catalogueOverHttp';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: CatalogueReply) => scope.postMessage(message);

let nextId = 0;
const waiting = new Map<number, (answer: { token: string | null; recovered: boolean }) => void>();
const ask = (question: 'token' | 'recover') =>
  new Promise<{ token: string | null; recovered: boolean }>((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    reply({ type: 'auth', id, ask: question });
  });

setAuthProvider({
  getAccessToken: async () => (await ask('token')).token,
  recoverFromUnauthorized: async () => (await ask('recover')).recovered,
});

let lastProgress = -Infinity;
let lastPhase = '';
// a few times a second is enough for a bar, and spares the page a message per piece read
const onProgress = (progress: WorkProgress) => {
  const now = performance.now();
  if (now - lastProgress < 100 && progress.phase === lastPhase) return;
  lastProgress = now;
  lastPhase = progress.phase;
  reply({ type: 'progress', progress });
};

// the page ends the worker to cancel: the signal is for the loops' own checks
const run = (work: CatalogueWork): Promise<unknown> => {
  const options = { catalogue: catalogueOverHttp(work.scope), signal: new AbortController().signal, onProgress };
  return work.type === 'preview' ? previewFile(work.input, options).then(toSentPreview) : exportCatalogue(work.filter, options);
};

scope.onmessage = (event: MessageEvent<CatalogueRequest>) => {
  const message = event.data;
  if (message.type === 'auth') {
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
    return;
  }
  run(message.work).then(
    (result) => reply({ type: 'done', result: result as ExportedFile | SentPreview }),
    (error: unknown) =>
      reply({
        type: 'failed',
        failure: isApiError(error)
          ? { kind: error.kind, message: error.serviceMessage ?? '', status: error.status }
          : { kind: 'other', message: error instanceof Error ? error.message : String(error) },
      }),
  );
};

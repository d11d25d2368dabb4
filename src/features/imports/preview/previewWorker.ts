/**
 * The preview's Web Worker: it reads the file, asks the catalogue and compares, so the page never
 * parses a file or a catalogue answer. Tokens stay with the page: the worker asks for one per call,
 * and the page refreshes it on a 401, as for its own calls.
 */
import { isApiError } from '@/lib/errors';
import { setAuthProvider } from '@/lib/http';
import { catalogueOverHttp } from './catalogueOverHttp';
import { previewFile } from './previewFile';
import type { PreviewReply, PreviewRequest } from './previewMessages';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: PreviewReply) => scope.postMessage(message);

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

scope.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const message = event.data;
  if (message.type === 'auth') {
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
    return;
  }
  // the page ends the worker to cancel: the signal is for the reading loop's own checks
  previewFile(message.input, {
    catalogue: catalogueOverHttp(message.scope),
    signal: new AbortController().signal,
    onProgress: (progress) => {
      // a few times a second is enough for a bar, and spares the page a message per piece read
      const now = performance.now();
      if (now - lastProgress < 100 && progress.phase === lastPhase) return;
      lastProgress = now;
      lastPhase = progress.phase;
      reply({ type: 'progress', progress });
    },
  }).then(
    (preview) => reply({ type: 'done', preview }),
    (error: unknown) =>
      reply({
        type: 'failed',
        failure: isApiError(error)
          ? { kind: error.kind, message: error.serviceMessage ?? '', status: error.status }
          : { kind: 'other', message: error instanceof Error ? error.message : String(error) },
      }),
  );
};

/**
 * The catalog's Web Worker: previews, exports (the customer list's too) and snapshots, so the page never parses a file or a catalog answer.
 * Tokens stay with the page: the worker asks for one, and the page refreshes it on a 401, as for its own calls.
 */
import { exportCatalog, exportWholeCatalog } from '@/engine/catalog/exportCatalog';
import { catalogTemplate } from '@/engine/catalog/catalogTemplate';
import { previewFile, toSentPreview } from '@/engine/preview/previewFile';
import { compareDescriptions } from '@/engine/preview/compareDescriptions';
import { snapshotEntity } from '@/engine/snapshot/snapshotEntity';
import { openSnapshotFile } from '@/engine/snapshot/snapshotStore';
import { isApiError } from '@/lib/errors';
import { setAuthProvider } from '@/lib/http';
import type { CatalogReply, CatalogRequest, CatalogWork, CatalogWorkResult, WorkProgress } from './catalogMessages';
import { catalogOverHttp } from './catalogOverHttp';
import { customersOverHttp } from './customersOverHttp';
import { errorText } from '@/lib/errorText';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: CatalogReply) => scope.postMessage(message);

let nextId = 0;
const waiting = new Map<number, (answer: { token: string | null; recovered: boolean }) => void>();
const ask = (question: 'token' | 'recover', refused?: string | null) =>
  new Promise<{ token: string | null; recovered: boolean }>((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    reply({ type: 'auth', id, ask: question, refused });
  });

// one token for the worker's calls until the service refuses it: asking the page for every call
// waits on the page's busy main thread
let token: Promise<string | null> | null = null;
setAuthProvider({
  getAccessToken: () => (token ??= ask('token').then((answer) => answer.token)),
  recoverFromUnauthorized: async (refused) => {
    token = null;
    return (await ask('recover', refused)).recovered;
  },
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

/** A snapshot's text into the browser's storage for files, or into Blob parts for a download. */
async function takeSnapshot(work: Extract<CatalogWork, { type: 'snapshot' }>, options: Parameters<typeof snapshotEntity>[1]) {
  const { target, input } = work;
  const described = { descriptions: work.descriptions };
  if (target.keep === 'browser') return snapshotEntity(input, options, await openSnapshotFile(target.importRef, input.entity), described);
  const parts: Blob[] = [];
  const taken = await snapshotEntity(input, options, { write: async (text) => void parts.push(new Blob([text])), close: async () => undefined }, described);
  return { ...taken, blob: new Blob(parts, { type: 'application/json' }) };
}

// the page ends the worker to cancel: the signal is for the loops' own checks
const run = (work: CatalogWork): Promise<CatalogWorkResult[CatalogWork['type']]> => {
  const signal = new AbortController().signal;
  if (work.type === 'export') {
    const { scope, sheet } = work;
    if (scope.entity === 'customer') return exportCatalog(work.filter, { catalog: customersOverHttp(scope.merchantCode), signal, onProgress, sheet });
    if (work.whole && sheet) return exportWholeCatalog((entity) => catalogOverHttp({ ...scope, entity }), { signal, onProgress, sheet, sheetNames: work.whole.sheetNames });
    return exportCatalog(work.filter, { catalog: catalogOverHttp(scope), signal, onProgress, sheet });
  }
  const options = { catalog: catalogOverHttp(work.scope), signal, onProgress };
  if (work.type === 'preview') return previewFile(work.input, options).then(toSentPreview);
  if (work.type === 'descriptions') return compareDescriptions(work.input, options);
  if (work.type === 'template') return catalogTemplate(work.input, work.scope, options.signal);
  return takeSnapshot(work, options);
};

scope.onmessage = (event: MessageEvent<CatalogRequest>) => {
  const message = event.data;
  if (message.type === 'auth') {
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
    return;
  }
  run(message.work).then(
    (result) => reply({ type: 'done', result }),
    (error: unknown) =>
      reply({
        type: 'failed',
        failure: isApiError(error)
          ? { kind: error.kind, message: error.serviceMessage ?? '', status: error.status, fieldErrors: error.fieldErrors }
          : // the browser's storage is full: the page offers the download instead
            { kind: error instanceof DOMException && error.name === 'QuotaExceededError' ? 'quota' : 'other', message: errorText(error) },
      }),
  );
};

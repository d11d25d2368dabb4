/** Runs a preview, an export or a snapshot in its own worker; `cancel` ends the worker, and every request it has in flight. */
import { ApiError } from '@/lib/errors';
import { authProviderInUse } from '@/lib/http';
import type { CatalogueReply, CatalogueRequest, CatalogueWork, CatalogueWorkResult, WorkProgress } from './catalogueMessages';

export interface RunningWork<R> {
  done: Promise<R>;
  cancel(): void;
}

export const runInCatalogueWorker = <W extends CatalogueWork>(work: W, onProgress: (p: WorkProgress) => void): RunningWork<CatalogueWorkResult[W['type']]> => {
  const worker = new Worker(new URL('./catalogueWorker.ts', import.meta.url), { type: 'module', name: `catalogue ${work.type}` });
  const send = (message: CatalogueRequest) => worker.postMessage(message);
  let settle: { resolve: (r: CatalogueWorkResult[W['type']]) => void; reject: (e: unknown) => void } | null = null;
  const done = new Promise<CatalogueWorkResult[W['type']]>((resolve, reject) => (settle = { resolve, reject }));
  const end = () => {
    settle = null;
    // ending a worker that just sent a large result takes a while: not in the task that hands the result on
    setTimeout(() => worker.terminate(), 0);
  };

  worker.onmessage = async ({ data }: MessageEvent<CatalogueReply>) => {
    if (data.type === 'progress') onProgress(data.progress);
    else if (data.type === 'done') {
      settle?.resolve(data.result as CatalogueWorkResult[W['type']]);
      end();
    } else if (data.type === 'failed') {
      const { kind, message, status, fieldErrors } = data.failure;
      settle?.reject(kind === 'quota' ? new DOMException(message, 'QuotaExceededError') : new ApiError(kind as ApiError['kind'], message || undefined, { status, fieldErrors }));
      end();
    } else {
      const auth = authProviderInUse();
      const token = data.ask === 'token' ? ((await auth?.getAccessToken()) ?? null) : null;
      const recovered = data.ask === 'recover' ? ((await auth?.recoverFromUnauthorized(data.refused)) ?? false) : false;
      if (settle) send({ type: 'auth', id: data.id, token, recovered });
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    settle?.reject(new ApiError('other', event.message || undefined));
    end();
  };
  send({ type: 'start', work });
  return {
    done,
    cancel() {
      settle?.reject(new ApiError('aborted'));
      end();
    },
  };
};

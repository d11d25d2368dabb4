/** Runs a preview, an export or a snapshot in its own worker; `cancel` ends the worker, and every request it has in flight. */
import { ApiError } from '@/lib/errors';
import { authProviderInUse } from '@/lib/http';
import type { CatalogReply, CatalogRequest, CatalogWork, CatalogWorkResult, WorkProgress } from './catalogMessages';

export interface RunningWork<R> {
  done: Promise<R>;
  cancel(): void;
}

export const runInCatalogWorker = <W extends CatalogWork>(work: W, onProgress: (p: WorkProgress) => void): RunningWork<CatalogWorkResult[W['type']]> => {
  const worker = new Worker(new URL('./catalogWorker.ts', import.meta.url), { type: 'module', name: `catalog ${work.type}` });
  const send = (message: CatalogRequest) => worker.postMessage(message);
  let settle: { resolve: (r: CatalogWorkResult[W['type']]) => void; reject: (e: unknown) => void } | null = null;
  const done = new Promise<CatalogWorkResult[W['type']]>((resolve, reject) => (settle = { resolve, reject }));
  const end = () => {
    settle = null;
    // ending a worker that just sent a large result takes a while: not in the task that hands the result on
    setTimeout(() => worker.terminate(), 0);
  };

  worker.onmessage = async ({ data }: MessageEvent<CatalogReply>) => {
    if (data.type === 'progress') onProgress(data.progress);
    else if (data.type === 'done') {
      settle?.resolve(data.result as CatalogWorkResult[W['type']]);
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

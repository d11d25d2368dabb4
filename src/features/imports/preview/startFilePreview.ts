/**
 * Starts a file's preview in its own worker; `cancel` ends the worker, and with it every request
 * it has in flight.
 */
import { ApiError } from '@/lib/errors';
import { authProviderInUse } from '@/lib/http';
import type { CatalogueScope } from './catalogueOverHttp';
import type { FilePreview, PreviewInput, PreviewProgress } from './previewFile';
import type { PreviewReply, PreviewRequest } from './previewMessages';

export interface RunningPreview {
  done: Promise<FilePreview>;
  cancel(): void;
}

export const startFilePreview = (input: PreviewInput, scope: CatalogueScope, onProgress: (p: PreviewProgress) => void): RunningPreview => {
  const worker = new Worker(new URL('./previewWorker.ts', import.meta.url), { type: 'module', name: 'import file preview' });
  const send = (message: PreviewRequest) => worker.postMessage(message);
  let settle: { resolve: (p: FilePreview) => void; reject: (e: unknown) => void } | null = null;
  const done = new Promise<FilePreview>((resolve, reject) => (settle = { resolve, reject }));
  const end = () => {
    worker.terminate();
    settle = null;
  };

  worker.onmessage = async ({ data }: MessageEvent<PreviewReply>) => {
    if (data.type === 'progress') onProgress(data.progress);
    else if (data.type === 'done') {
      settle?.resolve(data.preview);
      end();
    } else if (data.type === 'failed') {
      const { kind, message, status } = data.failure;
      settle?.reject(new ApiError(kind as ApiError['kind'], message || undefined, { status }));
      end();
    } else {
      const auth = authProviderInUse();
      const token = data.ask === 'token' ? ((await auth?.getAccessToken()) ?? null) : null;
      const recovered = data.ask === 'recover' ? ((await auth?.recoverFromUnauthorized()) ?? false) : false;
      if (settle) send({ type: 'auth', id: data.id, token, recovered });
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    settle?.reject(new ApiError('other', event.message || undefined));
    end();
  };
  send({ type: 'start', input, scope });
  return {
    done,
    cancel() {
      settle?.reject(new ApiError('aborted'));
      end();
    },
  };
};

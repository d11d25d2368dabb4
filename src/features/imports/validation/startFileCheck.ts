import type { EntityType, ImportStrategy } from '@/api/imports';
import type { CheckProgress, FileCheckResult } from './checkResult';
import type { CheckReply, CheckRequest } from './checkMessages';
import { abortError } from './readText';

export interface FileCheck {
  /** rejects with an AbortError when cancelled */
  result: Promise<FileCheckResult>;
  cancel(): void;
}

export interface FileCheckOptions {
  entity: EntityType;
  strategy: ImportStrategy;
  onProgress?: (progress: CheckProgress) => void;
  /** check a large file in one worker, not in ranges by several (the benchmark compares both ways) */
  singleWorker?: boolean;
}

/**
 * Where there are no workers (tests in jsdom), the check runs on the page itself. Its code is
 * loaded only then: in a browser it runs in the worker, and the wizard's page need not carry it.
 */
const checkHere = (file: Blob, options: FileCheckOptions): FileCheck => {
  const controller = new AbortController();
  const result = import('./validateImportFile').then(({ validateImportFile }) =>
    validateImportFile(file, { ...options, signal: controller.signal }),
  );
  return { result, cancel: () => controller.abort() };
};

/**
 * Checks a file in a Web Worker, so that the page stays responsive whatever the file's size; a
 * large file in byte ranges by several workers that one starts (checkWorker.ts).
 */
export function startFileCheck(file: Blob, options: FileCheckOptions): FileCheck {
  if (typeof Worker === 'undefined') return checkHere(file, options);
  const worker = new Worker(new URL('./checkWorker.ts', import.meta.url), { type: 'module', name: 'import file check' });
  const settle = { resolve: (_: FileCheckResult) => {}, reject: (_: unknown) => {}, over: false };
  const result = new Promise<FileCheckResult>((resolve, reject) => {
    settle.resolve = resolve;
    settle.reject = reject;
  });
  const end = (outcome: () => void) => {
    if (settle.over) return;
    settle.over = true;
    worker.terminate();
    outcome();
  };
  worker.onmessage = (event: MessageEvent<CheckReply>) => {
    const message = event.data;
    if (message.type === 'progress') {
      if (!settle.over) options.onProgress?.(message.progress);
    } else if (message.type === 'done') end(() => settle.resolve(message.result));
    else end(() => settle.reject(new Error(message.message)));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    end(() => settle.reject(new Error(`The file checker could not run (${event.message || 'the worker failed to start'}).`)));
  };
  const request: CheckRequest = { file, entity: options.entity, strategy: options.strategy, singleWorker: options.singleWorker };
  worker.postMessage(request);
  return {
    result,
    cancel: () => end(() => settle.reject(abortError())),
  };
}

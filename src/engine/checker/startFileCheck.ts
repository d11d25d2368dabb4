import type { EntityType, ImportStrategy } from '@/contract/imports';
import { i18next } from '@/i18n/i18nextInstance';
import type { CheckProgress, FileCheckResult } from './checkResult';
import { abortError } from './readText';

/** What the page asks the check worker. */
export interface CheckRequest {
  file: Blob;
  entity: EntityType;
  strategy: ImportStrategy;
  /** check in this one worker even a large file (the benchmark compares both ways) */
  singleWorker?: boolean;
}

/** What the page sends the check worker: at most one prepare (start the range workers for `cores`), then one check. */
export type CheckWorkerRequest = { type: 'prepare'; cores: number } | ({ type: 'check' } & CheckRequest);

/** What the check worker answers: progress a few times a second, then one result. */
export type CheckReply =
  | { type: 'progress'; progress: CheckProgress }
  | { type: 'done'; result: FileCheckResult }
  | { type: 'failed'; message: string };

export interface FileCheck {
  /** rejects with an AbortError when cancelled */
  result: Promise<FileCheckResult>;
  cancel(): void;
}

export type FileCheckOptions = Omit<CheckRequest, 'file'> & { onProgress?: (progress: CheckProgress) => void };

const startCheckWorker = () => new Worker(new URL('./checkWorker.ts', import.meta.url), { type: 'module', name: 'import file check' });

/**
 * A check worker started ahead of need, with its range workers: the next check takes it. None is
 * started while a check runs (it needs the cores): the last check to end starts it.
 */
const ahead = { worker: null as Worker | null, wanted: 0, running: 0 };

const startAhead = () => {
  if (ahead.worker || ahead.wanted === 0 || ahead.running > 0) return;
  const worker = startCheckWorker();
  // a worker that failed to load is not handed to a check: the check starts its own and sees why
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    if (ahead.worker === worker) ahead.worker = null;
  };
  worker.postMessage({ type: 'prepare', cores: navigator.hardwareConcurrency } satisfies CheckWorkerRequest);
  ahead.worker = worker;
};

/**
 * Starts the checker's workers before a file is chosen (call it when the page that takes import
 * files shows), so a check finds their code loaded; after each check another set is made ready.
 * Returns the release, which ends them once every caller has released.
 */
export function prepareFileCheck(): () => void {
  if (typeof Worker === 'undefined') return () => {};
  ahead.wanted++;
  startAhead();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    ahead.wanted--;
    if (ahead.wanted === 0 && ahead.worker) {
      ahead.worker.terminate();
      ahead.worker = null;
    }
  };
}

/**
 * Checks a file in a Web Worker, so that the page stays responsive whatever the file's size; a
 * large file in byte ranges by several workers that one starts (checkWorker.ts).
 */
export function startFileCheck(file: Blob, options: FileCheckOptions): FileCheck {
  if (typeof Worker === 'undefined') {
    // no workers (tests in jsdom): the check runs on the page, its code loaded only then (a browser's page need not carry it)
    const controller = new AbortController();
    const result = import('./validateImportFile').then(({ validateImportFile }) =>
      validateImportFile(file, { ...options, signal: controller.signal }),
    );
    return { result, cancel: () => controller.abort() };
  }
  const worker = ahead.worker ?? startCheckWorker();
  ahead.worker = null;
  ahead.running++;
  let over = false;
  let settle!: { resolve: (result: FileCheckResult) => void; reject: (e: unknown) => void };
  const result = new Promise<FileCheckResult>((resolve, reject) => (settle = { resolve, reject }));
  const end = (outcome: () => void) => {
    if (over) return;
    over = true;
    ahead.running--;
    worker.terminate();
    outcome();
    // the next file's workers load now, not while this check needed the cores
    startAhead();
  };
  worker.onmessage = (event: MessageEvent<CheckReply>) => {
    const message = event.data;
    if (message.type === 'done') end(() => settle.resolve(message.result));
    else if (message.type === 'failed') end(() => settle.reject(new Error(message.message)));
    else if (!over) options.onProgress?.(message.progress);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    // the page's words, said now: the wizard keeps the failure as text (the browser's reason stays as it is)
    const message = event.message ? i18next.t('checker:worker.failed', { reason: event.message }) : i18next.t('checker:worker.didNotStart');
    end(() => settle.reject(new Error(message)));
  };
  const { entity, strategy, singleWorker } = options;
  worker.postMessage({ type: 'check', file, entity, strategy, singleWorker } satisfies CheckWorkerRequest);
  return { result, cancel: () => end(() => settle.reject(abortError())) };
}

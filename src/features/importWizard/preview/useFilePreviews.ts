/**
 * Runs the preview of each checked file as a query: kept while the file and its settings stay,
 * run again when they change, cancelled when the file leaves. Its progress, which changes many
 * times a second, lives beside the cache and reaches only the report that draws it.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { EntityType } from '@/contract';
import { listeners } from '@/lib/listeners';
import { type WorkProgress, type PreviewSubject, type SentPreview, runInCatalogWorker, type RunningWork, type FieldChange } from '@/engine';

export type PreviewState =
  /** `progress`: read with usePreviewProgress, so that only the report that draws it renders again */
  | { status: 'running'; progress: string; cancel: () => void }
  /** `compareDescriptions`: products, the descriptions of these codes read and compared (the list calls do not return them) */
  | { status: 'done'; preview: SentPreview; compareDescriptions?: CompareDescriptions }
  | { status: 'failed'; error: unknown; retry: () => void }
  /** `byStart`: the import has started, and files are no longer compared (nor can be again) */
  | { status: 'cancelled'; byStart: boolean; retry: () => void };

export type CompareDescriptions = (keys: readonly string[], onProgress: (progress: WorkProgress) => void) => RunningWork<Record<string, FieldChange[]>>;

// a File has no identity a query key can hold: one number per File object
const fileIds = new WeakMap<File, number>();
let lastFileId = 0;
export const fileId = (file: File) => {
  let id = fileIds.get(file);
  if (id === undefined) fileIds.set(file, (id = ++lastFileId));
  return id;
};

const progress = new Map<string, WorkProgress>();
const progressChanges = listeners();

const previewKey = (merchantCode: string, s: PreviewSubject) =>
  ['catalog', merchantCode, 'preview', s.entity, s.catalogCode ?? null, s.strategy, s.locationCodes ?? [], fileId(s.file)] as const;

/** `stopped`: the import has started; a comparison not yet done does not start (the caller cancels those running) */
export function useFilePreviews(merchantCode: string, subjects: readonly PreviewSubject[], stopped: boolean): Partial<Record<EntityType, PreviewState>> {
  const client = useQueryClient();
  const results = useQueries({
    queries: subjects.map((s) => ({
      queryKey: previewKey(merchantCode, s),
      queryFn: async ({ signal, queryKey }: { signal: AbortSignal; queryKey: readonly unknown[] }) => {
        // a task of its own: the query starts in the commit that drew the check's verdict, and a
        // worker's start would lengthen that task
        await new Promise((resolve) => setTimeout(resolve, 0));
        signal.throwIfAborted();
        const id = JSON.stringify(queryKey);
        const input = { file: s.file, entity: s.entity, strategy: s.strategy, locationCodes: s.locationCodes };
        const scope = { merchantCode, entity: s.entity, catalogCode: s.catalogCode, locationCodes: s.locationCodes };
        const run = runInCatalogWorker({ type: 'preview', input, scope }, (p) => {
          progress.set(id, p);
          progressChanges.emit();
        });
        signal.addEventListener('abort', run.cancel);
        return await run.done.finally(() => progress.delete(id));
      },
      enabled: !stopped,
      staleTime: Infinity,
      gcTime: 60_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    })),
    // of each query, what the states are made of (kept by identity while it does not change); a new
    // function each render, as in useCatalogChecks: a combine kept by identity can answer for the
    // previous set of subjects while renders run concurrently (TanStack/query#8781)
    combine: (parts) => parts.map(({ data, error, isError, fetchStatus, refetch }) => ({ data, error, isError, fetchStatus, refetch })),
  });
  return useMemo(() => {
    const states: Partial<Record<EntityType, PreviewState>> = {};
    subjects.forEach((s, i) => {
      const r = results[i]!;
      const queryKey = previewKey(merchantCode, s);
      const retry = () => void r.refetch();
      if (r.data) {
        const scope = { merchantCode, entity: s.entity, catalogCode: s.catalogCode };
        const compareDescriptions: CompareDescriptions = (keys, onProgress) => runInCatalogWorker({ type: 'descriptions', input: { file: s.file, keys }, scope }, onProgress);
        states[s.entity] = { status: 'done', preview: r.data, ...(s.entity === 'product' ? { compareDescriptions } : {}) };
      }
      else if (r.isError) states[s.entity] = { status: 'failed', error: r.error, retry };
      else if (r.fetchStatus === 'fetching')
        states[s.entity] = { status: 'running', progress: JSON.stringify(queryKey), cancel: () => void client.cancelQueries({ queryKey }) };
      else states[s.entity] = { status: 'cancelled', byStart: stopped, retry };
    });
    return states;
  }, [merchantCode, subjects, results, client, stopped]);
}

/** A running preview's progress, many times a second: only the component that calls this renders again. */
export const usePreviewProgress = (key: string) => useSyncExternalStore(progressChanges.subscribe, () => progress.get(key) ?? null);

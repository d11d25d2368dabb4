import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listLimits } from '@/api/terms';
import type { ImportList, ImportRecord } from '@/api';
import { importKeys } from '@/features/imports/api/keys';
import { listImports } from '@/features/imports/api/listImports';
import { importOutcome } from '@/features/imports/model/importOutcome';

interface WithFailuresParams {
  importRefContains?: string;
  limit: number;
  offset: number;
}

const hasFailures = (record: ImportRecord) => importOutcome(record).failed > 0;

/**
 * The finished imports with at least one failed element, newest first, as one page. The service
 * filters by status and reference only, so the app reads the finished imports at the largest
 * page size and keeps those with failures; the total is then exact, not a guess.
 */
async function listImportsWithFailures(merchantCode: string, params: WithFailuresParams, signal?: AbortSignal): Promise<ImportList> {
  const found: ImportRecord[] = [];
  for (let offset = 0; ; ) {
    const { meta, imports } = await listImports(
      merchantCode,
      { status: 'finished', importRefContains: params.importRefContains, limit: listLimits.maxLimit, offset },
      signal,
    );
    found.push(...imports.filter(hasFailures));
    offset += imports.length;
    // an empty page ends it too, so a total that shrank while reading cannot loop for ever
    if (imports.length === 0 || offset >= meta.totalItemCount) break;
  }
  return {
    meta: { limit: params.limit, offset: params.offset, totalItemCount: found.length },
    imports: found.slice(params.offset, params.offset + params.limit),
  };
}

/** A page of the finished imports with failures; an ended import never changes, so no polling. */
export const importsWithFailuresQueryOptions = (merchantCode: string, params: WithFailuresParams) =>
  queryOptions({
    queryKey: [...importKeys.lists(merchantCode), 'withFailures', params] as const,
    queryFn: ({ signal }) => listImportsWithFailures(merchantCode, params, signal),
    placeholderData: keepPreviousData,
  });

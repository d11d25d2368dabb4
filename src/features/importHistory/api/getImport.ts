import { queryOptions } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { ApiError, isApiError } from '@/lib/errors';
import { importKeys } from './keys';
import { listImports } from './listImports';
import { importPollInterval } from './polling';

/** One import, the way the brief polls it: the list filtered by `importRef`; an empty list (unknown reference) is not found. */
export const getImport = async (merchantCode: string, importRef: string, signal?: AbortSignal) => {
  const { imports } = await listImports(merchantCode, { importRef, limit: 1, offset: 0 }, signal);
  const found = imports.find((i) => i.importRef === importRef);
  if (!found) throw new ApiError('notFound', i18next.t('importHistory:notFoundError', { ref: importRef }), { status: 404 });
  return found;
};

/** How long one poll may take: the query client sends no second request while one is out, so a hung poll would hold back the rest. */
const pollTimeoutMs = 6_000;

const pollImport = async (merchantCode: string, importRef: string, signal: AbortSignal) => {
  const timeout = AbortSignal.timeout(pollTimeoutMs);
  try {
    return await getImport(merchantCode, importRef, AbortSignal.any([signal, timeout]));
  } catch (e) {
    if (timeout.aborted && !signal.aborted) throw new ApiError('timeout', undefined, { cause: e });
    throw e;
  }
};

/** Live while the import runs (slower in a hidden tab), silent once it finished or aborted. */
export const importQueryOptions = (merchantCode: string, importRef: string) =>
  queryOptions({
    queryKey: importKeys.detail(merchantCode, importRef),
    queryFn: ({ signal }) => pollImport(merchantCode, importRef, signal),
    refetchInterval: (query) => importPollInterval(query.state.data && [query.state.data]),
    refetchIntervalInBackground: true,
    // coming back to the tab refreshes a running import at once; an ended one never changes
    refetchOnWindowFocus: (query) => (importPollInterval(query.state.data && [query.state.data]) !== false ? 'always' : false),
    // polls go out whatever the browser says about being online: a changing network does not
    // always fire the "online" event that paused queries wait for
    networkMode: 'always',
    // one quick retry (a first load has no tick to come); while running, the interval takes over
    retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.isTransient,
    retryDelay: 500,
  });

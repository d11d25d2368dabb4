import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/errors';
import { importKeys } from './keys';
import { listImports } from './listImports';
import { importPollInterval } from './polling';

/**
 * One import's status, the way the brief polls it: the list call filtered by its `importRef`.
 * An unknown (or another merchant's) reference answers an empty list: a not-found error.
 */
export const getImport = async (merchantCode: string, importRef: string, signal?: AbortSignal) => {
  const { imports } = await listImports(merchantCode, { importRef, limit: 1, offset: 0 }, signal);
  const found = imports.find((i) => i.importRef === importRef);
  if (!found) throw new ApiError('notFound', `There is no import with the reference ${importRef}.`, { status: 404 });
  return found;
};

/** Live while the import runs (slower in a hidden tab), silent once it finished or aborted. */
export const importQueryOptions = (merchantCode: string, importRef: string) =>
  queryOptions({
    queryKey: importKeys.detail(merchantCode, importRef),
    queryFn: ({ signal }) => getImport(merchantCode, importRef, signal),
    refetchInterval: (query) => importPollInterval(query.state.data ? [query.state.data] : undefined),
    refetchIntervalInBackground: true,
    // coming back to the tab refreshes a running import at once; an ended one never changes
    refetchOnWindowFocus: (query) => (importPollInterval(query.state.data ? [query.state.data] : undefined) !== false ? 'always' : false),
  });

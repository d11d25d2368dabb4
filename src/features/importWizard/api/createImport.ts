import type { CreateImportBody, ImportRecord } from '@/contract';
import { createImportAnswer } from '@/contract/imports';
import { isApiError } from '@/lib/errors';
import { apiRequest, merchantPath } from '@/lib/http';
import { getImport, listImports } from '@/features/importHistory';

/** `POST /imports`: creates an import and returns its record (fetched by the list call when the answer is `{ref}` only). */
export const createImport = async (merchantCode: string, body: CreateImportBody): Promise<ImportRecord> => {
  const created = await apiRequest(merchantPath(merchantCode, 'imports'), { method: 'POST', service: 'imports', body, schema: createImportAnswer });
  return 'status' in created ? created : getImport(merchantCode, created.importRef);
};

/** a call that may have reached the service although no answer came back */
const outcomeUnknown = (e: unknown) => isApiError(e) && (e.kind === 'timeout' || e.kind === 'network' || e.kind === 'server');

/**
 * Creates the import of one wizard at most once, even when an answer is lost: each attempt's source carries a mark of
 * its own (`sourceFor(mark)`); after a create whose outcome is unknown the import is looked for by that source, now
 * and before any new attempt, and adopted instead of creating a second one.
 */
export const createImportOnce = (merchantCode: string) => {
  let unsure: string | null = null;
  // the newest not-yet-started import with this source: the public list filters only on reference and status
  const adopt = async (tagged: string) => {
    const page = await listImports(merchantCode, { status: 'new', limit: 50, offset: 0 }).catch(() => null);
    const found = page?.imports.find((i) => i.source === tagged) ?? null;
    if (found) unsure = null;
    return found;
  };
  return async (sourceFor: (attempt: string) => string): Promise<ImportRecord> => {
    const earlier = unsure && (await adopt(unsure));
    if (earlier) return earlier;
    const tagged = unsure ?? sourceFor(Math.random().toString(36).slice(2, 10));
    try {
      const created = await createImport(merchantCode, { source: tagged });
      unsure = null;
      return created;
    } catch (e) {
      if (!outcomeUnknown(e)) throw e;
      unsure = tagged;
      const found = await adopt(tagged);
      if (!found) throw e;
      return found;
    }
  };
};

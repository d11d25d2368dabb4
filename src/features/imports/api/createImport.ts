import * as z from 'zod/mini';
import { createdImport, importRecord, type CreateImportBody, type ImportRecord } from '../../../api';
import { apiRequest, merchantPath } from '../../../lib/http';
import { getImport } from './getImport';

/** The brief's service answers the whole record; the public one `{ref}` only. */
const createAnswer = z.union([importRecord, createdImport]);

/** Call 1: creates an import and returns its record (fetched by the list call when the answer is `{ref}` only). */
export const createImport = async (merchantCode: string, body: CreateImportBody = {}, signal?: AbortSignal): Promise<ImportRecord> => {
  const created = await apiRequest(merchantPath(merchantCode, 'imports'), { method: 'POST', service: 'imports', body, schema: createAnswer, signal });
  return 'status' in created ? created : getImport(merchantCode, created.importRef, signal);
};

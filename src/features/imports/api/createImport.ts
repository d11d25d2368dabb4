import { importRecord, type CreateImportBody } from '../../../api';
import { apiRequest, merchantPath } from '../../../lib/http';

/** Call 1: creates an import and returns its record with the `importRef`. */
export const createImport = (merchantCode: string, body: CreateImportBody = {}, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantCode, 'imports'), { method: 'POST', service: 'imports', body, schema: importRecord, signal });

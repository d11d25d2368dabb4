import { apiRequest, merchantPath } from '@/lib/http';

/** Call 4: starts the import as a whole; every uploaded file takes part. */
export const triggerImport = (merchantCode: string, importRef: string) =>
  apiRequest(merchantPath(merchantCode, 'imports', importRef), { method: 'POST', service: 'imports' });

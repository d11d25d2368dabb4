import { apiRequest, merchantPath } from '@/lib/http';

/** `POST /imports/{ref}`: starts the import as a whole; every uploaded file takes part. */
export const triggerImport = (merchantCode: string, importRef: string) =>
  apiRequest(merchantPath(merchantCode, 'imports', importRef), { method: 'POST', service: 'imports' });

import type { UploadAddressRequest } from '@/api';
import { uploadAddress } from '@/api/imports';
import { apiRequest, merchantPath } from '@/lib/http';

/** Call 2: an upload address for one entity type of the import. */
export const requestUploadAddress = (merchantCode: string, importRef: string, body: UploadAddressRequest, signal?: AbortSignal) =>
  apiRequest(merchantPath(merchantCode, 'imports', importRef, 'urls'), { method: 'POST', service: 'imports', body, schema: uploadAddress, signal });

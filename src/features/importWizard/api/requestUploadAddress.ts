import type { UploadAddressRequest } from '@/contract';
import { uploadAddress } from '@/contract/imports';
import { apiRequest, merchantPath } from '@/lib/http';

/** `POST /imports/{ref}/urls`: an upload address for one entity type of the import. */
export function requestUploadAddress(merchantCode: string, importRef: string, body: UploadAddressRequest, signal?: AbortSignal) {
  const path = merchantPath(merchantCode, 'imports', importRef, 'urls');
  return apiRequest(path, { method: 'POST', service: 'imports', body, schema: uploadAddress, signal });
}
